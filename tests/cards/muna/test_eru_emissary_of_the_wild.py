"""Eru, Emissary of the Wild: the common has no ability; the rares: {H} you may have target
Character facing me gain Anchored; if you do, I gain Anchored."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, add_mana, check_facts, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_MU_68_C", "ALT_CYCLONE_B_MU_68_R1", "ALT_CYCLONE_B_MU_68_R2"


def test_alt_cyclone_b_mu_68_c_has_no_ability():
    g, p = start()
    eru = put(g, p, C)
    put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    add_mana(g, p, 3)
    play(g, eru)
    assert g.pending.kind == "turn" and not g.cards[eru].has(Status.ANCHORED)
    check_facts(C, 3, 3, (4, 3, 3), "MU")


def _anchors(version: str, their_side: Side, answer: str = "yes"):
    g, p = start()
    eru = put(g, p, version)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, their_side)
    add_mana(g, p, 3)
    play(g, eru)
    settle(g)
    if g.pending.kind == "may":
        act(g, answer if answer in options(g) else "no")
    return g, eru, theirs


def test_alt_cyclone_b_mu_68_r1_anchors_the_character_facing_it_and_itself():
    g, eru, theirs = _anchors(R1, Side.HERO)
    assert g.cards[theirs].has(Status.ANCHORED) and g.cards[eru].has(Status.ANCHORED)
    g, eru, theirs = _anchors(R1, Side.COMPANION)  # not facing me: nothing to target
    assert not g.cards[theirs].has(Status.ANCHORED) and not g.cards[eru].has(Status.ANCHORED)
    check_facts(R1, 3, 3, (4, 2, 2), "MU")


def test_alt_cyclone_b_mu_68_r2_declined_neither_is_anchored():
    g, eru, theirs = _anchors(R2, Side.HERO, "no")
    assert not g.cards[theirs].has(Status.ANCHORED) and not g.cards[eru].has(Status.ANCHORED)
    g, eru, theirs = _anchors(R2, Side.HERO)
    assert g.cards[theirs].has(Status.ANCHORED) and g.cards[eru].has(Status.ANCHORED)
    check_facts(R2, 3, 3, (4, 2, 2), "OR")
