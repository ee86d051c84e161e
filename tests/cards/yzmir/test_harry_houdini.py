"""Harry Houdini: {H} create a Mana Moth Illusion token in an opponent's Expedition, which
that opponent controls (README: tokens in an opponent's Expedition; CR 7.3.4), then draw a
card. R1: in target Expedition, any player's; then the controller of the Expedition facing
that token draws a card (CR 1.2.3.c)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import check_facts, put, settle, start, tokens_named


def _hands(g):
    return len(g.players[0].hand), len(g.players[1].hand)


def _moth_for_the_opponent(version: str, faction: str) -> None:
    for side in ("hero", "companion"):
        g, p = start()
        houdini = put(g, p, version)
        play(g, houdini)
        mine, theirs = len(g.players[p].hand), len(g.players[1 - p].hand)
        settle(g)
        assert options(g) == ["expedition -> hero theirs", "expedition -> companion theirs"]
        act(g, f"expedition -> {side} theirs")
        assert len(tokens_named(g, 1 - p, "Mana Moth", Side(side))) == 1
        assert not tokens_named(g, p, "Mana Moth")
        assert (len(g.players[p].hand), len(g.players[1 - p].hand)) == (mine + 1, theirs)
    g, p = start()
    houdini = put(g, p, version, Zone.RESERVE)
    play(g, houdini, src="reserve")
    settle(g)
    assert not tokens_named(g, 1 - p, "Mana Moth")  # {H} only
    check_facts(version, 2, 1, (1, 1, 0), faction)


def test_alt_duster_b_yz_86_c_moth_for_an_opponent_then_draw():
    _moth_for_the_opponent("ALT_DUSTER_B_YZ_86_C", "YZ")


def test_alt_duster_b_yz_86_r2_moth_for_an_opponent_then_draw():
    _moth_for_the_opponent("ALT_DUSTER_B_YZ_86_R2", "MU")


def test_alt_duster_b_yz_86_r1_the_player_facing_the_moth_draws():
    for whose, drawer in (("yours", "opponent"), ("theirs", "me")):
        g, p = start()
        houdini = put(g, p, "ALT_DUSTER_B_YZ_86_R1")
        play(g, houdini)
        mine, theirs = len(g.players[p].hand), len(g.players[1 - p].hand)
        settle(g)
        act(g, f"expedition -> companion {whose}")
        holder = p if whose == "yours" else 1 - p
        assert len(tokens_named(g, holder, "Mana Moth", Side.COMPANION)) == 1
        drew = (len(g.players[p].hand) - mine, len(g.players[1 - p].hand) - theirs)
        assert drew == ((0, 1) if drawer == "opponent" else (1, 0))
    check_facts("ALT_DUSTER_B_YZ_86_R1", 2, 1, (1, 1, 0), "YZ")
