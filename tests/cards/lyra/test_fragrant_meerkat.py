"""Fragrant Meerkat: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_ly_108_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_LY_108_C", 2, 3, (3, 1, 3), "LY")
    d = card("ALT_EOLE_B_LY_108_C")
    assert d.abilities == () and d.has_subtype("Animal") and d.has_subtype("Artist")


def _may_add_one_to_a_die(version: str, faction: str) -> None:
    from altered_tui.engine.objects import passives
    from altered_tui.engine.types import Side, Zone

    from tests.cards.builders import put, start

    check_facts(version, 2, 2, (3, 0, 3), faction)
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    assert [(cid, e.amount) for cid, e in passives(g, "die_bonus", p)] == [(me, 1)]
    assert passives(g, "die_bonus", 1 - p) == []


def test_alt_eole_b_ly_108_r1_you_may_add_one_to_a_die_you_roll():
    _may_add_one_to_a_die("ALT_EOLE_B_LY_108_R1", "LY")


def test_alt_eole_b_ly_108_r2_you_may_add_one_to_a_die_you_roll():
    _may_add_one_to_a_die("ALT_EOLE_B_LY_108_R2", "OR")
