"""Moth to a Flame, a Spell with Cooldown: create a Mana Moth token in target Expedition, any
player's (the rares: in each of your Expeditions)."""

from altered_tui.engine.types import Side, Status

from tests.abilities.support import act, options, play
from tests.cards.builders import add_mana, put, start, tokens_named


def _cast(version: str):
    g, p = start()
    add_mana(g, p, 1)
    spell = put(g, p, version)
    play(g, spell)
    if g.pending.kind == "expedition":
        act(g, "expedition -> companion yours")
    assert spell in g.players[p].reserve and g.cards[spell].has(Status.EXHAUSTED)  # Cooldown
    return [len(tokens_named(g, p, "Mana Moth", side)) for side in Side]


def test_alt_alize_b_yz_41_c_one_mana_moth_in_target_expedition():
    assert sorted(_cast("ALT_ALIZE_B_YZ_41_C")) == [0, 1]


def test_alt_alize_b_yz_41_r1_a_mana_moth_in_each_of_my_expeditions():
    assert _cast("ALT_ALIZE_B_YZ_41_R1") == [1, 1]


def test_alt_alize_b_yz_41_r2_a_mana_moth_in_each_of_my_expeditions():
    assert _cast("ALT_ALIZE_B_YZ_41_R2") == [1, 1]


def test_alt_alize_b_yz_41_c_the_moth_may_go_in_the_opponents_expedition():
    g, p = start()
    add_mana(g, p, 1)
    play(g, put(g, p, "ALT_ALIZE_B_YZ_41_C"))
    assert "expedition -> hero theirs" in options(g)
    act(g, "expedition -> hero theirs")
    [moth] = tokens_named(g, 1 - p, "Mana Moth", Side.HERO)
    assert g.cards[moth].controller == 1 - p and not tokens_named(g, p, "Mana Moth")
