"""Jian, Assembly Overseer: vanilla common; the rare's support ability activates the {J}
abilities of a Permanent you control.

Jian, Assembly Overseer (Ordis rare): support {D}: activate the {J} abilities of target
Permanent you control."""

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import options, play
from tests.cards.builders import card, label, put, ready_mana, start, use_support


JIAN_C, JIAN_R = "ALT_CORE_B_AX_10_C", "ALT_CORE_B_AX_10_R"
BRASSBUG_HUB = "ALT_CORE_B_AX_24_C"  # {J} I gain three Kelon counters


def test_alt_core_b_ax_10_c_is_vanilla_costs_two_with_its_printed_statistics():
    g, p = start()
    cid = put(g, p, JIAN_C)
    before = ready_mana(g, p)
    play(g, cid)
    assert before - ready_mana(g, p) == 2
    assert cid in g.players[p].expeditions[Side.HERO]
    assert stats(g, cid) == (3, 2, 0)
    assert not any(o.startswith("use Jian") for o in options(g))


def test_alt_core_b_ax_10_r_support_activates_the_join_abilities_of_your_permanent():
    g, p = start()
    hub = put(g, p, BRASSBUG_HUB, Zone.LANDMARKS)  # put there directly: its {J} never happened
    assert g.cards[hub].counters.get("kelon", 0) == 0
    jian = put(g, p, JIAN_R, Zone.RESERVE)
    use_support(g, jian)
    assert jian in g.players[p].discard  # {D}: discarded from Reserve as the cost
    assert g.cards[hub].counters["kelon"] == 3
    assert g.pending.player == p and g.pending.kind == "turn"  # a quick action: the turn goes on


def test_alt_core_b_ax_10_r_support_cannot_target_an_opponents_permanent():
    g, p = start()
    theirs = put(g, 1 - p, BRASSBUG_HUB, Zone.LANDMARKS)
    mine = put(g, p, BRASSBUG_HUB, Zone.LANDMARKS)
    jian = put(g, p, JIAN_R, Zone.RESERVE)
    use_support(g, jian)
    assert g.cards[mine].counters["kelon"] == 3  # the only legal target was chosen for us
    assert g.cards[theirs].counters.get("kelon", 0) == 0
    assert label(g, theirs) not in " ".join(options(g))


def test_alt_core_b_ax_10_r_from_hand_is_a_2_2_character_with_stats_3_2_0():
    g, p = start()
    cid = put(g, p, JIAN_R)
    before = ready_mana(g, p)
    play(g, cid)
    assert before - ready_mana(g, p) == 2 and stats(g, cid) == (3, 2, 0)


HUB = "ALT_CORE_B_AX_24_C"


def test_alt_core_b_ax_10_r2_support_activates_the_join_abilities_of_your_permanent():
    assert card("ALT_CORE_B_AX_10_R2").faction is Faction.OR
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    jian = put(g, p, "ALT_CORE_B_AX_10_R2", Zone.RESERVE)
    use_support(g, jian)
    assert jian in g.players[p].discard
    assert g.cards[hub].counters["kelon"] == 3
    assert g.pending.player == p and g.pending.kind == "turn"
