"""Mana Seamstress: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_yz_109_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_YZ_109_C", 3, 2, (2, 3, 3), "YZ")
    assert card("ALT_EOLE_B_YZ_109_C").abilities == ()


def _discards_a_cheap_character_with_six_in_discard(version: str, faction: str) -> None:
    from altered_tui.engine.types import Side, Zone
    from altered_tui.engine.zones import move

    from tests.abilities.support import play
    from tests.cards.builders import AMELIA, TROOPER, add_mana, can_pick, pick_if_asked, put, settle, start

    check_facts(version, 3, 2, (2, 3, 3), faction)
    for in_discard in (5, 6):
        g, p = start()
        add_mana(g, p, 3)
        for cid in list(g.players[p].discard):
            move(g, cid, Zone.DECK)
        for _ in range(in_discard):
            move(g, g.players[p].deck[0], Zone.DISCARD)
        cheap = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
        dear = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
        play(g, put(g, p, version))
        settle(g)
        assert not can_pick(g, dear)
        pick_if_asked(g, cheap)
        settle(g)
        assert (g.cards[cheap].zone is Zone.DISCARD) is (in_discard == 6)


def test_alt_eole_b_yz_109_r1_with_six_in_discard_discards_a_character_of_base_cost_one():
    _discards_a_cheap_character_with_six_in_discard("ALT_EOLE_B_YZ_109_R1", "YZ")


def test_alt_eole_b_yz_109_r2_with_six_in_discard_discards_a_character_of_base_cost_one():
    _discards_a_cheap_character_with_six_in_discard("ALT_EOLE_B_YZ_109_R2", "BR")
