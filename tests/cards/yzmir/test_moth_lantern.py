"""Moth Lantern, an Expedition Permanent: {J} sacrifice a Character in my Expedition; when you
sacrifice a non-Illusion Character, create a Mana Moth token in my Expedition (CR 7.3.25)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, add_mana, choose, put, settle, start, tokens_named


def _lantern(version: str) -> None:
    g, p = start()
    add_mana(g, p, 1)
    victim = put(g, p, SKALD, Zone.EXPEDITION)
    put(g, p, SKALD, Zone.EXPEDITION, Side.COMPANION)  # not in the Lantern's Expedition
    lantern = put(g, p, version)
    play(g, lantern)
    if g.pending.kind == "choose":
        choose(g, victim)
    settle(g)
    assert victim in g.players[p].discard
    [moth] = tokens_named(g, p, "Mana Moth", Side.HERO)  # the Skald was no Illusion
    # Sacrificing the Moth itself, an Illusion, makes no other Moth.
    g2, q = start()
    add_mana(g2, q, 1)
    lantern2 = put(g2, q, version)
    play(g2, lantern2)  # nothing to sacrifice in its Expedition
    settle(g2)
    assert not tokens_named(g2, q, "Mana Moth")


def _no_moth_for_an_illusion(version: str) -> None:
    from altered_tui.engine.steps.tokens import create_token
    g, p = start()
    add_mana(g, p, 1)
    moth = create_token(g, "Mana Moth", p, Side.HERO, "test")
    lantern = put(g, p, version)
    play(g, lantern)  # the only Character there: the Moth is sacrificed
    settle(g)
    assert g.cards[moth].zone is not Zone.EXPEDITION
    assert not tokens_named(g, p, "Mana Moth")


def test_alt_alize_b_yz_44_c_turns_a_sacrificed_character_into_a_mana_moth():
    _lantern("ALT_ALIZE_B_YZ_44_C")
    _no_moth_for_an_illusion("ALT_ALIZE_B_YZ_44_C")


def test_alt_alize_b_yz_44_r1_turns_a_sacrificed_character_into_a_mana_moth():
    _lantern("ALT_ALIZE_B_YZ_44_R1")
    _no_moth_for_an_illusion("ALT_ALIZE_B_YZ_44_R1")


def test_alt_alize_b_yz_44_r2_turns_a_sacrificed_character_into_a_mana_moth():
    _lantern("ALT_ALIZE_B_YZ_44_R2")
