"""Unique output parts that create tokens, Ascend, Sabotage and the like, at work in a game,
each test named after its part's id (README: Unique cards)."""

from __future__ import annotations

from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, give, options, play
from tests.cards.builders import pick, pick_if_asked
from tests.uniques.parts.support import in_hand, joining, started


def _tokens_after(output: int, side: str = "hero", answers=()) -> dict:
    """Where tokens are after my {J} line, played into `side`: {(player, place): names}
    with place hero / companion / landmarks; `answers` picks options as they are asked."""
    g, p = started()
    play(g, in_hand(g, p, joining(output)), side=side)
    for answer in answers:
        act(g, next(o for o in options(g) if o.startswith(answer)))
    found = {}
    for q in (p, 1 - p):
        player = g.players[q]
        places = {"hero": player.expeditions[Side.HERO],
                  "companion": player.expeditions[Side.COMPANION], "landmarks": player.landmarks}
        for place, cids in places.items():
            names = sorted(g.cdef(c).name for c in cids if g.cards[c].token)
            if names:
                found[("me" if q == p else "them", place)] = names
    return found


def test_part_215_a_brassbug_in_each_of_your_expeditions():
    assert _tokens_after(215) == {("me", "hero"): ["Brassbug"], ("me", "companion"): ["Brassbug"]}


def test_part_216_a_brassbug_in_target_expedition():
    assert _tokens_after(216, answers=("expedition -> companion theirs",)) == \
        {("them", "companion"): ["Brassbug"]}

def test_part_232_an_ordis_recruit_in_my_expedition():
    assert _tokens_after(232, "companion") == {("me", "companion"): ["Ordis Recruit"]}


def test_part_233_an_ordis_recruit_in_target_expedition():
    assert _tokens_after(233, answers=("expedition -> companion theirs",)) == \
        {("them", "companion"): ["Ordis Recruit"]}

def test_part_381_a_brassbug_in_your_companion_expedition():
    assert _tokens_after(381) == {("me", "companion"): ["Brassbug"]}


def test_part_382_a_brassbug_in_your_hero_expedition():
    assert _tokens_after(382, "companion") == {("me", "hero"): ["Brassbug"]}


def test_part_413_a_mana_moth_in_each_of_your_expeditions():
    assert _tokens_after(413) == {("me", "hero"): ["Mana Moth"], ("me", "companion"): ["Mana Moth"]}


def test_part_415_a_mana_moth_in_target_expedition():
    assert _tokens_after(415, answers=("expedition -> companion theirs",)) == \
        {("them", "companion"): ["Mana Moth"]}

def test_part_467_two_ordis_recruits_in_your_other_expedition():
    assert _tokens_after(467, "hero") == {("me", "companion"): ["Ordis Recruit", "Ordis Recruit"]}


def test_part_678_a_brassbug_in_my_expedition():
    assert _tokens_after(678, "companion") == {("me", "companion"): ["Brassbug"]}


def test_part_649_two_aeroliths_in_your_landmarks():
    assert _tokens_after(649) == {("me", "landmarks"): ["Aerolith", "Aerolith"]}


def test_part_694_a_manaseed_in_target_players_landmarks():
    assert _tokens_after(694, answers=("player theirs",)) == {("them", "landmarks"): ["Manaseed"]}


def test_part_738_a_manaseed_in_target_players_landmarks():
    assert _tokens_after(738, answers=("player yours",)) == {("me", "landmarks"): ["Manaseed"]}


def test_part_700_draw_a_card_then_a_manaseed():
    g, p = started()
    me = in_hand(g, p, joining(700))
    hand = len(g.players[p].hand)
    play(g, me)
    assert len(g.players[p].hand) == hand  # one played, one drawn
    assert [g.cdef(c).name for c in g.players[p].landmarks] == ["Manaseed"]


def _may_put_in_reserve(output: int, yes: bool):
    g, p = started()
    me = in_hand(g, p, joining(output, 182))
    spare = in_hand(g, p, character())
    before = (len(g.players[p].hand), len(g.players[p].reserve))
    play(g, me)
    act(g, "yes" if yes else "no")
    if yes:
        pick_if_asked(g, spare)
    return g, p, before


def test_part_699_draw_a_card_otherwise_a_manaseed():
    g, p, (hand, _) = _may_put_in_reserve(699, yes=True)
    assert len(g.players[p].hand) == hand - 1 and g.players[p].landmarks == []
    g, p, _ = _may_put_in_reserve(699, yes=False)
    assert [g.cdef(c).name for c in g.players[p].landmarks] == ["Manaseed"]


def test_part_659_resupply_otherwise_an_aerolith():
    g, p, (_, reserve) = _may_put_in_reserve(659, yes=True)
    assert len(g.players[p].reserve) == reserve + 2 and g.players[p].landmarks == []
    g, p, _ = _may_put_in_reserve(659, yes=False)
    assert [g.cdef(c).name for c in g.players[p].landmarks] == ["Aerolith"]


