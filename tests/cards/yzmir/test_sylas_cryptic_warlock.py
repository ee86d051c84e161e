"""Sylas, Cryptic Warlock: {H} draw a card. Rares: {J} I gain 1 boost for each card in your
hand. Support: 1 boost up to 2 when you play a Spell (Ordis R2: when another Character joins
your Expeditions)."""

from tests.abilities.support import act, play
from tests.cards.builders import (
    PLAY_CHARACTER, PLAY_SPELL, add_mana, gains_up_to, put, settle, start,
)


def _played(version: str, first: str | None = None):
    """Sylas played from hand; `first`: the Emblem played first when both wait (e1 is the
    {J}, e2 the {H} draw)."""
    g, p = start()
    add_mana(g, p, 2)
    cid = put(g, p, version)
    hand = len(g.players[p].hand) - 1  # without Sylas, once played
    play(g, cid)
    if first is not None:
        act(g, f"react {g.cdef(cid).name}#{cid} {first}")
    settle(g)
    return g, p, cid, hand


def test_alt_bise_b_yz_55_c_draws_a_card_from_hand():
    g, p, cid, hand = _played("ALT_BISE_B_YZ_55_C")
    assert len(g.players[p].hand) == hand + 1 and g.cards[cid].boosts == 0
    assert gains_up_to("ALT_BISE_B_YZ_55_C", PLAY_SPELL, 3) == [1, 2, 2]


def test_alt_bise_b_yz_55_r1_gains_a_boost_for_each_card_in_hand():
    g, p, cid, hand = _played("ALT_BISE_B_YZ_55_R1", first="e1")
    assert g.cards[cid].boosts == hand and len(g.players[p].hand) == hand + 1
    g, p, cid, hand = _played("ALT_BISE_B_YZ_55_R1", first="e2")  # the draw first: one more card counted
    assert g.cards[cid].boosts == hand + 1
    assert gains_up_to("ALT_BISE_B_YZ_55_R1", PLAY_SPELL, 3) == [1, 2, 2]


def test_alt_bise_b_yz_55_r2_gains_boosts_for_its_hand_and_supports_joins():
    g, p, cid, hand = _played("ALT_BISE_B_YZ_55_R2", first="e1")
    assert g.cards[cid].boosts == hand
    assert gains_up_to("ALT_BISE_B_YZ_55_R2", PLAY_CHARACTER, 3) == [1, 2, 2]
