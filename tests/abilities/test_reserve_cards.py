"""Steps that act on cards in a Reserve (CR 3.2.10), 'if your hand / Reserve is empty',
'Otherwise' after an 'if' (CR 6.5.d), and a 'you may' that can't be done (CR 6.5.f)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_step, render_text as render_text_of
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import (act, cast, character, game_at_first_turn, give, options, reaction,
                                     refresh, spell)
from tests.cards.builders import run_until

IN_RESERVE = ab.Filter(type="card", in_reserve=True)


def _reserve_cards(g, p):
    """A ready card in each Reserve and one of the player's Characters in play."""
    mine = give(g, p, character(), Zone.RESERVE)
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    return mine, theirs, in_play


def test_filter_in_reserve_3_2_10_each_picks_the_cards_of_both_reserves_and_nothing_in_play():
    g = game_at_first_turn()
    p = g.pending.player
    mine, theirs, in_play = _reserve_cards(g, p)
    cast(g, ab.Exhaust(kind="exhaust", objects=ab.Select(ref="each", filter=IN_RESERVE)))
    assert g.cards[mine].has(Status.EXHAUSTED) and g.cards[theirs].has(Status.EXHAUSTED)
    assert not g.cards[in_play].has(Status.EXHAUSTED)


def test_filter_in_reserve_with_controller_you_is_your_reserve_only():
    g = game_at_first_turn()
    p = g.pending.player
    mine, theirs, _ = _reserve_cards(g, p)
    for cid in (mine, theirs):
        g.cards[cid].status |= Status.EXHAUSTED
    yours = IN_RESERVE.model_copy(update={"controller": "you"})
    cast(g, ab.Ready(kind="ready", objects=ab.Select(ref="each", filter=yours)))
    assert not g.cards[mine].has(Status.EXHAUSTED) and g.cards[theirs].has(Status.EXHAUSTED)
    assert render_step(ab.Ready(kind="ready", objects=ab.Select(ref="each", filter=yours))) == \
        "Ready all cards in your Reserve"


def test_filter_in_reserve_7_4_7_a_card_in_reserve_has_no_tough_to_pay():
    g = game_at_first_turn()
    p = g.pending.player
    tough = give(g, 1 - p, character(keywords=ab.Keywords(tough=2)), Zone.RESERVE)
    give(g, 1 - p, character(), Zone.RESERVE)
    cast(g, ab.Exhaust(kind="exhaust", objects=ab.Select(ref="target", filter=IN_RESERVE)))
    assert f"target {g.cdef(tough).name}#{tough}" in options(g)  # no Tough price (in play only)
    act(g, f"target {g.cdef(tough).name}#{tough}")
    assert g.cards[tough].has(Status.EXHAUSTED)
    assert render_step(ab.Exhaust(kind="exhaust", objects=ab.Select(ref="target", filter=IN_RESERVE))) \
        == "Exhaust target card in Reserve"


def _if_empty(zone: str, otherwise: bool = False) -> ab.If:
    return ab.If(kind="if", condition=ab.StepCondition(empty=zone), steps=[ab.Draw(kind="draw")],
                 otherwise=[ab.Draw(kind="draw", count=2)] if otherwise else [])


def test_step_if_empty_hand_3_2_5_counted_as_the_step_happens():
    g = game_at_first_turn()
    p = g.pending.player
    hand = g.players[p].hand
    for cid in list(hand):
        move(g, cid, Zone.DISCARD)
    cast(g, _if_empty("hand"))  # the Spell left the hand as it was played: the hand is empty
    assert len(g.players[p].hand) == 1
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    before = len(g2.players[p2].hand)
    cast(g2, _if_empty("hand"))
    assert len(g2.players[p2].hand) == before  # not empty: no draw (the Spell came from the Deck)
    assert render_step(_if_empty("hand")) == "If your hand is empty, draw a card"