def test_part_551_resupply_otherwise_my_expedition_ascends():
    g, p, (_, reserve) = _may_put_in_reserve(551, yes=True)
    assert len(g.players[p].reserve) == reserve + 2 and g.ascended == []
    g, p, _ = _may_put_in_reserve(551, yes=False)
    assert g.ascended == [(p, Side.HERO)]


def test_part_575_my_expedition_ascends():
    g, p = started()
    play(g, in_hand(g, p, joining(575)), side="companion")
    assert g.ascended == [(p, Side.COMPANION)]


def test_part_586_target_expedition_ascends():
    g, p = started()
    play(g, in_hand(g, p, joining(586)))
    act(g, "expedition -> companion theirs")
    assert g.ascended == [(1 - p, Side.COMPANION)]

def test_part_80_sabotage():
    g, p = started()
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(80)))
    pick(g, theirs)
    assert g.cards[theirs].zone is Zone.DISCARD


def test_part_203_sabotage():
    g, p = started()
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(203)))
    pick(g, theirs)
    assert g.cards[theirs].zone is Zone.DISCARD


def test_part_111_the_top_card_of_your_deck_becomes_an_exhausted_mana_orb():
    g, p = started()
    orbs, ready = len(g.players[p].mana), len(ready_orbs(g, p))
    play(g, in_hand(g, p, joining(111)))
    assert (len(g.players[p].mana), len(ready_orbs(g, p))) == (orbs + 1, ready)


def test_part_152_draw_two_cards():
    g, p = started()
    me = in_hand(g, p, joining(152))
    hand = len(g.players[p].hand)
    play(g, me)
    assert len(g.players[p].hand) == hand - 1 + 2


def test_part_151_up_to_two_target_characters_each_gain_2_boosts():
    g, p = started()
    a = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    b = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(151)))
    for cid in (a, b):
        pick_if_asked(g, cid)
    assert (g.cards[a].boosts, g.cards[b].boosts) == (2, 2)


def test_part_205_up_to_one_other_cheap_character_gains_anchored():
    g, p = started()
    cheap = give(g, p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    dear = give(g, p, character(cost=4), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(205)))
    assert not any(f"#{dear}" in o for o in options(g))
    pick_if_asked(g, cheap)
    assert g.cards[cheap].status & Status.ANCHORED


def test_part_469_distribute_3_boosts_among_characters_in_reserve():
    g, p = started()
    mine = give(g, p, character(), Zone.RESERVE)
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(469)))
    for cid in (mine, theirs, mine):
        pick(g, cid)
    assert (g.cards[mine].boosts, g.cards[theirs].boosts, g.cards[in_play].boosts) == (2, 1, 0)


def test_part_491_target_character_in_reserve_gains_3_boosts():
    g, p = started()
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(491)))
    assert not any(f"#{in_play}" in o for o in options(g))
    pick_if_asked(g, stored)
    assert g.cards[stored].boosts == 3


def test_part_590_target_player_puts_a_card_from_their_hand_in_reserve():
    g, p = started()
    reserve = len(g.players[1 - p].reserve)
    play(g, in_hand(g, p, joining(590)))
    act(g, "player theirs")
    while g.pending.kind in ("choose", "target"):
        act(g, options(g)[0])
    assert len(g.players[1 - p].reserve) == reserve + 1


def test_part_101_target_character_in_my_other_expedition_gains_2_boosts():
    g, p = started()
    same = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, in_hand(g, p, joining(101)))
    assert not any(f"#{same}" in o for o in options(g))
    pick_if_asked(g, other)
    assert (g.cards[other].boosts, g.cards[same].boosts) == (2, 0)


def test_part_518_may_discard_target_cheap_character_or_permanent():
    g, p = started()
    cheap = give(g, 1 - p, character(cost=2), Zone.EXPEDITION, Side.HERO)
    dear = give(g, 1 - p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(518)))
    act(g, "yes")
    assert not any(f"#{dear}" in o for o in options(g))
    pick_if_asked(g, cheap)
    assert g.cards[cheap].zone is Zone.DISCARD and g.cards[dear].zone is Zone.EXPEDITION


def test_part_555_all_characters_other_than_me_gain_fleeting():
    g, p = started()
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(555))
    play(g, me)
    assert g.cards[mine].status & Status.FLEETING and g.cards[theirs].status & Status.FLEETING
    assert not g.cards[me].status & Status.FLEETING


def test_part_718_may_send_to_reserve_target_character_of_base_cost_3_or_less():
    g, p = started()
    cheap = give(g, 1 - p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    dear = give(g, 1 - p, character(cost=4), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(718)))
    act(g, "yes")
    assert not any(f"#{dear}" in o for o in options(g))
    pick_if_asked(g, cheap)
    assert g.cards[cheap].zone is Zone.RESERVE and g.cards[dear].zone is Zone.EXPEDITION


def test_part_745_up_to_one_other_character_of_base_cost_3_or_less_gains_anchored():
    g, p = started()
    cheap = give(g, p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    dear = give(g, p, character(cost=4), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(745)))
    assert not any(f"#{dear}" in o for o in options(g))
    pick_if_asked(g, cheap)
    assert g.cards[cheap].status & Status.ANCHORED and not g.cards[dear].status & Status.ANCHORED
