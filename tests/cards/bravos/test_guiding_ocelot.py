"""Guiding Ocelot: {J} I gain 1 boost; when another Character joins your Expeditions, you
may spend 1 of my boosts to give it 1 boost."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import TROOPER, back_to, card, check_facts, played, put, settle


def test_alt_eole_b_br_107_c_joins_boosted_and_may_pass_a_boost_to_a_newcomer():
    check_facts("ALT_EOLE_B_BR_107_C", 2, 2, None, "BR")
    d = card("ALT_EOLE_B_BR_107_C")
    assert (d.forest, d.mountain, d.water) == (1, 1, 1)
    g, p, me, _paid = played("ALT_EOLE_B_BR_107_C")
    settle(g)
    assert g.cards[me].counters.get("boost", 0) == 1
    back_to(g, p)
    other = put(g, p, TROOPER)
    play(g, other)
    settle(g)
    act(g, "yes")
    settle(g)
    assert g.cards[me].counters.get("boost", 0) == 0 and g.cards[other].counters.get("boost", 0) == 1
    assert g.cards[other].zone is Zone.EXPEDITION


def _spends_a_boost_of_another_character(version: str, faction: str) -> None:
    from altered_tui.engine.types import Side
    from tests.cards.builders import boosted, pick_if_asked, start
    check_facts(version, 2, 2, None, faction)
    assert (card(version).forest, card(version).mountain, card(version).water) == (0, 0, 0)
    g, p = start()
    donor = boosted(g, p, TROOPER, side=Side.COMPANION, boosts=1)
    me = put(g, p, version)
    play(g, me)
    settle(g)
    assert g.cards[me].counters.get("boost", 0) == 2
    back_to(g, p)
    other = put(g, p, TROOPER)
    play(g, other)
    settle(g)
    act(g, "yes")
    pick_if_asked(g, donor)  # any Character of yours with a boost, not only me
    settle(g)
    assert g.cards[donor].counters.get("boost", 0) == 0 and g.cards[me].counters.get("boost", 0) == 2
    assert g.cards[other].counters.get("boost", 0) == 1


def test_alt_eole_b_br_107_r1_joins_with_two_boosts_and_passes_one_from_any_character():
    _spends_a_boost_of_another_character("ALT_EOLE_B_BR_107_R1", "BR")


def test_alt_eole_b_br_107_r2_joins_with_two_boosts_and_passes_one_from_any_character():
    _spends_a_boost_of_another_character("ALT_EOLE_B_BR_107_R2", "MU")
