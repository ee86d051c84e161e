"""Rush: 'You may Rush (a Character) (to ...)': play one more card while the effect resolves
(CR 5.1.1.d, 5.2.a, README: Rules notes), the 'to ...' part only once a card was played
(CR 6.5.f), 'If you don't, ...' only when none was."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import move, ready_orbs

from tests.abilities.support import (act, cast, character, game_at_first_turn, give, options, play,
                                     reaction, set_mana, spell)
from tests.log_text import prompt

DRAW = ab.Draw(kind="draw")


def _emptied(g, p):
    """The player has no card in hand or Reserve."""
    for cid in list(g.players[p].hand) + list(g.players[p].reserve):
        move(g, cid, Zone.DISCARD)


def test_step_rush_5_1_1_d_another_card_is_played_at_its_cost_then_the_effect_happens():
    g = game_at_first_turn()
    p = g.pending.player
    _emptied(g, p)
    set_mana(g, p, 5)
    friend = give(g, p, character(cost=2))
    from_reserve = give(g, p, character(cost=1), Zone.RESERVE)
    cast(g, ab.Rush(kind="rush", then=[DRAW]))
    assert g.pending.kind == "play_now" and "Rush" in prompt(g)
    offered = options(g)
    assert "no" in offered
    assert any(f"#{friend}@hand" in o for o in offered)
    assert any(f"#{from_reserve}@reserve" in o for o in offered)  # CR 5.2.a: Reserve too
    hand_before = len(g.players[p].hand)
    act(g, next(o for o in offered if f"#{friend}@hand -> hero" in o))
    assert g.cards[friend].zone is Zone.EXPEDITION and g.cards[friend].side is Side.HERO
    assert len(ready_orbs(g, p)) == 3  # its Hand Cost paid as usual
    assert len(g.players[p].hand) == hand_before  # it left the hand, then a card was drawn
    assert g.pending.kind == "turn" and g.pending.player != p  # one turn for both cards


def test_step_rush_6_5_f_declined_or_impossible_the_effect_does_not_happen():
    g = game_at_first_turn()
    p = g.pending.player
    _emptied(g, p)
    give(g, p, character(cost=0))
    _, rusher = cast(g, ab.Rush(kind="rush", then=[DRAW], otherwise=[ab.Resupply(kind="resupply")]))
    act(g, "no")
    assert len(g.players[p].hand) == 1  # no draw
    assert len([c for c in g.players[p].reserve if c != rusher]) == 1  # Resupplied instead
    g = game_at_first_turn()
    p = g.pending.player
    _emptied(g, p)
    set_mana(g, p, 0)
    give(g, p, character(cost=3))  # too dear: nothing could be played
    _, rusher = cast(g, ab.Rush(kind="rush", then=[DRAW], otherwise=[ab.Resupply(kind="resupply")]))
    assert g.pending.kind == "turn"
    assert len(g.players[p].hand) == 1
    assert len([c for c in g.players[p].reserve if c != rusher]) == 1


def test_step_rush_5_2_a_a_character_only_and_never_the_source_itself():
    g = game_at_first_turn()
    p = g.pending.player
    _emptied(g, p)
    other_spell = give(g, p, spell(DRAW))
    friend = give(g, p, character())
    rusher = give(g, p, character(reaction("joins", ab.Rush(
        kind="rush", filter=ab.Filter(type="character")))))
    play(g, rusher)
    if g.pending.kind == "reaction":
        act(g, options(g)[0])
    offered = options(g)
    assert any(f"#{friend}@" in o for o in offered)
    assert not any(f"#{other_spell}@" in o or f"#{rusher}@" in o for o in offered)


def test_step_rush_4_4_a_the_played_cards_reactions_wait_for_the_end_of_the_effect():
    g = game_at_first_turn()
    p = g.pending.player
    _emptied(g, p)
    joiner = give(g, p, character(reaction("joins", ab.Boost(
        kind="boost", objects=ab.Select(ref="me"), amount=1))))
    cast(g, ab.Rush(kind="rush", then=[ab.SendTo(kind="send_to", objects=ab.Select(
        ref="each", filter=ab.Filter(controller="you", boosted=True)), zone="reserve")]))
    act(g, next(o for o in options(g) if f"#{joiner}@hand -> hero" in o))
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    # 'then' came first, when the newcomer had no boost yet; its {J} came after
    assert g.cards[joiner].zone is Zone.EXPEDITION and g.cards[joiner].boosts == 1


def test_step_rush_5_1_2_d_a_reserve_card_may_be_paid_at_its_hand_cost():
    g = game_at_first_turn()
    p = g.pending.player
    _emptied(g, p)
    set_mana(g, p, 5)
    cheap_in_hand = give(g, p, character(cost=1).model_copy(update={"reserve_cost": 4}), Zone.RESERVE)
    cast(g, ab.Rush(kind="rush", reserve_at_hand_cost=True))
    offered = [o for o in options(g) if f"#{cheap_in_hand}@reserve -> hero" in o]
    assert len(offered) == 2  # at its Reserve Cost, or at its Hand Cost
    act(g, next(o for o in offered if "hand_cost" in o))
    assert g.cards[cheap_in_hand].zone is Zone.EXPEDITION and len(ready_orbs(g, p)) == 4


def test_step_rush_7_3_1_b_played_from_hand_one_of_its_reserve_abilities_activates():
    g = game_at_first_turn()
    p = g.pending.player
    _emptied(g, p)
    joiner = give(g, p, character(reaction("played_from_reserve", ab.Boost(
        kind="boost", objects=ab.Select(ref="me"), amount=2))))
    cast(g, ab.Rush(kind="rush", filter=ab.Filter(type="character"),
                    from_hand_activates_reserve=True))
    act(g, next(o for o in options(g) if f"#{joiner}@hand -> hero" in o))
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[joiner].boosts == 2


def test_step_rush_7_3_1_b_with_two_reserve_abilities_its_player_picks_one():
    g = game_at_first_turn()
    p = g.pending.player
    _emptied(g, p)
    boost_two = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=2)
    boost_one = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)
    joiner = give(g, p, character(reaction("played_from_reserve", boost_two),
                                  reaction("played_from_reserve", boost_one)))
    cast(g, ab.Rush(kind="rush", filter=ab.Filter(type="character"),
                    from_hand_activates_reserve=True))
    act(g, next(o for o in options(g) if f"#{joiner}@hand -> hero" in o))
    assert g.pending.prompt == {"kind": "one_reserve_ability", "card": joiner}
    assert prompt(g) == f"{g.cdef(joiner).name}: choose which one of its {{R}} abilities activates"
    act(g, next(o for o in options(g) if o.endswith(" a2")))
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[joiner].boosts == 1  # the second one only
