"""Reap the Mana (Feat): {J} you may put a card from your Reserve in your Mana zone, exhausted
(the rares: if you do, Resupply); when you pass with 12 or more Mana Orbs, complete me;
Completed: an Expedition of yours that would move forward at Dusk may move one more region
instead, if you exhaust me (CR 6.2.b, 6.2.d; README rulings, Feats)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, give, options, play
from tests.cards.builders import (TROOPER, add_mana, check_facts, pick_if_asked, put, settle,
                                  start)


def _joins(version: str, rare: bool) -> None:
    g, p = start()
    add_mana(g, p, 2)
    card_in_reserve = put(g, p, TROOPER, Zone.RESERVE)
    reserve = len(g.players[p].reserve)
    play(g, put(g, p, version))
    act(g, "yes")
    pick_if_asked(g, card_in_reserve)
    settle(g)
    assert g.cards[card_in_reserve].zone is Zone.MANA and g.cards[card_in_reserve].has(Status.EXHAUSTED)
    assert len(g.players[p].reserve) == reserve - 1 + (1 if rare else 0)  # Resupply for the rares


def _completes_and_moves_further(version: str, take_it: bool) -> int:
    g, p = start()
    feat = put(g, p, version, Zone.LANDMARKS)
    give(g, p, character(stats=(2, 2, 2)), Zone.EXPEDITION, Side.HERO)
    add_mana(g, p, 12 - len(g.players[p].mana))
    act(g, "pass")  # I pass with 12 Mana Orbs
    settle(g)
    assert g.cards[feat].has(Status.COMPLETED)
    act(g, "pass")  # the opponent's pass: Dusk
    settle(g)
    assert g.pending.kind == "may" and g.pending.prompt["kind"] == "dusk_exhaust_for_more"
    act(g, "yes" if take_it else "no")
    while g.pending is not None and g.pending.kind in ("reaction",):
        act(g, options(g)[0])
    return g.players[p].positions[Side.HERO]


def _too_few_orbs(version: str) -> None:
    g, p = start()
    feat = put(g, p, version, Zone.LANDMARKS)
    add_mana(g, p, 11 - len(g.players[p].mana))
    act(g, "pass")
    settle(g)
    assert not g.cards[feat].has(Status.COMPLETED)


def _all(version: str, faction: str, rare: bool) -> None:
    check_facts(version, 2, 2, None, faction)
    _joins(version, rare)
    _too_few_orbs(version)
    assert _completes_and_moves_further(version, True) == 2
    assert _completes_and_moves_further(version, False) == 1


def test_alt_eole_b_br_121_c_reserve_to_mana_twelve_orbs_complete_one_more_region():
    _all("ALT_EOLE_B_BR_121_C", "BR", False)


def test_alt_eole_b_br_121_r1_reserve_to_mana_and_resupply_twelve_orbs_one_more_region():
    _all("ALT_EOLE_B_BR_121_R1", "BR", True)


def test_alt_eole_b_br_121_r2_reserve_to_mana_and_resupply_twelve_orbs_one_more_region():
    _all("ALT_EOLE_B_BR_121_R2", "MU", True)
