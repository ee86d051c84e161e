"""Kedarm: support {D}: the next Character you play from your hand this turn activates one of
its {R} abilities (CR 7.3.1.b); the rares also: when I go to Reserve from the Expedition zone,
you may return another Character from your Reserve to your hand."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play, refresh
from tests.cards.builders import (
    AMELIA, RATATOSKR, check_facts, put, send_to_reserve, settle, start, use_support,
)


def _support(version: str) -> None:
    g, p = start()
    use_support(g, put(g, p, version, Zone.RESERVE))
    squirrel = put(g, p, RATATOSKR)
    play(g, squirrel)
    settle(g)
    assert g.cards[squirrel].boosts == 2


def _back(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    stored = put(g, p, AMELIA, Zone.RESERVE)
    send_to_reserve(g, me)
    refresh(g)  # the game goes on: the Reaction waiting in Limbo is played
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes")
    if g.pending is not None and g.pending.kind in ("choose", "target"):
        act(g, next(o for o in options(g)
                    if f"#{stored}" in o))
    assert stored in g.players[p].hand and me in g.players[p].reserve


def test_alt_duster_b_br_89_c_support_next_character_from_hand_activates_reserve():
    check_facts("ALT_DUSTER_B_BR_89_C", 3, 3, (3, 3, 3), "BR")
    _support("ALT_DUSTER_B_BR_89_C")


def test_alt_duster_b_br_89_r1_back_to_reserve_returns_another_character_and_support():
    check_facts("ALT_DUSTER_B_BR_89_R1", 3, 3, (3, 3, 3), "BR")
    _support("ALT_DUSTER_B_BR_89_R1")
    _back("ALT_DUSTER_B_BR_89_R1")


def test_alt_duster_b_br_89_r2_back_to_reserve_returns_another_character_and_support():
    check_facts("ALT_DUSTER_B_BR_89_R2", 3, 3, (3, 3, 3), "AX")
    _support("ALT_DUSTER_B_BR_89_R2")
    _back("ALT_DUSTER_B_BR_89_R2")


def test_alt_duster_b_br_89_c_support_with_two_reserve_abilities_only_the_picked_one():
    """Reka Fisherman R1 has two {R} abilities (draw; two Manaseed tokens): one activates."""
    g, p = start()
    use_support(g, put(g, p, "ALT_DUSTER_B_BR_89_C", Zone.RESERVE))
    fisherman = put(g, p, "ALT_DUSTER_B_BR_94_R1")
    hand = len(g.players[p].hand)
    play(g, fisherman)
    assert g.pending.prompt == {"kind": "one_reserve_ability", "card": fisherman}
    act(g, next(o for o in options(g) if o.endswith(" a2")))  # the tokens
    settle(g)
    assert [g.cdef(x).name for x in g.players[p].landmarks] == ["Manaseed", "Manaseed"]
    assert len(g.players[p].hand) == hand - 1  # played, and nothing drawn
