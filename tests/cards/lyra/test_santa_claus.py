"""Santa Claus: {H} starting with you, each player may immediately play a card with Hand Cost
{3} or less for free (CR 5.2.a, 7.3.20)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, set_mana
from tests.cards.builders import ASMODEUS, CHRONICLER, SKALD, play, put, ready_mana, start


def _santa(version: str, cost: int) -> None:
    g, p = start()
    set_mana(g, p, cost)
    gift = put(g, p, CHRONICLER, Zone.RESERVE)  # Hand Cost 3
    too_dear = put(g, p, ASMODEUS)  # Hand Cost 6
    theirs = put(g, 1 - p, SKALD)
    their_orbs = ready_mana(g, 1 - p)
    santa = put(g, p, version)
    play(g, santa)
    assert ready_mana(g, p) == 0
    assert g.pending.kind == "may_play" and g.pending.player == p
    assert not any(f"#{too_dear}@" in o for o in options(g))
    act(g, f"play Lyra Chronicler#{gift}@reserve -> hero free")
    assert gift in g.players[p].expeditions[Side.HERO]
    assert g.pending.player == 1 - p
    act(g, f"play Lyra Skald#{theirs}@hand -> companion free")
    assert theirs in g.players[1 - p].expeditions[Side.COMPANION] and ready_mana(g, 1 - p) == their_orbs


def test_alt_alize_b_ly_37_c_each_player_plays_a_cheap_card_for_free():
    _santa("ALT_ALIZE_B_LY_37_C", 5)


def test_alt_alize_b_ly_37_r1_each_player_plays_a_cheap_card_for_free():
    _santa("ALT_ALIZE_B_LY_37_R1", 4)


def test_alt_alize_b_ly_37_r2_each_player_plays_a_cheap_card_for_free():
    _santa("ALT_ALIZE_B_LY_37_R2", 5)
