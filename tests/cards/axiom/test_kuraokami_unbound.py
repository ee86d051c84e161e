"""Kuraokami Unbound, in every faction: {H} exhaust all cards in Reserve. Each faction's rare
adds or changes a part: Axiom {J}, then ready your cards in Reserve; Bravos {R} Fleeting
Characters you control gain 2 boosts; Lyra first returns a card from your Reserve to your hand;
Muna {J} I gain Anchored."""

import pytest

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, SKALD, add_mana, choose, hero_exp, put, settle, start


def _reserves(g, p):
    """A card in each player's Reserve, ready."""
    return put(g, p, AMELIA, Zone.RESERVE), put(g, 1 - p, SKALD, Zone.RESERVE)


def _played(version: str, src: str = "hand"):
    g, p = start()
    add_mana(g, p, 4)
    mine, theirs = _reserves(g, p)
    kura = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, kura, src=src)
    settle(g)  # the rares' two Reactions, in the order offered
    return g, p, kura, mine, theirs


def _exhausted(g, cid) -> bool:
    return g.cards[cid].has(Status.EXHAUSTED)


def test_alt_alize_p_ax_48_c_from_reserve_exhausts_nothing():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_AX_48_C", src="reserve")
    assert not _exhausted(g, mine) and not _exhausted(g, theirs)


def test_alt_alize_p_ax_48_c_from_hand_exhausts_every_card_in_both_reserves():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_AX_48_C")
    assert _exhausted(g, mine) and _exhausted(g, theirs)


def test_alt_alize_p_br_48_c_from_hand_exhausts_every_card_in_both_reserves():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_BR_48_C")
    assert _exhausted(g, mine) and _exhausted(g, theirs)


def test_alt_alize_p_ly_48_c_from_hand_exhausts_every_card_in_both_reserves():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_LY_48_C")
    assert _exhausted(g, mine) and _exhausted(g, theirs)


def test_alt_alize_p_mu_48_c_from_hand_exhausts_every_card_in_both_reserves():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_MU_48_C")
    assert _exhausted(g, mine) and _exhausted(g, theirs)


def test_alt_alize_p_or_48_c_from_hand_exhausts_every_card_in_both_reserves():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_OR_48_C")
    assert _exhausted(g, mine) and _exhausted(g, theirs)


def test_alt_alize_p_yz_48_c_from_hand_exhausts_every_card_in_both_reserves():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_YZ_48_C")
    assert _exhausted(g, mine) and _exhausted(g, theirs)


@pytest.mark.parametrize("src", ["hand", "reserve"])
def test_alt_alize_p_ax_48_r1_joining_exhausts_all_then_readies_only_mine(src):
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_AX_48_R1", src=src)
    assert _exhausted(g, theirs) and not _exhausted(g, mine)


def test_alt_alize_p_br_48_r1_from_reserve_boosts_my_fleeting_characters_itself_included():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_BR_48_R1", src="reserve")
    assert kura in hero_exp(g, p) and g.cards[kura].has(Status.FLEETING)  # from Reserve
    assert g.cards[kura].boosts == 2
    assert not _exhausted(g, mine)  # its {H} part needs the Hand


def test_alt_alize_p_br_48_r1_from_hand_exhausts_and_gains_no_boost():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_BR_48_R1")
    assert _exhausted(g, mine) and _exhausted(g, theirs) and g.cards[kura].boosts == 0


def test_alt_alize_p_ly_48_r1_returns_a_reserve_card_to_hand_then_exhausts_the_rest():
    g, p = start()
    add_mana(g, p, 4)
    mine, theirs = _reserves(g, p)
    other = put(g, p, SKALD, Zone.RESERVE)
    kura = put(g, p, "ALT_ALIZE_P_LY_48_R1")
    play(g, kura)
    choose(g, mine)
    assert mine in g.players[p].hand and not _exhausted(g, mine)
    assert _exhausted(g, other) and _exhausted(g, theirs)


def test_alt_alize_p_mu_48_r1_exhausts_from_hand_and_joins_anchored():
    g, p, kura, mine, theirs = _played("ALT_ALIZE_P_MU_48_R1")
    assert _exhausted(g, mine) and _exhausted(g, theirs)
    assert g.cards[kura].has(Status.ANCHORED)


def test_alt_alize_p_or_48_r2_opponent_puts_a_card_from_hand_in_reserve_then_all_exhaust():
    g, p = start()
    add_mana(g, p, 5)
    mine, theirs = _reserves(g, p)
    their_hand = list(g.players[1 - p].hand)
    kura = put(g, p, "ALT_ALIZE_P_OR_48_R2")
    play(g, kura)
    assert g.pending.player == 1 - p  # the opponent chooses from their own hand
    choose(g, their_hand[0])
    put_there = g.players[1 - p].reserve[-1]
    assert put_there == their_hand[0]
    assert all(_exhausted(g, c) for c in (mine, theirs, put_there))


def test_alt_alize_p_or_48_r1_exhausts_then_puts_an_expedition_ahead_to_sleep():
    g, p = start()
    add_mana(g, p, 4)
    mine, theirs = _reserves(g, p)
    ahead = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    level = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.HERO)
    g.players[1 - p].positions[Side.COMPANION] = 5  # their Companion Expedition is ahead
    kura = put(g, p, "ALT_ALIZE_P_OR_48_R1")
    play(g, kura)  # the one Expedition ahead is the only target: taken for the player
    assert _exhausted(g, mine) and _exhausted(g, theirs)
    assert g.cards[ahead].has(Status.ASLEEP) and not g.cards[level].has(Status.ASLEEP)
    assert not g.cards[kura].has(Status.ASLEEP)
