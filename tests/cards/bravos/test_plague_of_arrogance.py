"""Plague of Arrogance (Exalted, Corruption, Gigantic): {J} sacrifice a Feat to choose one, or a
Completed Feat to choose two: Sabotage; send target Character to Reserve; I gain 2 boosts
(CR 7.3.25, 6.5.g; README rulings, Feats)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (HAVEN_WARRIOR, add_mana, answer, card, check_facts, pick,
                                  pick_if_asked, put, settle, start)

ME = "ALT_EOLE_B_BR_116_E"
FEAT = "ALT_EOLE_B_AX_121_C"  # Make it Work, a Feat


def _played(completed: bool | None):
    g, p = start()
    add_mana(g, p, 7)
    feat = None
    if completed is not None:
        feat = put(g, p, FEAT, Zone.LANDMARKS)
        if completed:
            g.cards[feat].status |= Status.COMPLETED
    victim = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, ME)
    play(g, me)
    settle(g)
    return g, p, me, feat, victim


def test_alt_eole_b_br_116_e_a_completed_feat_buys_two_modes_a_feat_one():
    check_facts(ME, 7, 7, None, "BR")
    d = card(ME)
    assert d.rarity.value == "exalted" and d.has_subtype("Corruption") and d.keywords.gigantic
    g, p, me, feat, victim = _played(True)
    pick(g, feat)
    answer(g, "mode 2")
    answer(g, "mode 3")
    pick_if_asked(g, victim)
    settle(g)
    assert g.cards[feat].zone is Zone.DISCARD and g.cards[victim].zone is Zone.RESERVE
    assert g.cards[me].counters.get("boost", 0) == 2
    g, p, me, feat, victim = _played(False)
    pick(g, feat)
    answer(g, "mode 3")
    settle(g)
    assert g.cards[me].counters.get("boost", 0) == 2 and g.cards[victim].zone is Zone.EXPEDITION
    assert g.pending.kind != "mode"  # one mode only


def test_alt_eole_b_br_116_e_without_a_feat_or_declining_nothing_happens():
    g, p, me, _feat, victim = _played(None)
    assert g.cards[me].counters.get("boost", 0) == 0 and g.pending.kind != "mode"
    g, p, me, feat, victim = _played(True)
    act(g, "done")
    settle(g)
    assert g.cards[feat].zone is Zone.LANDMARKS and g.cards[me].counters.get("boost", 0) == 0
    assert "mode 1" not in " ".join(options(g))
