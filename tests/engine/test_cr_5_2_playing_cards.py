"""Playing a card (CR 5.2): Fleeting from Reserve (2.4.6, 5.2.1-5.2.2), Landmarks (5.2.3),
Spells (5.2.4) and Cooldown (7.4.1)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardType, ZoneType
from altered_tui.engine import apply_inplace, legal_actions
from altered_tui.engine.types import Status, Zone

from tests.engine.builders import afternoon, define, events, put

SPELL, PERMANENT = CardType.SPELL, CardType.PERMANENT


def play(g, cid, src, dest=None):
    """Play `cid` for the player whose turn it is; returns that player."""
    p = g.pending.player
    action = f"play {g.cdef(cid).name}#{cid}@{src}" + (f" -> {dest}" if dest else "")
    apply_inplace(g, action)
    return p


def card(g, name, zone, **kw):
    return put(g, define(g, name, **kw), g.pending.player, zone)


def test_5_2_1_c_a_character_played_from_hand_is_not_fleeting():
    g = afternoon(0)
    cid = card(g, "Walker", Zone.HAND, stats=(1, 1, 1))
    play(g, cid, "hand", "hero")
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].status is Status.NONE


def test_2_4_6_a_5_2_1_b_c_a_character_played_from_reserve_is_fleeting():
    g = afternoon(0)
    cid = card(g, "Walker", Zone.RESERVE, stats=(1, 1, 1))
    play(g, cid, "reserve", "companion")
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].status is Status.FLEETING
    assert [e.rule for e in events(g, "status")] == ["2.4.6.a"]


def test_5_2_2_c_an_expedition_permanent_from_reserve_is_fleeting():
    g = afternoon(0)
    cid = card(g, "Banner", Zone.RESERVE, type=PERMANENT, zone_type=ZoneType.EXPEDITION)
    assert {a.dest for a in legal_actions(g) if a.card == cid} == {"hero", "companion"}
    play(g, cid, "reserve", "hero")
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].has(Status.FLEETING)


def test_5_2_3_a_a_landmark_from_reserve_is_never_fleeting():
    g = afternoon(0)
    cid = card(g, "Tower", Zone.RESERVE, type=PERMANENT, zone_type=ZoneType.LANDMARK)
    assert [a.dest for a in legal_actions(g) if a.card == cid] == [""]
    p = play(g, cid, "reserve")
    assert g.cards[cid].zone is Zone.LANDMARKS and cid in g.players[p].landmarks
    assert g.cards[cid].status is Status.NONE


def test_5_2_4_b_a_spell_from_hand_goes_to_reserve_ready_after_resolving():
    g = afternoon(0)
    cid = card(g, "Spark", Zone.HAND, type=SPELL)
    p = play(g, cid, "hand")
    assert g.cards[cid].zone is Zone.RESERVE and cid in g.players[p].reserve
    assert g.cards[cid].status is Status.NONE
    assert events(g, "spell_done")[-1].rule == "5.2.4.b"


def test_7_4_1_b_a_cooldown_spell_goes_to_reserve_exhausted():
    g = afternoon(0)
    cid = card(g, "Slow Spark", Zone.HAND, type=SPELL, cooldown=True)
    p = play(g, cid, "hand")
    assert g.cards[cid].zone is Zone.RESERVE and g.cards[cid].status is Status.EXHAUSTED
    apply_inplace(g, "pass")  # the opponent passes; CR 2.4.5.c: it can't be played again
    assert g.pending.player == p and not any(a.card == cid for a in legal_actions(g))


def test_5_2_4_b_a_spell_played_from_reserve_is_discarded_after_resolving():
    g = afternoon(0)
    cid = card(g, "Spark", Zone.RESERVE, type=SPELL, cooldown=True)
    p = play(g, cid, "reserve")
    assert g.cards[cid].zone is Zone.DISCARD and cid in g.players[p].discard
    assert events(g, "spell_done")[-1].rule == "2.4.6.e"


def test_2_4_6_b_a_fleeting_spell_from_hand_is_discarded_after_resolving():
    g = afternoon(0)
    cid = card(g, "Flash", Zone.HAND, type=SPELL, fleeting=True)
    play(g, cid, "hand")
    assert g.cards[cid].zone is Zone.DISCARD
    assert events(g, "status")[-1].rule == "5.2.4.a"


def test_5_1_2_a_played_card_passes_through_limbo_and_ends_the_turn():
    g = afternoon(0)
    cid = card(g, "Walker", Zone.HAND, stats=(1, 1, 1))
    p = play(g, cid, "hand", "hero")
    assert g.limbo == []
    assert g.pending.player == 1 - p
    assert events(g, "join")[-1].rule == "5.2.1.c"


def _tracer_with_lady_of_the_lake(g, zone):
    """CR 5.2.b's example: an Ongoing Emblem 'the next Character you play this turn loses
    Fleeting' and a Character with '{J} I gain Fleeting'."""
    p = g.pending.player
    g.ongoing.append({"controller": p, "step": ab.NextPlay(
        kind="next_play", filter=ab.Filter(type="character"), loses_fleeting=True)})
    card_id = define(g, "Tracer", stats=(1, 1, 1))
    gain = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"), effect=[ab.GainStatus(
        kind="gain_status", objects=ab.Select(ref="me"), status="fleeting")])
    g.defs[card_id] = g.defs[card_id].model_copy(update={"abilities": (gain,)})
    return put(g, card_id, p, zone)


