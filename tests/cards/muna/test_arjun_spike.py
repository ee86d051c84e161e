"""Arjun & Spike (Hero): {T}, discard a card from your Reserve: the next Character you play
this turn with Hand Cost 3 or less gains Anchored."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    AMELIA,
    FOUNDRY_MECHANIC,
    add_mana,
    label,
    put,
    set_hero,
    start,
    use_ability,
)


ARJUN = "ALT_CORE_B_MU_02_C"


def test_alt_core_b_mu_02_c_2_2_14_the_next_cheap_character_this_turn_is_anchored():
    g, p = start()
    hero = set_hero(g, p, ARJUN)
    fodder = put(g, p, FOUNDRY_MECHANIC, Zone.RESERVE)
    add_mana(g, p, 3)
    use_ability(g, hero)
    if g.pending.kind == "choose":
        act(g, f"choose {label(g, fodder)}")
    assert g.cards[fodder].zone is Zone.DISCARD and g.cards[hero].has(Status.EXHAUSTED)
    amelia = put(g, p, AMELIA)  # Hand Cost 3
    play(g, amelia)
    assert g.cards[amelia].has(Status.ANCHORED)


def test_alt_core_b_mu_02_c_it_ends_with_the_turn():
    g, p = start()
    hero = set_hero(g, p, ARJUN)
    put(g, p, FOUNDRY_MECHANIC, Zone.RESERVE)
    add_mana(g, p, 3)
    use_ability(g, hero)
    if g.pending.kind == "choose":
        act(g, f"choose {label(g, g.players[p].reserve[0])}")
    act(g, "pass")  # I pass: the turn ends, and the Emblem with it (CR 2.2.14.c)
    assert not any("step" in o for o in g.ongoing)
