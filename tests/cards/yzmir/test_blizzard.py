"""Blizzard, a Fleeting Spell: send each Character of target Expedition to Reserve, then
exhaust them."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import SKALD, add_mana, put, start


def _blizzard(version: str) -> None:
    g, p = start()
    add_mana(g, p, 2)
    hit = [put(g, 1 - p, SKALD, Zone.EXPEDITION), put(g, 1 - p, SKALD, Zone.EXPEDITION)]
    spared = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    blizzard = put(g, p, version)
    play(g, blizzard)
    act(g, "expedition -> hero theirs")
    assert all(c in g.players[1 - p].reserve and g.cards[c].has(Status.EXHAUSTED) for c in hit)
    assert g.cards[spared].zone is Zone.EXPEDITION
    assert blizzard in g.players[p].discard


def test_alt_alize_b_yz_42_c_freezes_a_whole_expedition():
    _blizzard("ALT_ALIZE_B_YZ_42_C")


def test_alt_alize_b_yz_42_r2_freezes_a_whole_expedition():
    _blizzard("ALT_ALIZE_B_YZ_42_R2")