def test_step_if_empty_reserve_3_2_10():
    g = game_at_first_turn()
    p = g.pending.player
    before = len(g.players[p].hand)
    assert g.players[p].reserve == []
    cast(g, _if_empty("reserve"))
    assert len(g.players[p].hand) == before + 1
    assert render_step(_if_empty("reserve"), lang="fr") == "Si votre Réserve est vide, piochez une carte"


def test_step_if_otherwise_6_5_d_the_other_steps_when_the_condition_fails():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(), Zone.RESERVE)
    before = len(g.players[p].hand)
    cast(g, _if_empty("reserve", otherwise=True))
    assert len(g.players[p].hand) == before + 2  # Reserve not empty: the 'otherwise' draws 2
    assert render_step(_if_empty("reserve", otherwise=True)) == \
        "If your Reserve is empty, draw a card. Otherwise, draw two cards"


def test_step_may_6_5_f_a_may_with_nothing_to_act_on_offers_only_no():
    g = game_at_first_turn()
    p = g.pending.player
    may = ab.May(kind="may", steps=[
        ab.Ready(kind="ready", objects=ab.Select(ref="choose", filter=IN_RESERVE.model_copy(
            update={"status_any": ["exhausted"]}))),
        ab.Draw(kind="draw")])
    before = len(g.players[p].hand)
    cast(g, may)
    assert g.pending.kind == "may" and options(g) == ["no"]
    act(g, "no")
    assert len(g.players[p].hand) == before  # no 'if you do' draw


def test_trigger_goes_to_reserve_7_3_22_a_resupplied_card_goes_to_reserve_too():
    g = game_at_first_turn()
    p = g.pending.player
    chilly = character(reaction("goes_to_reserve", ab.Exhaust(kind="exhaust", objects=ab.Select(ref="me"))))
    top = give(g, p, chilly, Zone.DECK)
    g.players[p].deck.remove(top)
    g.players[p].deck.insert(0, top)
    cast(g, ab.Resupply(kind="resupply"))
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)


def _landmark_with(passive) -> CardDef:
    """A Landmark Permanent with this one passive ability."""
    return CardDef(id=f"TEST_{passive.kind.upper()}", name=passive.kind.replace("_", " ").title(),
                   type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK,
                   abilities=(ab.PassiveAbility(kind="passive", effect=passive),))


def _clean_up_keeps(extra_passive: bool, ready: int, exhausted: int) -> int:
    """Reserve cards left after the first Clean-up (Reserve limit 2)."""
    g = game_at_first_turn()
    p = g.pending.player
    if extra_passive:
        give(g, p, _landmark_with(ab.KeepExhaustedInReserve(kind="keep_exhausted_in_reserve")),
             Zone.LANDMARKS)
    for i in range(ready + exhausted):
        cid = give(g, p, character(), Zone.RESERVE)
        if i >= ready:
            g.cards[cid].status |= Status.EXHAUSTED
    run_until(g, 2, Phase.MORNING)
    return len(g.players[p].reserve)


def test_passive_keep_exhausted_in_reserve_4_2_5_c_one_more_place_for_an_exhausted_card():
    assert _clean_up_keeps(False, ready=2, exhausted=1) == 2  # the Hero's limit
    assert _clean_up_keeps(True, ready=2, exhausted=1) == 3
    assert _clean_up_keeps(True, ready=3, exhausted=0) == 2  # the extra place is for exhausted cards
    assert _clean_up_keeps(True, ready=1, exhausted=3) == 3


def _kept_with_a_bigger_reserve(landmarks: int, cards: int) -> int:
    """Reserve cards left after the first Clean-up, with `landmarks` Landmarks that each
    raise the Reserve limit (2) by one."""
    g = game_at_first_turn()
    p = g.pending.player
    store = CardDef(id="TEST_STORE", name="Store Room", type=CardType.PERMANENT,
                    zone_type=ZoneType.LANDMARK, abilities=(ab.PassiveAbility(
                        kind="passive", effect=ab.ReserveLimit(kind="reserve_limit")),))
    for _ in range(landmarks):
        give(g, p, store, Zone.LANDMARKS)
    for _ in range(cards):
        give(g, p, character(), Zone.RESERVE)
    run_until(g, 2, Phase.MORNING)
    return len(g.players[p].reserve)


