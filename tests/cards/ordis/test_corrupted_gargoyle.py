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


def _cant_be_played_unless_both_expeditions_hold_a_character(version: str, faction: str) -> None:
    from tests.cards.builders import can_play, card

    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.forest, d.mountain, d.water) == (2, 2, 3, 3, 1)
    assert d.faction.value == faction
    for sides, playable in (((Side.HERO,), False), ((Side.HERO, Side.COMPANION), True)):
        g, p = start()
        for side in sides:
            put(g, p, TROOPER, Zone.EXPEDITION, side)
        assert can_play(g, put(g, p, version)) is playable
    g, p = start()
    for side in (Side.HERO, Side.COMPANION):
        put(g, p, TROOPER, Zone.EXPEDITION, side)
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve", side="hero")
    while g.pending.kind in ("reaction", "expedition", "target") and g.pending.player == p:
        act(g, options(g)[0])
    assert len(g.ascended) == 1  # {J} target Expedition Ascends


def test_alt_eole_b_or_107_r1_cant_be_played_unless_another_character_in_each_expedition():
    _cant_be_played_unless_both_expeditions_hold_a_character("ALT_EOLE_B_OR_107_R1", "OR")


def test_alt_eole_b_or_107_r2_cant_be_played_unless_another_character_in_each_expedition():
    _cant_be_played_unless_both_expeditions_hold_a_character("ALT_EOLE_B_OR_107_R2", "MU")
