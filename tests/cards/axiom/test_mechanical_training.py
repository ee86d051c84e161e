"""Mechanical Training: activate the {J} abilities of target Permanent you control (R: up to two
target Permanents; R2: target Character)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import answer, put, ready_mana, start, target, tokens_named


HUB = "ALT_CORE_B_AX_24_C"
ARMORER_R = "ALT_CORE_B_AX_16_R"  # {J} create a Brassbug


def test_alt_core_b_ax_22_c_activates_a_permanents_join_abilities():
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    put(g, 1 - p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, "ALT_CORE_B_AX_22_C"))
    assert ready_mana(g, p) == 2
    assert g.cards[hub].counters["kelon"] == 3


def test_alt_core_b_ax_22_r_activates_up_to_two_permanents():
    g, p = start()
    a = put(g, p, HUB, Zone.LANDMARKS)
    b = put(g, p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, "ALT_CORE_B_AX_22_R"))
    assert ready_mana(g, p) == 1
    assert "done" in options(g)
    target(g, a)
    target(g, b)
    while g.pending.kind != "turn":  # two Reactions in Limbo: their order is chosen
        act(g, options(g)[0])
    assert g.cards[a].counters["kelon"] == 3 and g.cards[b].counters["kelon"] == 3


def test_alt_core_b_ax_22_r_may_stop_after_one():
    g, p = start()
    a = put(g, p, HUB, Zone.LANDMARKS)
    b = put(g, p, HUB, Zone.LANDMARKS)
    play(g, put(g, p, "ALT_CORE_B_AX_22_R"))
    target(g, a)
    act(g, "done")
    assert g.cards[a].counters["kelon"] == 3 and g.cards[b].counters.get("kelon", 0) == 0


def test_alt_core_b_ax_22_r2_activates_a_characters_join_abilities_not_a_permanents():
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    armorer = put(g, p, ARMORER_R, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_CORE_B_AX_22_R2"))
    assert ready_mana(g, p) == 1
    answer(g, "expedition -> companion yours")
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
    assert g.cards[hub].counters.get("kelon", 0) == 0
