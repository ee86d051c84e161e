"""Devoted Protector: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_br_110_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_BR_110_C", 1, 1, (0, 1, 1), "BR")
    assert card("ALT_EOLE_B_BR_110_C").abilities == ()


def _boost_from_reserve_with_a_feat(version: str, faction: str) -> None:
    from altered_tui.engine.types import Zone

    from tests.abilities.support import play
    from tests.cards.builders import put, settle, start

    check_facts(version, 1, 1, None, faction)
    for with_feat in (False, True):
        g, p = start()
        if with_feat:
            put(g, p, "ALT_EOLE_B_AX_121_C", Zone.LANDMARKS)
        me = put(g, p, version, Zone.RESERVE)
        play(g, me, src="reserve")
        settle(g)
        assert g.cards[me].counters.get("boost", 0) == (1 if with_feat else 0)


def test_alt_eole_b_br_110_r1_from_reserve_gains_a_boost_if_you_control_a_feat():
    _boost_from_reserve_with_a_feat("ALT_EOLE_B_BR_110_R1", "BR")


def test_alt_eole_b_br_110_r2_from_reserve_gains_a_boost_if_you_control_a_feat():
    _boost_from_reserve_with_a_feat("ALT_EOLE_B_BR_110_R2", "OR")
