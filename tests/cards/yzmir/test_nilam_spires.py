"""Nilam Spires, a Landmark: when you play a Spell (Axiom rare: when another Permanent joins
your Expeditions or Landmarks), I gain 1 Arcane counter; then you may exhaust me and spend 4
of them (rares: 3) to create a Mana Moth token (Axiom rare: a Brassbug) in target
Expedition (CR 6.4, 7.3.4)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    HUB, MAGICAL_TRAINING, add_mana, play_spell, put, resolve_spell, settle, start, tokens_named,
)


def _spires(version: str, arcane: int) -> tuple:
    g, p = start()
    add_mana(g, p, 3)
    spires = put(g, p, version, Zone.LANDMARKS)
    g.cards[spires].counters["arcane"] = arcane
    return g, p, spires


def _cast_a_spell(g, p: int) -> None:
    spell = put(g, p, MAGICAL_TRAINING)
    play_spell(g, spell)
    resolve_spell(g, spell)
    settle(g)


def _makes_a_token(version: str, cost: int, cause, token: str) -> None:
    g, p, spires = _spires(version, cost - 1)
    cause(g, p)
    assert g.cards[spires].counters["arcane"] == cost
    act(g, "yes")
    act(g, "expedition -> companion yours")
    assert g.cards[spires].counters.get("arcane", 0) == 0
    assert g.cards[spires].has(Status.EXHAUSTED)
    assert len(tokens_named(g, p, token, Side.COMPANION)) == 1
    # One counter short: it only gains one; saying yes is not offered (CR 6.4).
    g, p, spires = _spires(version, cost - 2)
    cause(g, p)
    assert g.cards[spires].counters["arcane"] == cost - 1
    assert g.pending.kind != "may" or options(g) == ["no"]
    assert not tokens_named(g, p, token)


def _play_a_landmark(g, p: int) -> None:
    play(g, put(g, p, HUB))
    settle(g)


def test_alt_bise_b_yz_62_c_spends_4_arcane_counters_for_a_mana_moth():
    _makes_a_token("ALT_BISE_B_YZ_62_C", 4, _cast_a_spell, "Mana Moth")


def test_alt_bise_b_yz_62_r1_spends_3_arcane_counters_for_a_mana_moth():
    _makes_a_token("ALT_BISE_B_YZ_62_R1", 3, _cast_a_spell, "Mana Moth")


def test_alt_bise_b_yz_62_r2_counts_permanents_joining_and_makes_a_brassbug():
    _makes_a_token("ALT_BISE_B_YZ_62_R2", 3, _play_a_landmark, "Brassbug")
    g, p, spires = _spires("ALT_BISE_B_YZ_62_R2", 0)
    _cast_a_spell(g, p)  # a Spell is no Permanent
    assert g.cards[spires].counters.get("arcane", 0) == 0
