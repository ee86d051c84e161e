"""Zone vocabulary: Deck to Mana, discarding a Mana Orb, effects that follow their card
(CR 2.1.f), 'go to Reserve from <zone>' and 'leave the Landmark zone' triggers, the
'leave the Expedition zone -> Mana' replacing modifier (CR 6.2), and 'sacrifice me' costs."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.observation import observation
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move
from altered_tui.i18n.events import event_text

from tests.abilities.support import cast, act, character, game_at_first_turn, give, options, play, reaction
from tests.log_text import line, prompt

ME = ab.Select(ref="me")
TARGET = ab.Select(ref="target")
DRAW = ab.Draw(kind="draw")


def _leave_to_mana(**kw):
    return ab.PassiveAbility(kind="passive", effect=ab.LeaveToMana(kind="leave_to_mana", **kw))


# --- deck_to_mana -----------------------------------------------------------------------

def test_step_deck_to_mana_3_2_9_b_top_card_goes_exhausted_and_unrevealed():
    g = game_at_first_turn()
    p = g.pending.player
    top = g.players[p].deck[0]
    cast(g, ab.DeckToMana(kind="deck_to_mana"))
    assert top in g.players[p].mana and g.cards[top].has(Status.EXHAUSTED)
    name = g.cdef(top).name
    mine = [e for e in observation(g, p)["log"] if e["kind"] == "mana"][-1]
    theirs = [e for e in observation(g, 1 - p)["log"] if e["kind"] == "mana"][-1]
    assert name in event_text(mine, "en")
    assert event_text(theirs, "en").endswith("puts 1 card from the top of the Deck in Mana, exhausted")
    # CR 3.2.9.a: nothing of its face reaches the opponent
    assert "cards" not in theirs["data"] and top not in theirs["names"]
    assert event_text(theirs, "fr").endswith("met 1 carte du dessus du Deck en Mana, épuisée")
    assert "du dessus du Deck en Mana" in event_text(mine, "fr")


def test_step_deck_to_mana_each_player_and_count():
    g = game_at_first_turn()
    p = g.pending.player
    tops = {q: list(g.players[q].deck[:2]) for q in (0, 1)}
    cast(g, ab.DeckToMana(kind="deck_to_mana", who="each", count=2))
    for q in (0, 1):
        assert all(c in g.players[q].mana and g.cards[c].has(Status.EXHAUSTED) for c in tops[q])
    assert len([e for e in g.log if e.kind == "mana" and e.cause.startswith("play:")]) == 2
    assert p in (0, 1)


# --- discard_mana_orb -------------------------------------------------------------------

def test_step_discard_mana_orb_6_5_f_then_happens_if_an_orb_was_discarded():
    g = game_at_first_turn()
    p = g.pending.player
    victim = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    orbs = list(g.players[p].mana)
    cast(g, ab.DiscardManaOrb(kind="discard_mana_orb", then=[
        ab.SendTo(kind="send_to", objects=ab.Select(ref="target", filter=ab.Filter(type="object")),
                  zone="discard")]))
    assert options(g) == [f"choose {g.cdef(o).name}#{o}" for o in orbs]
    assert prompt(g, "fr").endswith("choisissez un de vos Orbes de Mana à défausser")
    act(g, options(g)[1])
    event = next(e for e in g.log if e.kind == "discard" and e.data.get("via") == "mana")
    assert line(g, event, "fr") == f"{g.players[p].name} défausse l'Orbe de Mana {g.cdef(orbs[1]).name}"
    assert orbs[1] in g.players[p].discard and len(g.players[p].mana) == len(orbs) - 1
    assert victim in g.players[1 - p].discard


def test_step_discard_mana_orb_6_5_f_nothing_to_discard_nothing_follows():
    g = game_at_first_turn()
    p = g.pending.player
    victim = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    for orb in list(g.players[p].mana):
        move(g, orb, Zone.DISCARD)
    cast(g, ab.DiscardManaOrb(kind="discard_mana_orb", then=[
        ab.SendTo(kind="send_to", objects=ab.Select(ref="target", filter=ab.Filter(type="object")),
                  zone="discard")]))
    assert victim in g.players[1 - p].expeditions[Side.HERO]


# --- put_me_in (CR 2.1.f) ---------------------------------------------------------------

def test_step_put_me_in_2_1_f_finds_me_in_the_discard_pile_after_a_sacrifice():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction("sacrificed", ab.PutMeIn(kind="put_me_in"))),
              Zone.EXPEDITION, Side.HERO)
    cast(g, ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose")))
    assert me in g.players[p].reserve and not g.cards[me].has(Status.EXHAUSTED)
    event = next(e for e in g.log if e.kind == "put" and e.rule == "2.1.f")
    assert line(g, event, "fr").endswith("est mise en Réserve depuis la Défausse")


def test_step_put_me_in_2_1_f_not_from_a_hidden_zone():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(reaction("leaves_expedition", ab.PutMeIn(kind="put_me_in"))),
              Zone.EXPEDITION, Side.HERO)
    cast(g, ab.SendTo(kind="send_to", objects=ab.Select(ref="each", filter=ab.Filter(controller="you")),
                       zone="hand"))
    assert me in g.players[p].hand  # the hand is hidden: the effect can't find it there


# --- triggers ---------------------------------------------------------------------------

def test_trigger_leaves_landmarks_6_3_e_when_sacrificed_from_the_landmark_zone():
    g = game_at_first_turn()
    p = g.pending.player
    from altered_tui.cards.models import CardDef, CardType

    lm = CardDef(id="TEST_LANDMARK_Z", name="Test Landmark", type=CardType.PERMANENT,
                 zone_type="landmark", subtypes=("Landmark",), hand_cost=0, reserve_cost=0,
                 abilities=(reaction("leaves_landmarks", DRAW),))
    cid = give(g, p, lm, Zone.LANDMARKS)
    hand = len(g.players[p].hand)
    cast(g, ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose", filter=ab.Filter(type="permanent"))))
    assert cid in g.players[p].discard
    assert len(g.players[p].hand) == hand + 1


def test_6_3_c_goes_to_reserve_from_zone_hand_only_from_the_hand():
    g = game_at_first_turn()
    p = g.pending.player
    card = character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="goes_to_reserve", from_zone="hand"),
                                 effect=[DRAW]))
    in_hand = give(g, p, card)
    for other in [c for c in g.players[p].hand if c != in_hand]:
        move(g, other, Zone.DISCARD)  # the put_from_hand choice is forced
    hand_before = len(g.players[p].hand)
    cast(g, ab.PutFromHand(kind="put_from_hand", zone="reserve"))
    assert in_hand in g.players[p].reserve
    assert len(g.players[p].hand) == hand_before  # it left, one card was drawn
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    out = give(g2, p2, card, Zone.EXPEDITION, Side.HERO)
    hand2 = len(g2.players[p2].hand)
    cast(g2, ab.SendTo(kind="send_to", objects=ab.Select(ref="each", filter=ab.Filter(controller="you")),
                        zone="reserve"))
    assert out in g2.players[p2].reserve and len(g2.players[p2].hand) == hand2


def test_6_3_c_goes_to_reserve_from_zone_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    card = character(ab.Reaction(kind="reaction",
                                 trigger=ab.Trigger(on="goes_to_reserve", from_zone="expedition"),
                                 effect=[DRAW]))
    out = give(g, p, card, Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    cast(g, ab.SendTo(kind="send_to", objects=ab.Select(ref="each", filter=ab.Filter(controller="you")),
                       zone="reserve"))
    assert out in g.players[p].reserve and len(g.players[p].hand) == hand + 1


# --- the replacing modifier ------------------------------------------------------------

def test_passive_leave_to_mana_6_2_b_while_boosted_replaces_the_move():
    g = game_at_first_turn()
    p = g.pending.player
    card = character(_leave_to_mana(while_boosted=True))
    boosted = give(g, 1 - p, card, Zone.EXPEDITION, Side.HERO)
    plain = give(g, 1 - p, card, Zone.EXPEDITION, Side.COMPANION)
    g.cards[boosted].counters["boost"] = 1
    cast(g, ab.SendTo(kind="send_to", objects=ab.Select(ref="each", filter=ab.Filter(controller="opponent")),
                       zone="hand"))
    assert boosted in g.players[1 - p].mana and g.cards[boosted].has(Status.EXHAUSTED)
    assert plain in g.players[1 - p].hand
    event = next(e for e in g.log if e.rule == "6.2.b")
    assert line(g, event, "fr") == (
        f"{g.cdef(boosted).name} va dans la zone de Mana de son propriétaire à la place")


def test_passive_leave_to_mana_6_2_b_applies_at_rest():
    from altered_tui.engine.night import rest

    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(_leave_to_mana()), Zone.EXPEDITION, Side.HERO)
    rest(g)
    assert cid in g.players[p].mana and g.cards[cid].has(Status.EXHAUSTED)


def test_passive_leave_to_mana_6_2_d_optional_accepted():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, 1 - p, character(_leave_to_mana(optional=True)), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.SendTo(kind="send_to", objects=TARGET, zone="reserve"))
    assert g.pending.player == 1 - p and options(g) == ["yes", "no"]  # its controller states it
    assert prompt(g, "fr").endswith(
        "la mettre dans la zone de Mana de son propriétaire à la place ?")
    act(g, "yes")
    assert cid in g.players[1 - p].mana and g.cards[cid].has(Status.EXHAUSTED)


def test_6_2_e_declined_modifier_goes_on_and_the_alternative_follows():
    """The rules' own example: sent to the top of the Deck, declined, then draws it."""
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, 1 - p, character(_leave_to_mana(optional=True, otherwise=[DRAW])),
               Zone.EXPEDITION, Side.HERO)
    cast(g, ab.SendTo(kind="send_to", objects=TARGET, zone="deck_top"))
    act(g, "no")
    assert cid in g.players[1 - p].hand  # sent to the top of the Deck, then drawn


