"""Merry Reunion: Resupply; if you put a Character in Reserve this way, you may play it at once
for {2} less (CR 7.3.22, 5.1.2.e). The rares: Cooldown; ... you may put it in your hand."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    ACHILLES, MAGICAL_TRAINING, add_mana, check_facts, put, ready_mana, resolve_spell, start,
)


def _reunion(version: str, top_id: str, mana: int = 0):
    g, p = start()
    add_mana(g, p, mana)
    top = put(g, p, top_id, Zone.DECK)
    deck = g.players[p].deck
    deck.remove(top)
    deck.insert(0, top)
    spell = put(g, p, version)
    play(g, spell)
    return g, p, top, spell


def test_alt_bise_b_ly_58_c_plays_the_resupplied_character_for_2_less():
    g, p, top, spell = _reunion("ALT_BISE_B_LY_58_C", ACHILLES, mana=5)  # Reserve Cost 5
    assert top in g.players[p].reserve and g.pending.kind == "play_now"
    assert all(f"#{top}@" in o for o in options(g) if o != "no")  # only that card
    before = ready_mana(g, p)
    act(g, next(o for o in options(g) if o.endswith("-> hero")))
    assert g.cards[top].zone is Zone.EXPEDITION and before - ready_mana(g, p) == 3
    assert g.cards[top].has(Status.FLEETING)  # played from Reserve (CR 5.2.1.b)
    g, p, top, spell = _reunion("ALT_BISE_B_LY_58_C", MAGICAL_TRAINING, mana=5)
    assert top in g.players[p].reserve and g.cards[spell].zone is not Zone.LIMBO  # not asked
    check_facts("ALT_BISE_B_LY_58_C", 2, 2, None, "LY")


def _rare(version: str, faction: str) -> None:
    g, p, top, spell = _reunion(version, ACHILLES)
    assert g.pending.kind == "may"
    act(g, "yes")
    assert top in g.players[p].hand
    resolve_spell(g, spell)
    assert spell in g.players[p].reserve and g.cards[spell].has(Status.EXHAUSTED)  # Cooldown
    g, p, top, spell = _reunion(version, ACHILLES)
    act(g, "no")
    assert top in g.players[p].reserve
    g, p, top, spell = _reunion(version, MAGICAL_TRAINING)
    assert top in g.players[p].reserve and g.pending.kind != "may"  # not a Character
    check_facts(version, 2, 1, None, faction)


def test_alt_bise_b_ly_58_r1_puts_the_resupplied_character_in_hand_and_cools_down():
    _rare("ALT_BISE_B_LY_58_R1", "LY")


def test_alt_bise_b_ly_58_r2_puts_the_resupplied_character_in_hand_and_cools_down():
    _rare("ALT_BISE_B_LY_58_R2", "BR")
