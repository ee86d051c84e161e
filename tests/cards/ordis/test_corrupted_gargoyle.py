"""Corrupted Gargoyle (Corruption, README rulings: Corruption): {H} I gain Fleeting unless
there's another Character in each of your Expeditions; {H} target Expedition Ascends
(README rulings, Ascend)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import TROOPER, check_facts, put, settle, start


def _played(others: tuple[Side, ...]):
    g, p = start()
    for side in others:
        put(g, p, TROOPER, Zone.EXPEDITION, side)
    me = put(g, p, "ALT_EOLE_B_OR_107_C")
    play(g, me, side="hero")
    while g.pending.kind in ("reaction", "expedition", "target") and g.pending.player == p:
        act(g, options(g)[0])
    return g, p, me


def test_alt_eole_b_or_107_c_fleeting_unless_another_character_in_each_expedition_and_ascends():
    check_facts("ALT_EOLE_B_OR_107_C", 2, 2, (3, 3, 0), "OR")
    g, p, me = _played((Side.HERO,))
    assert g.cards[me].has(Status.FLEETING)  # none in the Companion Expedition
    assert len(g.ascended) == 1
    g, p, me = _played((Side.HERO, Side.COMPANION))
    assert not g.cards[me].has(Status.FLEETING)
