"""Kelon Cylinder: {T}: I gain two Kelon counters. {T}, spend a counter: the next Character you
play this turn gains 1 boost (R: {J} and the second ability boost target Character)."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import confirm_own_only_target, options, play
from tests.cards.builders import put, ready_again, ready_mana, start, target, use_ability

AMELIA = "ALT_CORE_B_AX_11_C"


def _cylinder(version):
    g, p = start()
    cyl = put(g, p, version)
    play(g, cyl)
    assert ready_mana(g, p) == 2 and cyl in g.players[p].landmarks  # Hand Cost 1
    return g, p, cyl


def _alt_core_b_ax_26_c_and_r2_counters_then_boost_the_next_character(version):
    g, p = start()
    cyl = put(g, p, version, Zone.LANDMARKS)
    use_ability(g, cyl, 1)
    assert g.cards[cyl].counters["kelon"] == 2 and g.cards[cyl].has(Status.EXHAUSTED)
    assert not any(o.startswith("use Kelon Cylinder") for o in options(g))
    ready_again(g, cyl)  # as after the Night
    use_ability(g, cyl, 2)
    assert g.cards[cyl].counters["kelon"] == 1 and len(g.ongoing) == 1
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert stats(g, amelia) == (3, 3, 3)


def test_alt_core_b_ax_26_c_counters_then_boost_the_next_character():
    _alt_core_b_ax_26_c_and_r2_counters_then_boost_the_next_character('ALT_CORE_B_AX_26_C')


def test_alt_core_b_ax_26_r2_counters_then_boost_the_next_character():
    _alt_core_b_ax_26_c_and_r2_counters_then_boost_the_next_character('ALT_CORE_B_AX_26_R2')


def test_alt_core_b_ax_26_c_second_ability_needs_a_counter():
    g, p = start()
    cyl = put(g, p, "ALT_CORE_B_AX_26_C", Zone.LANDMARKS)
    assert not any(o.startswith("use Kelon Cylinder") and o.endswith("a2") for o in options(g))
    assert any(o.startswith("use Kelon Cylinder") and o.endswith("a1") for o in options(g))


def test_alt_core_b_ax_26_r_joins_boosting_target_character():
    g, p = start()
    amelia = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    cyl = put(g, p, "ALT_CORE_B_AX_26_R")
    play(g, cyl)
    assert ready_mana(g, p) == 2
    confirm_own_only_target(g, amelia)  # the only Character, the player's own: asked
    assert g.cards[amelia].boosts == 1


def test_alt_core_b_ax_26_r_spends_a_counter_to_boost_target_character():
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    cyl = put(g, p, "ALT_CORE_B_AX_26_R", Zone.LANDMARKS)
    use_ability(g, cyl, 2)  # a1 is the {J} Reaction
    assert g.cards[cyl].counters["kelon"] == 2
    ready_again(g, cyl)  # as after the Night
    use_ability(g, cyl, 3)
    target(g, theirs)
    assert g.cards[theirs].boosts == 1 and g.cards[mine].boosts == 0
    assert g.cards[cyl].counters["kelon"] == 1 and g.ongoing == []
