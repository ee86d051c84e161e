"""The Nilam, Withered Tree, a Landmark: when you exhaust a card in Reserve, you may exhaust me
to create a Mana Moth token in target Expedition; C and R2: {J} you may exhaust target card in
Reserve (CR 7.3.10, 7.3.4)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, add_mana, pick_if_asked, put, start, tokens_named

RIME_FROST = "ALT_ALIZE_B_YZ_39_C"  # Spell: exhaust target card in Reserve


def _played_then_frozen(version: str, joins: bool):
    """The Nilam is played; with a {J}, it exhausts the opponent's Reserve card itself, else a
    Rime Frost does. The Nilam pays for a Moth."""
    g, p = start()
    add_mana(g, p, 3)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    nilam = put(g, p, version)
    act(g, f"play {g.cdef(nilam).name}#{nilam}@hand")
    if joins:
        act(g, "yes")
        pick_if_asked(g, theirs)
    else:
        frost = put(g, p, RIME_FROST)
        while g.pending.player != p:
            act(g, "pass")
        act(g, f"play Rime Frost#{frost}@hand")
        pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED)
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.pending.kind == "may"
    act(g, "yes")
    act(g, "expedition -> hero yours")
    assert g.cards[nilam].has(Status.EXHAUSTED) and g.cards[nilam].zone is Zone.LANDMARKS
    assert len(tokens_named(g, p, "Mana Moth", Side.HERO)) == 1


def test_alt_alize_b_yz_45_c_its_own_join_feeds_a_mana_moth():
    _played_then_frozen("ALT_ALIZE_B_YZ_45_C", joins=True)


def test_alt_alize_b_yz_45_r1_a_spell_exhausting_a_reserve_card_feeds_a_mana_moth():
    _played_then_frozen("ALT_ALIZE_B_YZ_45_R1", joins=False)


def test_alt_alize_b_yz_45_r2_its_own_join_feeds_a_mana_moth():
    _played_then_frozen("ALT_ALIZE_B_YZ_45_R2", joins=True)
