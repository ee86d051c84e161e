"""Santa Claus: {H} starting with you, each player may immediately play a card with Hand Cost
{3} or less for free (CR 5.2.a, 7.3.20)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, set_mana
from tests.cards.builders import ASMODEUS, CHRONICLER, SKALD, play, put, ready_mana, start

ABY = "ALT_BISE_B_AX_54_C"  # Aby, Sap Courier: Scout 1, Hand Cost 3


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
    assert g.pending.kind == "play_now" and g.pending.player == p
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


def test_alt_alize_b_ly_37_c_a_card_played_for_free_may_use_its_scout():
    # Aby, Sap Courier (Scout 1, Hand Cost 3): for free, with Scout too (CR 7.3.20.a, 7.4.5.d)
    g, p = start()
    set_mana(g, p, 5)
    aby = put(g, p, ABY)
    play(g, put(g, p, "ALT_ALIZE_B_LY_37_C"))
    assert f"play Aby, Sap Courier#{aby}@hand -> hero free scout" in options(g)
    act(g, f"play Aby, Sap Courier#{aby}@hand -> hero free scout")
    while g.pending.kind in ("play_now", "reaction", "may", "target"):  # the opponent, Scout, Aby
        act(g, "no" if "no" in options(g) else options(g)[0])
    assert g.cards[aby].zone is Zone.RESERVE and ready_mana(g, p) == 0