def _react_in_order(g, emblem_first: bool):
    """Two Reactions wait: the Emblem-Reaction, made as the card resolved, and the card's own."""
    options = sorted((a.text for a in legal_actions(g) if a.verb == "react"),
                     key=lambda t: int(t.rsplit("e", 1)[1]))
    assert len(options) == 2  # the player orders them (CR 5.2.b)
    emblem, own = options
    apply_inplace(g, emblem if emblem_first else own)
    while g.pending is not None and g.pending.kind == "reaction":
        apply_inplace(g, [a.text for a in legal_actions(g) if a.verb == "react"][0])


def test_5_2_b_a_passive_gain_or_loss_is_an_emblem_reaction_ordered_with_the_cards_own():
    for emblem_first, fleeting in ((False, False), (True, True)):
        g = afternoon(0)
        cid = _tracer_with_lady_of_the_lake(g, Zone.HAND)
        play(g, cid, "hand", "hero")
        assert g.emblems and g.cards[cid].status is Status.NONE  # nothing happened yet
        _react_in_order(g, emblem_first)
        assert g.cards[cid].has(Status.FLEETING) is fleeting


def test_5_2_b_also_played_from_reserve_it_may_end_without_fleeting():
    g = afternoon(0)
    cid = _tracer_with_lady_of_the_lake(g, Zone.RESERVE)
    play(g, cid, "reserve", "hero")
    assert g.cards[cid].has(Status.FLEETING)  # it entered Fleeting (CR 5.2.1.c)
    _react_in_order(g, emblem_first=False)  # gains Fleeting (already), then loses it
    assert not g.cards[cid].has(Status.FLEETING)


def _proud_walker_with_a_boost_waiting(g):
    """'The next Character you play gains 1 boost' and a Character with '{J} if I'm boosted,
    draw a card'."""
    p = g.pending.player
    g.ongoing.append({"controller": p, "step": ab.NextPlay(
        kind="next_play", filter=ab.Filter(type="character"), boosts=1)})
    card_id = define(g, "Proud Walker", stats=(1, 1, 1))
    boosted_draws = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"), effect=[ab.If(
        kind="if", condition=ab.StepCondition(my_boosts_at_least=1),
        steps=[ab.Draw(kind="draw", count=1)])])
    g.defs[card_id] = g.defs[card_id].model_copy(update={"abilities": (boosted_draws,)})
    return put(g, card_id, p, Zone.HAND)


def test_5_2_b_the_next_character_you_play_gains_a_boost_through_an_emblem_reaction():
    for emblem_first, drew in ((True, 1), (False, 0)):
        g = afternoon(0)
        p = g.pending.player
        cid = _proud_walker_with_a_boost_waiting(g)
        hand = len(g.players[p].hand)
        play(g, cid, "hand", "hero")
        assert g.cards[cid].boosts == 0  # not as it joins: the Emblem-Reaction gives it
        _react_in_order(g, emblem_first)
        assert g.cards[cid].boosts == 1 and len(g.players[p].hand) == hand - 1 + drew