def test_passive_reserve_limit_3_2_10_b_the_limit_is_raised_at_clean_up():
    assert _kept_with_a_bigger_reserve(0, 4) == 2  # the Hero's limit
    assert _kept_with_a_bigger_reserve(1, 4) == 3
    assert _kept_with_a_bigger_reserve(2, 4) == 4  # two such Landmarks: two more places
    assert render_text_of(CardDef(id="TEST_STORE_TEXT", name="Store Room", type=CardType.PERMANENT,
                                  zone_type=ZoneType.LANDMARK, abilities=(ab.PassiveAbility(
                                      kind="passive", effect=ab.ReserveLimit(
                                          kind="reserve_limit")),))) == \
        "Your Reserve limit is increased by one."


def _warm_room(**fields) -> CardDef:
    return CardDef(id="TEST_WARM_ROOM", name="Warm Room", type=CardType.PERMANENT,
                   zone_type=ZoneType.EXPEDITION, abilities=(ab.PassiveAbility(
                       kind="passive", effect=ab.PlayExhaustedFromReserve(
                           kind="play_exhausted_from_reserve", **fields)),))


def _plays_of(g, cid):
    return [o for o in options(g) if o.startswith("play ") and f"#{cid}@reserve" in o]


def test_passive_play_exhausted_from_reserve_2_4_5_c_exception_for_the_controller_only():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.RESERVE)
    g.cards[mine].status |= Status.EXHAUSTED
    refresh(g)
    assert _plays_of(g, mine) == []  # CR 2.4.5.c
    give(g, 1 - p, _warm_room(), Zone.EXPEDITION, Side.HERO)
    assert _plays_of(g, mine) == []  # the opponent's passive does not help
    give(g, p, _warm_room(), Zone.EXPEDITION, Side.HERO)
    assert len(_plays_of(g, mine)) == 2  # either Expedition


def test_passive_play_exhausted_from_reserve_into_my_expedition_and_filtered():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, _warm_room(filter=ab.Filter(type="character"), into_my_expedition=True),
         Zone.EXPEDITION, Side.COMPANION)
    mine = give(g, p, character(), Zone.RESERVE)
    spell_card = give(g, p, CardDef(id="TEST_COLD_SPELL", name="Cold Spell", type=CardType.SPELL,
                                    abilities=(ab.SpellEffect(kind="effect", steps=[ab.Draw(kind="draw")]),)),
                      Zone.RESERVE)
    for cid in (mine, spell_card):
        g.cards[cid].status |= Status.EXHAUSTED
    refresh(g)
    assert [o.rsplit(" ", 1)[1] for o in _plays_of(g, mine)] == ["companion"]
    assert _plays_of(g, spell_card) == []
    text = render_text_of(_warm_room(filter=ab.Filter(type="character"), into_my_expedition=True))
    assert text == "You may play exhausted Characters from your Reserve in my Expedition."


def test_step_if_reserve_at_least_3_2_10_counts_your_reserve_as_the_step_happens():
    step = ab.If(kind="if", condition=ab.StepCondition(reserve_at_least=2), steps=[ab.Draw(kind="draw")])
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(), Zone.RESERVE)
    give(g, 1 - p, character(), Zone.RESERVE)  # the opponent's Reserve does not count
    before = len(g.players[p].hand)
    cast(g, step)
    assert len(g.players[p].hand) == before
    give(g, p, character(), Zone.RESERVE)
    act(g, "pass")  # the opponent passes: the player's turn again
    cast(g, step)
    assert len(g.players[p].hand) == before + 1
    assert render_step(step) == "If you have two or more cards in Reserve, draw a card"


