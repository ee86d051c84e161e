"""The Snow Queen (Eternal): exhausted Characters in Reserve stay exhausted during Morning; the
rares have Tough X (X: exhausted cards in Reserve) and {J} you may exhaust target card in
Reserve (CR 4.2.1.c, 7.4.7)."""

from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, set_mana
from tests.cards.builders import AMELIA, MAGICAL_TRAINING, advance_to_noon, pick_if_asked, play, put, start


def _queen(version: str):
    g, p = start()
    set_mana(g, p, 7)
    char = put(g, 1 - p, AMELIA, Zone.RESERVE)
    spell = put(g, 1 - p, MAGICAL_TRAINING, Zone.RESERVE)
    for cid in (char, spell):
        g.cards[cid].status |= Status.EXHAUSTED
    queen = put(g, p, version)
    play(g, queen)
    return g, p, queen, char, spell


def _keeps_characters_frozen(g, queen: int, char: int, spell: int) -> None:
    advance_to_noon(g)
    assert g.cards[queen].zone is Zone.EXPEDITION  # Eternal: Rest left her there
    assert g.cards[char].zone is Zone.RESERVE and g.cards[char].has(Status.EXHAUSTED)
    assert g.cards[spell].zone is Zone.RESERVE and not g.cards[spell].has(Status.EXHAUSTED)


def test_alt_alize_b_yz_38_c_exhausted_characters_in_reserve_stay_exhausted():
    g, p, queen, char, spell = _queen("ALT_ALIZE_B_YZ_38_C")
    _keeps_characters_frozen(g, queen, char, spell)


def _rare(version: str) -> None:
    g, p, queen, char, spell = _queen(version)
    fresh = put(g, p, AMELIA, Zone.RESERVE)
    assert g.pending.kind == "may"
    act(g, "yes")
    pick_if_asked(g, fresh)
    assert g.cards[fresh].has(Status.EXHAUSTED)
    exhausted = sum(1 for pl in g.players for c in pl.reserve if g.cards[c].has(Status.EXHAUSTED))
    assert exhausted >= 3 and tough(g, queen) == exhausted
    _keeps_characters_frozen(g, queen, char, spell)


def test_alt_alize_b_yz_38_r1_tough_by_exhausted_cards_and_exhausts_one_as_she_joins():
    _rare("ALT_ALIZE_B_YZ_38_R1")


def test_alt_alize_b_yz_38_r2_tough_by_exhausted_cards_and_exhausts_one_as_she_joins():
    _rare("ALT_ALIZE_B_YZ_38_R2")
