"""Sleight of Hand, a Spell with Cooldown: exchange target Character (R1: card, R2: Spell) in
your Reserve with a card from your hand (CR 7.3.9, 7.4.1)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, MAGICAL_TRAINING, SKALD, only_in_hand, put, start


def _sleight(version: str):
    """A Character and a Spell wait in Reserve; the hand holds one card besides the Spell."""
    g, p = start()
    for cid in list(g.players[p].reserve):
        g.players[p].reserve.remove(cid)
        g.players[p].discard.append(cid)
        g.cards[cid].zone = Zone.DISCARD
    char = put(g, p, AMELIA, Zone.RESERVE)
    spell = put(g, p, MAGICAL_TRAINING, Zone.RESERVE)
    kept = put(g, p, SKALD)
    sleight = put(g, p, version)
    only_in_hand(g, p, [kept, sleight])
    play(g, sleight)
    return g, p, char, spell, kept, sleight


def _takes(version: str, allowed: set[str]) -> None:
    g, p, char, spell, kept, sleight = _sleight(version)
    offered = {o for o in options(g) if o.startswith("choose")}
    named = {"character" for o in offered if f"#{char}" in o} | {"spell" for o in offered if f"#{spell}" in o}
    if len(allowed) == 1:  # one matching card: it is taken without asking
        assert not offered
        taken = char if "character" in allowed else spell
    else:
        assert named == allowed
        taken = char
        act(g, f"choose {g.cdef(char).name}#{char}")
    assert taken in g.players[p].hand and kept in g.players[p].reserve
    assert sleight in g.players[p].reserve and g.cards[sleight].has(Status.EXHAUSTED)  # Cooldown


def test_alt_alize_b_ly_39_c_exchanges_a_character_in_reserve():
    _takes("ALT_ALIZE_B_LY_39_C", {"character"})


def test_alt_alize_b_ly_39_r1_exchanges_any_card_in_reserve():
    _takes("ALT_ALIZE_B_LY_39_R1", {"character", "spell"})


def test_alt_alize_b_ly_39_r2_exchanges_a_spell_in_reserve():
    _takes("ALT_ALIZE_B_LY_39_R2", {"spell"})