def test_step_if_exhausted_in_reserves_at_least_3_2_10_counts_both_reserves():
    step = ab.If(kind="if", condition=ab.StepCondition(exhausted_in_reserves_at_least=2),
                 steps=[ab.Draw(kind="draw")])
    g = game_at_first_turn()
    p = g.pending.player
    for owner in (p, 1 - p):
        g.cards[give(g, owner, character(), Zone.RESERVE)].status |= Status.EXHAUSTED
    give(g, p, character(), Zone.RESERVE)  # ready: does not count
    before = len(g.players[p].hand)
    cast(g, step)
    assert len(g.players[p].hand) == before + 1
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    g2.cards[give(g2, p2, character(), Zone.RESERVE)].status |= Status.EXHAUSTED
    before = len(g2.players[p2].hand)
    cast(g2, step)
    assert len(g2.players[p2].hand) == before
    assert render_step(step) == "If there are two or more exhausted cards in Reserve, draw a card"


def test_step_send_to_discard_7_3_5_a_card_in_a_reserve_is_discarded_from_there():
    g = game_at_first_turn()
    p = g.pending.player
    cold = give(g, 1 - p, character(), Zone.RESERVE)
    g.cards[cold].status |= Status.EXHAUSTED
    step = ab.SendTo(kind="send_to", zone="discard", objects=ab.Select(
        ref="each", filter=IN_RESERVE.model_copy(update={"status_any": ["exhausted"]})))
    cast(g, step)
    assert cold in g.players[1 - p].discard


def test_step_if_mana_orbs_at_least_counts_your_mana_orbs():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.If(kind="if", condition=ab.StepCondition(mana_orbs_at_least=4), steps=[ab.Draw(kind="draw")])
    before = len(g.players[p].hand)
    assert len(g.players[p].mana) == 3
    cast(g, step)
    assert len(g.players[p].hand) == before
    assert render_step(step) == "If you have four or more Mana Orbs, draw a card"


def test_2_2_11_i_a_support_passive_works_from_a_ready_reserve_card_only():
    g = game_at_first_turn()
    p = g.pending.player
    porter = character(support=(ab.PassiveAbility(kind="passive", effect=ab.PlayExhaustedFromReserve(
        kind="play_exhausted_from_reserve")),))
    tired = give(g, p, character(), Zone.RESERVE)
    g.cards[tired].status |= Status.EXHAUSTED
    helper = give(g, p, porter, Zone.HAND)
    assert not _plays_of(g, tired)  # in Hand, a support ability does nothing (2.2.11.i)
    move(g, helper, Zone.RESERVE)
    refresh(g)
    assert _plays_of(g, tired)
    g.cards[helper].status |= Status.EXHAUSTED  # 2.2.11.j: exhausted, it has none
    refresh(g)
    assert not _plays_of(g, tired)
    g.cards[helper].status &= ~Status.EXHAUSTED
    move(g, helper, Zone.EXPEDITION, side=Side.HERO)
    refresh(g)
    assert not _plays_of(g, tired)  # in play, a support ability does nothing either


def test_filter_or_in_reserve_3_2_10_each_picks_objects_in_play_and_cards_in_both_reserves():
    g = game_at_first_turn()
    p = g.pending.player
    mine, theirs, in_play = _reserve_cards(g, p)
    f = ab.Filter(type="card", or_in_reserve=True)
    step = ab.Exhaust(kind="exhaust", objects=ab.Select(ref="each", filter=f))
    cast(g, step)
    assert all(g.cards[c].has(Status.EXHAUSTED) for c in (mine, theirs, in_play))
    assert render_step(ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=ab.Filter(
        other=True, or_in_reserve=True)))) == \
        "Another target Character in play or in Reserve gains 1 boost"


def _contortionist() -> CardDef:
    return character(support=(ab.PassiveAbility(kind="passive", effect=ab.OutsideReserveLimit(
        kind="outside_reserve_limit")),))


