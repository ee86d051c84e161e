"""Reactions in Limbo (CR 4.4, 6.3), quick action costs (CR 5.3), Tough (CR 7.4.7)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.triggers import DAILY_CAP, _activate
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction, spell
from tests.abilities.support import confirm_own_only_target

ME = ab.Select(ref="me")


def test_4_4_b_controller_orders_their_own_reactions():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("joins", ab.Boost(kind="boost", objects=ME, amount=1)),
                               reaction("joins", ab.Boost(kind="boost", objects=ME, amount=2))))
    play(g, cid)
    assert g.pending.kind == "reaction" and g.pending.player == p
    second = options(g)[1]
    act(g, second)
    first_boost = next(e for e in g.log if e.kind == "boost")
    assert first_boost.data["count"] == 2  # the one chosen first resolved first


def test_4_4_c_player_with_initiative_plays_all_theirs_first():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    for cid in (theirs, mine):  # the opponent's emblem is created first
        g.defs[g.cards[cid].card_id] = character(reaction("at_noon", ab.Draw(kind="draw")))
        g.cards[cid].card_id = list(g.defs)[-1]
        _activate(g, cid, 0, False)
    g.pending = None
    from altered_tui.engine import flow
    flow.run(g)
    played = [e.player for e in g.log if e.kind == "reaction"]
    assert played == [p, 1 - p]


def test_6_3_l_a_reaction_activates_at_most_100_times_a_day():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("at_noon", ab.Draw(kind="draw"))), Zone.EXPEDITION, Side.HERO)
    for _ in range(DAILY_CAP + 5):
        _activate(g, cid, 0, False)
    assert len(g.emblems) == DAILY_CAP
    assert any(e.kind == "cap" and e.rule == "6.3.l" for e in g.log)


def test_6_3_j_last_known_information_binds_the_old_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("sacrificed", ab.CreateToken(
        kind="create_token", token="Ordis Recruit", where="my_expedition"))), Zone.EXPEDITION,
        Side.COMPANION)
    play(g, give(g, p, spell(ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose")))))
    tokens = [c for c in g.players[p].expeditions[Side.COMPANION] if g.cards[c].token]
    assert len(tokens) == 1 and cid in g.players[p].discard


def test_6_5_c_every_you_may_offers_no():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("joins", ab.May(kind="may", steps=[
        ab.Boost(kind="boost", objects=ME, amount=1)]))))
    play(g, cid)
    assert "no" in options(g)
    act(g, "no")
    assert g.cards[cid].boosts == 0


def _quick(cost: ab.Cost, *steps):
    return ab.QuickAction(kind="quick", cost=cost, effect=list(steps))


def test_5_3_d_exhaust_me_cost_and_turn_continues():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(_quick(ab.Cost(exhaust_me=True), ab.Draw(kind="draw"))),
               Zone.EXPEDITION, Side.HERO)
    use = next(o for o in options(g) if o.startswith("use"))
    hand = len(g.players[p].hand)
    act(g, use)
    assert g.cards[cid].has(Status.EXHAUSTED) and len(g.players[p].hand) == hand + 1
    assert g.pending.player == p and g.pending.kind == "turn"  # CR 4.2.3.e.1
    assert not any(o.startswith("use") for o in options(g))  # already exhausted


def test_1_2_5_e_mana_cost_exhausts_orbs():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_quick(ab.Cost(mana=2), ab.Draw(kind="draw"))), Zone.EXPEDITION, Side.HERO)
    before = len(ready_orbs(g, p))
    act(g, next(o for o in options(g) if o.startswith("use")))
    assert len(ready_orbs(g, p)) == before - 2


def test_1_1_6_i_support_discard_me_works_only_from_ready_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    card = character()
    card = card.model_copy(update={"support": (_quick(ab.Cost(discard_me=True), ab.Draw(kind="draw")),)})
    cid = give(g, p, card, Zone.RESERVE)
    use = [o for o in options(g) if o.startswith("use")]
    assert use == [f"use {card.name}#{cid} s1"]
    act(g, use[0])
    assert cid in g.players[p].discard
    g2 = game_at_first_turn()
    cid2 = give(g2, g2.pending.player, card, Zone.RESERVE)
    g2.cards[cid2].status |= Status.EXHAUSTED  # CR 2.2.11.j
    g2.pending = None
    from altered_tui.engine import flow
    flow.run(g2)
    assert not any(o.startswith("use") for o in options(g2))


def test_7_4_7_tough_costs_the_opponent_mana_once():
    g = game_at_first_turn()
    p = g.pending.player
    tough = give(g, 1 - p, character(keywords=ab.Keywords(tough=1)), Zone.EXPEDITION, Side.HERO)
    before = len(ready_orbs(g, p))
    play(g, give(g, p, spell(ab.SendTo(kind="send_to", objects=ab.Select(ref="target"), zone="hand"))))
    opts = options(g)
    assert any("tough 1" in o for o in opts) and "done" in opts  # never forced to pay (7.4.7.d)
    act(g, next(o for o in opts if "tough 1" in o))
    assert tough in g.players[1 - p].hand
    assert len(ready_orbs(g, p)) == before - 1


def test_7_4_7_when_tough_prices_out_the_opponents_cards_the_own_only_target_is_asked():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, character(keywords=ab.Keywords(tough=9)), Zone.EXPEDITION, Side.HERO)
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(ref="target"), amount=1))))
    assert g.cards[mine].boosts == 0  # not taken silently: the player sees why
    confirm_own_only_target(g, mine, tough_priced_out=True)
    assert g.cards[mine].boosts == 1


def test_7_4_7_tough_does_not_apply_to_your_own_objects():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(keywords=ab.Keywords(tough=2)), Zone.EXPEDITION, Side.HERO)
    before = len(ready_orbs(g, p))
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(ref="target"), amount=1))))
    confirm_own_only_target(g, mine)
    assert g.cards[mine].boosts == 1 and len(ready_orbs(g, p)) == before
