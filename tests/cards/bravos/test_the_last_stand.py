"""The Last Stand (a Feat, README rulings: Feats): {J} send to Reserve target Character with
Base Cost {3} or less; when you pass, if you control another Feat, complete me; Completed:
your Landmarks limit is four (CR 4.2.5.c)."""

from altered_tui.engine.night import limits
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    ACHILLES, AMELIA, add_mana, can_pick, card, pick_if_asked, put, settle, spell_cost_paid, start,
)

ME = "ALT_EOLE_B_BR_118_C"
OTHER_FEAT = "ALT_EOLE_B_AX_121_C"


def test_alt_eole_b_br_118_c_joins_sending_a_cheap_character_to_reserve():
    d = card(ME)
    assert d.is_landmark and d.has_subtype("Feat") and (d.hand_cost, d.reserve_cost) == (3, 3)
    g, p = start()
    add_mana(g, p, 3)
    cheap = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    dear = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)
    assert spell_cost_paid(g, p, put(g, p, ME)) == 3
    settle(g)
    assert not can_pick(g, dear)
    pick_if_asked(g, cheap)
    settle(g)
    assert g.cards[cheap].zone is Zone.RESERVE and g.cards[dear].zone is Zone.EXPEDITION


def test_alt_eole_b_br_118_c_completes_with_another_feat_and_then_allows_four_landmarks():
    g, p = start()
    me = put(g, p, ME, Zone.LANDMARKS)
    act(g, "pass")
    settle(g)
    assert not g.cards[me].has(Status.COMPLETED)  # no other Feat
    g, p = start()
    me = put(g, p, ME, Zone.LANDMARKS)
    put(g, p, OTHER_FEAT, Zone.LANDMARKS)
    hero_limit = limits(g, p)[1]
    act(g, "pass")
    settle(g)
    assert g.cards[me].has(Status.COMPLETED)
    assert hero_limit != 4 and limits(g, p)[1] == 4


def _rare_last_stand(version: str, faction: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost) == (2, 2) and d.faction.value == faction
    g, p = start()
    two = put(g, 1 - p, "ALT_EOLE_B_BR_110_C", Zone.EXPEDITION, Side.HERO)  # Hand Cost 1
    three = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # Hand Cost 3
    assert spell_cost_paid(g, p, put(g, p, version)) == 2
    settle(g)
    assert not can_pick(g, three)
    pick_if_asked(g, two)
    settle(g)
    assert g.cards[two].zone is Zone.RESERVE
    g, p = start()
    me = put(g, p, version, Zone.LANDMARKS)
    put(g, p, OTHER_FEAT, Zone.LANDMARKS)
    act(g, "pass")
    settle(g)
    assert g.cards[me].has(Status.COMPLETED) and limits(g, p)[1] == 4


def test_alt_eole_b_br_118_r1_sends_base_cost_two_or_less_and_completes_with_another_feat():
    _rare_last_stand("ALT_EOLE_B_BR_118_R1", "BR")


def test_alt_eole_b_br_118_r2_sends_base_cost_two_or_less_and_completes_with_another_feat():
    _rare_last_stand("ALT_EOLE_B_BR_118_R2", "OR")