def test_passive_outside_reserve_limit_4_2_5_c_a_ready_support_card_takes_no_place():
    g = game_at_first_turn()
    p = g.pending.player
    free = give(g, p, _contortionist(), Zone.RESERVE)
    others = [give(g, p, character(), Zone.RESERVE) for _ in range(2)]  # the limit is 2
    run_until(g, 2, Phase.MORNING)
    assert sorted(g.players[p].reserve) == sorted([free] + others)  # nothing to choose or lose


def test_passive_outside_reserve_limit_2_2_11_j_not_while_exhausted():
    g = game_at_first_turn()
    p = g.pending.player
    tired = give(g, p, _contortionist(), Zone.RESERVE)
    g.cards[tired].status |= Status.EXHAUSTED  # no support abilities
    for _ in range(2):
        give(g, p, character(), Zone.RESERVE)
    run_until(g, 2, Phase.MORNING)
    assert len(g.players[p].reserve) == 2  # it counts like any card


def _clean_up_keeps_with_spell_room(spells: int, others: int, room: bool = True) -> int:
    """Reserve cards left after the first Clean-up (Reserve limit 2), with a Landmark whose
    passive adds a place while the Reserve holds a Spell."""
    g = game_at_first_turn()
    p = g.pending.player
    if room:
        give(g, p, _landmark_with(ab.ReserveLimit(kind="reserve_limit",
                                                  while_reserve_has=ab.Filter(type="spell"))),
             Zone.LANDMARKS)
    for _ in range(spells):
        give(g, p, spell(ab.Draw(kind="draw")), Zone.RESERVE)
    for _ in range(others):
        give(g, p, character(), Zone.RESERVE)
    run_until(g, 2, Phase.MORNING)
    return len(g.players[p].reserve)


def test_passive_reserve_limit_3_2_10_b_one_more_while_a_spell_is_in_reserve():
    assert _clean_up_keeps_with_spell_room(1, 3, room=False) == 2  # the Hero's limit
    assert _clean_up_keeps_with_spell_room(1, 3) == 3
    assert _clean_up_keeps_with_spell_room(0, 4) == 2  # no Spell in Reserve
    assert _clean_up_keeps_with_spell_room(3, 1) == 3


def _exhaust_if_you_do_draw():
    """'You may exhaust target card in Reserve. If you do, draw a card.'"""
    return ab.May(kind="may", steps=[ab.Exhaust(
        kind="exhaust", objects=ab.Select(ref="target", filter=IN_RESERVE),
        then=[ab.Draw(kind="draw", count=1)])])


def test_step_exhaust_6_1_g_if_you_do_only_a_ready_card_may_be_chosen():
    # the exhaust pays for "if you do": an exhausted card can't be exhausted (CR 7.3.10), so
    # it is an impossible option and can't be chosen (CR 6.1.g)
    g = game_at_first_turn()
    p = g.pending.player
    mine, theirs, _ = _reserve_cards(g, p)
    g.cards[theirs].status |= Status.EXHAUSTED
    cast(g, _exhaust_if_you_do_draw())
    act(g, "yes")
    assert g.pending.kind == "target" and [o for o in options(g) if f"#{theirs}" in o] == []
    hand = len(g.players[p].hand)
    act(g, f"target {g.cdef(mine).name}#{mine}")
    assert g.cards[mine].has(Status.EXHAUSTED) and len(g.players[p].hand) == hand + 1


def test_step_exhaust_6_5_f_if_you_do_with_no_ready_card_offers_only_no():
    g = game_at_first_turn()
    p = g.pending.player
    mine, theirs, _ = _reserve_cards(g, p)
    for cid in (mine, theirs):
        g.cards[cid].status |= Status.EXHAUSTED
    hand = len(g.players[p].hand)
    cast(g, _exhaust_if_you_do_draw())
    assert g.pending.kind == "may" and options(g) == ["no"]
    act(g, "no")
    assert len(g.players[p].hand) == hand
