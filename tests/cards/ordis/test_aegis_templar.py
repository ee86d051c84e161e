"""Aegis Templar: Scout (CR 7.4.5); when it leaves the Expedition zone, tokens are created in
the Expedition it left (Ordis Recruits; the Axiom rare, a Brassbug)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import put, ready_mana, settle, start, tokens_named


def _scouted_leaves_tokens(version: str, scout: int, token: str, count: int) -> None:
    g, p = start()
    templar = put(g, p, version)
    before = ready_mana(g, p)
    act(g, f"play Aegis Templar#{templar}@hand -> companion scout")
    settle(g)
    assert before - ready_mana(g, p) == scout  # the Scout cost, not the Hand Cost of 3
    assert g.cards[templar].zone is Zone.RESERVE  # the Scout's {H} sent it to Reserve
    assert len(tokens_named(g, p, token, Side.COMPANION)) == count  # where it was
    assert not tokens_named(g, p, token, Side.HERO)


def test_alt_bise_b_or_54_c_scouts_and_leaves_an_ordis_recruit():
    _scouted_leaves_tokens("ALT_BISE_B_OR_54_C", 1, "Ordis Recruit", 1)


def test_alt_bise_b_or_54_r1_scouts_and_leaves_two_ordis_recruits():
    _scouted_leaves_tokens("ALT_BISE_B_OR_54_R1", 2, "Ordis Recruit", 2)


def test_alt_bise_b_or_54_r2_scouts_and_leaves_a_brassbug():
    _scouted_leaves_tokens("ALT_BISE_B_OR_54_R2", 2, "Brassbug", 1)