# --- 'sacrifice me' as a may cost -------------------------------------------------------

def test_may_cost_sacrifice_me_7_3_25_pays_then_does():
    g = game_at_first_turn()
    p = g.pending.player
    boost_it = ab.Boost(kind="boost", objects=ab.Select(ref="it"), amount=2)
    me = give(g, p, character(reaction(
        "character_joins_yours",
        ab.May(kind="may", cost=ab.MayCost(sacrifice_me=True), steps=[boost_it]))),
        Zone.EXPEDITION, Side.HERO)
    newcomer = give(g, p, character())
    play(g, newcomer)
    act(g, "yes")
    assert me in g.players[p].discard and g.cards[newcomer].boosts == 2


def test_6_2_d_a_sacrifice_paid_as_a_cost_is_decided_before_the_effect():
    g = game_at_first_turn()
    p = g.pending.player
    user = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(sacrifice_character=True),
                                               effect=[DRAW])), Zone.EXPEDITION, Side.HERO)
    victim = give(g, p, character(_leave_to_mana(optional=True)), Zone.EXPEDITION, Side.COMPANION)
    hand = len(g.players[p].hand)
    act(g, f"use {g.cdef(user).name}#{user} a1")
    act(g, f"choose {g.cdef(victim).name}#{victim}")
    assert options(g) == ["yes", "no"] and len(g.players[p].hand) == hand  # the cost comes first
    act(g, "yes")
    assert victim in g.players[p].mana and len(g.players[p].hand) == hand + 1
