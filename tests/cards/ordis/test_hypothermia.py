"""Hypothermia: each player, the caster first, chooses a Character they control; those gain
Asleep."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, SKALD, add_mana, choose, put, start


def _hypothermia(version: str, src: str = "hand"):
    g, p = start()
    add_mana(g, p, 3)
    mine = [put(g, p, AMELIA, Zone.EXPEDITION) for _ in range(2)]
    theirs = [put(g, 1 - p, SKALD, Zone.EXPEDITION) for _ in range(2)]
    spell = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, spell, src=src)
    assert g.pending.player == p  # the caster chooses first
    choose(g, mine[1])
    assert g.pending.player == 1 - p
    choose(g, theirs[0])
    asleep = [c for c in mine + theirs if g.cards[c].has(Status.ASLEEP)]
    assert asleep == [mine[1], theirs[0]]
    return g, p, spell


def test_alt_alize_b_or_40_c_each_player_puts_one_of_their_characters_to_sleep():
    g, p, spell = _hypothermia("ALT_ALIZE_B_OR_40_C")
    assert spell in g.players[p].reserve


def test_alt_alize_b_or_40_r1_each_player_puts_one_to_sleep_from_reserve_too():
    g, p, spell = _hypothermia("ALT_ALIZE_B_OR_40_R1", src="reserve")
    assert spell in g.players[p].discard  # Fleeting from Reserve


def test_alt_alize_b_or_40_r2_each_player_puts_one_of_their_characters_to_sleep():
    _hypothermia("ALT_ALIZE_B_OR_40_R2")
