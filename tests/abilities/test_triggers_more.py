"""Triggers about what a player did, 'each player sacrifices', a conditional quick action
cost, and passives that change the Morning, playing and regions (CR 1.4.5, 2.2.2.p, 2.4.6.b,
4.2.1, 7.3.14, 7.3.25)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.statics import morning_draw_count
from altered_tui.engine.progress import compute_progress
from altered_tui.engine.state import Region
from altered_tui.engine.types import Phase, Side, Status, Terrain, Zone
from altered_tui.engine.zones import ready_orbs

from tests.log_text import prompt
from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction, refresh, spell

ME = ab.Select(ref="me")
BOOST_ME = ab.Boost(kind="boost", objects=ME, amount=1)
ETERNAL = ab.Keywords(eternal=True)


def _passive(effect) -> ab.PassiveAbility:
    return ab.PassiveAbility(kind="passive", effect=effect)


def _answer_quietly(g):
    opts = options(g)
    for quiet in ("pass", "expand none", "no", "done"):
        if quiet in opts:
            act(g, quiet)
            return
    act(g, opts[0])


def _pick(g, cid):
    act(g, next(o for o in options(g) if f"#{cid}" in o))


def _back_to(g, player):
    """The other player passes, so `player` takes the next turn."""
    while g.pending.player != player:
        act(g, "pass")


def _in_play(g, *cids):
    return [g.cards[c].zone is Zone.EXPEDITION for c in cids]


# --- triggers ---------------------------------------------------------------------------------

def test_trigger_you_sacrifice_7_3_25_a_your_sacrifice_not_a_send_nor_an_opponents():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("you_sacrifice", BOOST_ME, filter=ab.Filter())), Zone.EXPEDITION,
                   Side.HERO)
    victim = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    sacrifice = ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose", filter=ab.Filter(other=True)))
    play(g, give(g, p, spell(sacrifice)))
    _pick(g, victim)
    assert g.cards[victim].zone is Zone.DISCARD
    assert g.cards[watcher].boosts == 1
    # Sending to Reserve is not a sacrifice; an opponent's sacrifice is not yours.
    g2 = game_at_first_turn()
    q = g2.pending.player
    watcher2 = give(g2, q, character(reaction("you_sacrifice", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    other = give(g2, q, character(), Zone.EXPEDITION, Side.COMPANION)
    send = ab.SendTo(kind="send_to", objects=ab.Select(ref="target", filter=ab.Filter(other=True)), zone="reserve")
    play(g2, give(g2, q, spell(send)))
    _pick(g2, other)
    assert g2.cards[other].zone is Zone.RESERVE and g2.cards[watcher2].boosts == 0
    assert g.cards[theirs].zone is Zone.EXPEDITION


def test_trigger_opponent_draws_or_resupplies_once_per_draw_event_not_per_card():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("opponent_draws_or_resupplies", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.Draw(kind="draw", count=2, who="each"))))  # both draw 2: one opponent event
    assert g.cards[watcher].boosts == 1
    _back_to(g, p)
    play(g, give(g, p, spell(ab.Resupply(kind="resupply"))))  # your own Resupply: nothing
    assert g.cards[watcher].boosts == 1
    _back_to(g, p)
    play(g, give(g, p, spell(ab.Resupply(kind="resupply", who="opponent"))))
    assert g.cards[watcher].boosts == 2


def test_trigger_opponent_draws_or_resupplies_4_2_1_d_the_morning_draw_is_a_draw():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("opponent_draws_or_resupplies", BOOST_ME), keywords=ETERNAL),
                   Zone.EXPEDITION, Side.HERO)
    while not (g.day == 2 and g.phase is Phase.AFTERNOON):
        _answer_quietly(g)
    assert g.cards[watcher].boosts == 1
    morning = [e for e in g.log if e.kind == "draw" and e.cause == "draw" and e.player == 1 - p]
    assert len(morning) == 1


# --- each player sacrifices --------------------------------------------------------------------

def test_step_sacrifice_1_4_5_a_each_player_chooses_in_initiative_order_then_both_at_once():
    g = game_at_first_turn()
    p = g.pending.player
    mine = [give(g, p, character(), Zone.EXPEDITION, Side.HERO) for _ in range(2)]
    theirs = [give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO) for _ in range(2)]
    each = ab.Sacrifice(kind="sacrifice", who="each", objects=ab.Select(ref="choose"))
    play(g, give(g, p, spell(each)))
    assert g.pending.player == p and all(f"#{c}" in " ".join(options(g)) for c in mine)
    assert not any(f"#{c}" in " ".join(options(g)) for c in theirs)
    _pick(g, mine[0])
    assert g.pending.player == 1 - p
    assert _in_play(g, mine[0]) == [True]  # not yet: sacrificed together (CR 1.4.5.a)
    _pick(g, theirs[1])
    assert _in_play(g, *mine, *theirs) == [False, True, True, False]
    assert g.cards[mine[0]].zone is Zone.DISCARD and g.cards[theirs[1]].zone is Zone.DISCARD


def test_7_3_25_a_each_player_sacrifices_a_player_with_no_character_does_nothing():
    g = game_at_first_turn()
    p = g.pending.player
    only = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    each = ab.Sacrifice(kind="sacrifice", who="each", objects=ab.Select(ref="choose"))
    play(g, give(g, p, spell(each)))
    assert g.cards[only].zone is Zone.DISCARD  # a single choice is not a decision


# --- quick action cost -------------------------------------------------------------------------

def test_cost_more_if_not_first_player_5_1_2_e_costs_more_only_when_you_are_not_first():
    action = ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True, more_if_not_first_player=1),
                            effect=[ab.Draw(kind="draw")])
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(action), Zone.EXPEDITION, Side.HERO)
    before = len(ready_orbs(g, p))
    act(g, next(o for o in options(g) if o.startswith("use")))
    assert len(ready_orbs(g, p)) == before and g.cards[cid].has(Status.EXHAUSTED)
    g2 = game_at_first_turn()
    q = g2.pending.player
    cid2 = give(g2, q, character(action), Zone.EXPEDITION, Side.HERO)
    g2.first_player = 1 - q
    refresh(g2)
    before = len(ready_orbs(g2, q))
    act(g2, next(o for o in options(g2) if o.startswith("use")))
    assert len(ready_orbs(g2, q)) == before - 1 and g2.cards[cid2].has(Status.EXHAUSTED)
    for orb in ready_orbs(g2, q):
        g2.cards[orb].status |= Status.EXHAUSTED
    g2.cards[cid2].status &= ~Status.EXHAUSTED
    refresh(g2)
    assert not any(o.startswith("use") for o in options(g2))  # {1} more can't be paid


# --- passives ----------------------------------------------------------------------------------

def _reach_expand(g, player):
    while not (g.pending.kind == "expand" and g.pending.player == player):
        _answer_quietly(g)


def test_passive_morning_change_4_2_1_d_e_draw_one_and_expand_from_the_deck_top():
    change = ab.MorningChange(kind="morning_change", draw=1, expand_from_deck=True)
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(change), keywords=ETERNAL), Zone.EXPEDITION, Side.HERO)
    _reach_expand(g, p)
    draws = {e.player: e.data["count"] for e in g.log if e.kind == "draw" and e.cause == "draw"}
    assert draws == {p: 1, 1 - p: 2}
    assert options(g) == ["expand top", "expand none"]  # still optional (CR 4.2.1.e)
    top, hand, mana = g.players[p].deck[0], list(g.players[p].hand), len(g.players[p].mana)
    act(g, "expand top")
    assert g.cards[top].zone is Zone.MANA and len(g.players[p].mana) == mana + 1
    assert g.players[p].hand == hand and not g.cards[top].has(Status.EXHAUSTED)


def test_passive_morning_change_expand_none_and_the_opponent_expands_normally():
    change = ab.MorningChange(kind="morning_change", draw=1, expand_from_deck=True)
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(change), keywords=ETERNAL), Zone.EXPEDITION, Side.HERO)
    _reach_expand(g, 1 - p)
    assert "expand top" not in options(g) and "expand none" in options(g)
    _reach_expand(g, p)
    mana, top = len(g.players[p].mana), g.players[p].deck[0]
    act(g, "expand none")
    assert len(g.players[p].mana) == mana and g.cards[top].zone is Zone.DECK


def test_passive_morning_change_7_3_14_b_ignored_during_the_first_day():
    change = ab.MorningChange(kind="morning_change", draw=1, not_first_day=True)
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(change), keywords=ETERNAL), Zone.EXPEDITION, Side.HERO)
    assert morning_draw_count(g, p) == 2
    g.day = 2
    assert morning_draw_count(g, p) == 1


def test_passive_played_fleeting_2_4_6_b_cheap_spells_are_fleeting_as_played():
    cheap_only = ab.PlayedFleeting(kind="played_fleeting", filter=ab.Filter(type="spell", max_hand_cost=1))
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(cheap_only)), Zone.EXPEDITION, Side.HERO)
    cheap = give(g, p, spell(ab.Draw(kind="draw"), cost=1))
    play(g, cheap)
    assert g.cards[cheap].zone is Zone.DISCARD  # Fleeting: discarded after resolving (CR 2.4.6.e)
    g2 = game_at_first_turn()
    q = g2.pending.player
    give(g2, q, character(_passive(cheap_only)), Zone.EXPEDITION, Side.HERO)
    dear = give(g2, q, spell(ab.Draw(kind="draw"), cost=2))
    play(g2, dear)
    assert g2.cards[dear].zone is Zone.RESERVE


def test_passive_played_fleeting_only_for_its_controller():
    cheap_only = ab.PlayedFleeting(kind="played_fleeting", filter=ab.Filter(type="spell", max_hand_cost=1))
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, character(_passive(cheap_only)), Zone.EXPEDITION, Side.HERO)
    cheap = give(g, p, spell(ab.Draw(kind="draw"), cost=1))
    play(g, cheap)
    assert g.cards[cheap].zone is Zone.RESERVE


def test_passive_regions_are_2_2_2_p_every_region_has_only_that_terrain():
    water = ab.RegionsAre(kind="regions_are", terrain="water")
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(stats=(5, 5, 0)), Zone.EXPEDITION, Side.HERO)
    before = compute_progress(g)
    mine = next(e for e in before["expeditions"] if e["player"] == p and e["side"] == "hero")
    assert mine["moves"] and mine["terrains"] == ["forest", "mountain", "water"]
    give(g, 1 - p, character(_passive(water), stats=(0, 0, 0)), Zone.EXPEDITION, Side.COMPANION)
    report = compute_progress(g)
    assert all(e["terrains"] == ["water"] for e in report["expeditions"])
    mine = next(e for e in report["expeditions"] if e["player"] == p and e["side"] == "hero")
    assert not mine["moves"] and mine["wins"] == []
    assert any(n["via"] == "regions_are" and n["terrain"] == "water" for n in mine["notes"])


def test_passive_regions_are_4_3_e_the_arena_has_only_that_terrain():
    water = ab.RegionsAre(kind="regions_are", terrain="water")
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(stats=(5, 5, 0)), Zone.EXPEDITION, Side.HERO)
    g.tiebreak = True
    assert compute_progress(g)["winner"] == p
    give(g, p, character(_passive(water), stats=(0, 0, 0)), Zone.EXPEDITION, Side.COMPANION)
    report = compute_progress(g)
    assert report["won"] == [[], []] and report["winner"] is None


def test_new_log_lines_prompts_and_options_show_in_french():
    from altered_tui.i18n import current_language, set_language
    from altered_tui.engine.observation import observation
    from altered_tui.i18n.events import event_text
    from altered_tui.i18n.prompts import plain_option_text

    change = ab.MorningChange(kind="morning_change", draw=1, expand_from_deck=True)
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(change), keywords=ETERNAL), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(_passive(ab.RegionsAre(kind="regions_are", terrain="water"))), Zone.EXPEDITION,
         Side.HERO)
    _reach_expand(g, p)
    asked = prompt(g, "fr")
    act(g, "expand top")
    lines = [e for viewer in (p, 1 - p) for e in observation(g, viewer)["log"]
             if e["kind"] in ("expand", "progress")]
    english = [event_text(e, "en") for e in lines]
    before = current_language()
    set_language("fr")
    try:
        assert asked == "Expansion : vous pouvez mettre la carte du dessus de votre Deck en Mana"
        assert plain_option_text("expand", "top", "") == "Expansion avec la carte du dessus de votre Deck"
        for event, text in zip(lines, english):
            french = event_text(event, "fr")
            assert french != text, text
            assert not any(w in french for w in ("Expands", "top card", "every region", "Water")), french
    finally:
        set_language(before)
    assert any("from the top of their Deck" in t for t in english)
    assert any("Expands with the top card of their Deck" in t for t in english)  # the rival's copy
    assert any("every region is Water only" in t for t in english)


def test_passive_grant_subtypes_2_3_2_e_a_keyword_grant_on_that_subtype_follows():
    from altered_tui.engine.characteristics import is_gigantic
    from altered_tui.engine.objects import has_subtype
    elementals = ab.GrantSubtypes(kind="grant_subtypes", to=ab.Filter(type="character"),
                                  subtypes=["Elemental"])
    giants = ab.GrantKeywords(kind="grant_keywords", to=ab.Filter(subtype="Elemental"),
                              keywords=ab.Keywords(gigantic=True))
    g = game_at_first_turn()
    p = g.pending.player
    plain = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    in_reserve = give(g, p, character(), Zone.RESERVE)
    give(g, p, character(_passive(giants)), Zone.EXPEDITION, Side.HERO)
    assert not has_subtype(g, plain, "Elemental") and not is_gigantic(g, plain)
    give(g, 1 - p, character(_passive(elementals)), Zone.EXPEDITION, Side.COMPANION)
    assert has_subtype(g, plain, "Elemental") and is_gigantic(g, plain)
    assert not has_subtype(g, in_reserve, "Elemental")  # only objects in play (CR 2.3.1.h)


def test_step_condition_i_am_in_2_3_2_f_a_region_made_forest_counts():
    from altered_tui.engine.characteristics import is_gigantic
    forest_giant = ab.GrantKeywords(kind="grant_keywords", keywords=ab.Keywords(gigantic=True),
                                    condition=ab.StepCondition(i_am_in="forest"))
    g = game_at_first_turn()
    p = g.pending.player
    g.regions[1] = Region("tumult", (Terrain.MOUNTAIN,), face_up=True, tumult=0)
    g.players[p].positions[Side.HERO] = 1
    titan = give(g, p, character(_passive(forest_giant)), Zone.EXPEDITION, Side.HERO)
    assert not is_gigantic(g, titan)
    give(g, 1 - p, character(_passive(ab.RegionsAre(kind="regions_are", terrain="forest"))),
         Zone.EXPEDITION, Side.COMPANION)
    assert is_gigantic(g, titan)

