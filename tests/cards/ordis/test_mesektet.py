"""Mesektet: at Noon, a token in each of your Expeditions that is behind or tied (CR 7.5.2.b-c),
none in one that is ahead; the Ordis rare does it as it joins too; the Axiom rare makes
Brassbugs."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, advance_to_noon, put, settle, start, tokens_named


def _hero_ahead(g, p) -> None:
    """My Hero Expedition ahead of the one facing it; the Companion Expeditions tied."""
    g.players[p].positions[Side.HERO] = 2
    g.players[1 - p].positions[Side.HERO] = 1
    g.players[p].positions[Side.COMPANION] = g.players[1 - p].positions[Side.COMPANION]


def _at_noon(version: str, token: str) -> None:
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    advance_to_noon(g, before_noon=lambda g: _hero_ahead(g, p))
    assert len(tokens_named(g, p, token, Side.COMPANION)) == 1  # tied
    assert not tokens_named(g, p, token, Side.HERO)  # ahead
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    advance_to_noon(g, before_noon=lambda g: g.players[1 - p].positions.update(
        {Side.HERO: g.players[p].positions[Side.HERO] + 1}))
    assert len(tokens_named(g, p, token, Side.HERO)) == 1  # behind


def test_alt_bise_b_or_62_c_at_noon_recruits_where_behind_or_tied():
    _at_noon("ALT_BISE_B_OR_62_C", "Ordis Recruit")


def test_alt_bise_b_or_62_r1_recruits_as_it_joins_and_at_noon():
    _at_noon("ALT_BISE_B_OR_62_R1", "Ordis Recruit")
    g, p = start()
    add_mana(g, p, 1)
    _hero_ahead(g, p)
    mesektet = put(g, p, "ALT_BISE_B_OR_62_R1")
    play(g, mesektet)
    settle(g)
    assert mesektet in g.players[p].landmarks
    assert len(tokens_named(g, p, "Ordis Recruit", Side.COMPANION)) == 1
    assert not tokens_named(g, p, "Ordis Recruit", Side.HERO)


def test_alt_bise_b_or_62_r2_at_noon_makes_brassbugs_where_behind_or_tied():
    _at_noon("ALT_BISE_B_OR_62_R2", "Brassbug")
