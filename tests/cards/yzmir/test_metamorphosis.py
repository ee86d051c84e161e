"""Metamorphosis, a Fleeting Spell: discard target Character (rares: with Hand Cost 5 or
less), then create a Mana Moth token in the Expedition it was in (CR 6.3.j), the token of
that Expedition's player."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import ACHILLES, AMELIA, ASMODEUS, can_pick, pick_if_asked, put, start, tokens_named


def _turns_into_a_moth(version: str, victim_id: str, decoy_id: str | None = None) -> bool:
    """The player casts it on the other player's Character in their Companion Expedition;
    whether the decoy (another Character of theirs) could be targeted too."""
    g, p = start()
    victim = put(g, 1 - p, victim_id, Zone.EXPEDITION, Side.COMPANION)
    decoy = put(g, 1 - p, decoy_id, Zone.EXPEDITION) if decoy_id else None
    spell = put(g, p, version)
    play(g, spell)
    decoy_pickable = decoy is not None and can_pick(g, decoy)
    pick_if_asked(g, victim)
    assert victim in g.players[1 - p].discard
    assert len(tokens_named(g, 1 - p, "Mana Moth", Side.COMPANION)) == 1
    assert not tokens_named(g, p, "Mana Moth")
    assert spell in g.players[p].discard  # Fleeting (CR 2.4.6)
    return decoy_pickable


def test_alt_bise_b_yz_60_c_turns_any_character_into_a_mana_moth():
    assert _turns_into_a_moth("ALT_BISE_B_YZ_60_C", ASMODEUS, AMELIA)


def test_alt_bise_b_yz_60_r1_turns_a_character_of_hand_cost_5_or_less_into_a_mana_moth():
    _turns_into_a_moth("ALT_BISE_B_YZ_60_R1", ACHILLES)  # Hand Cost 5
    assert not _turns_into_a_moth("ALT_BISE_B_YZ_60_R1", AMELIA, ASMODEUS)  # Hand Cost 6


def test_alt_bise_b_yz_60_r2_turns_a_character_of_hand_cost_5_or_less_into_a_mana_moth():
    assert not _turns_into_a_moth("ALT_BISE_B_YZ_60_R2", ACHILLES, ASMODEUS)
