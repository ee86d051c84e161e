"""Passive abilities, keywords and conditions of the ability language (CR 2.3, 7.4)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction, refresh, spell

ME = ab.Select(ref="me")
BOOST_ME = ab.Boost(kind="boost", objects=ME, amount=1)


def _passive(effect) -> ab.PassiveAbility:
    return ab.PassiveAbility(kind="passive", effect=effect)


def test_trigger_you_roll_dice():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("you_roll_dice", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.RollDie(kind="roll_die", outcomes=[
        ab.Outcome(low=1, high=6, steps=[ab.Draw(kind="draw")])]))))
    assert g.cards[watcher].boosts == 1


def test_step_if_rolled_at_least_7_3_19_reads_the_settled_result_of_the_triggering_roll():
    from altered_tui.cards.render import render_ability
    from tests.cards.builders import fix_dice
    six_plus = ab.If(kind="if", condition=ab.StepCondition(rolled_at_least=6), steps=[BOOST_ME])
    bonus = ab.PassiveAbility(kind="passive", effect=ab.DieBonus(kind="die_bonus", amount=1))
    for result, take_bonus, boosts in ((6, "no", 1), (5, "no", 0), (5, "yes", 1)):
        g = game_at_first_turn()
        p = g.pending.player
        watcher = give(g, p, character(reaction("you_roll_dice", six_plus), bonus),
                       Zone.EXPEDITION, Side.HERO)
        fix_dice(g, result)
        play(g, give(g, p, spell(ab.RollDie(kind="roll_die", outcomes=[
            ab.Outcome(low=1, high=6, steps=[])]))))
        act(g, f"bonus {take_bonus}")  # the +1 after the result is seen (CR 7.3.19.c)
        assert g.cards[watcher].boosts == boosts, result
    assert render_ability(reaction("you_roll_dice", six_plus)) == \
        "When you roll one or more dice — If the result is 6+, I gain 1 boost."


def test_trigger_you_pass():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("you_pass", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    assert g.cards[watcher].boosts == 1


def test_trigger_you_pass_first_4_2_3_b_only_the_player_who_passes_while_the_other_plays_on():
    g = game_at_first_turn()
    p = g.pending.player
    first = give(g, p, character(reaction("you_pass_first", BOOST_ME)), Zone.EXPEDITION, Side.HERO)
    second = give(g, 1 - p, character(reaction("you_pass_first", BOOST_ME)), Zone.EXPEDITION,
                  Side.HERO)
    act(g, "pass")
    assert g.cards[first].boosts == 1
    assert g.pending.player == 1 - p
    act(g, "pass")  # the opponent passes too, but second: the day goes on to Dusk
    triggered = [e.data.get("card") for e in g.log if e.kind == "trigger"]
    assert triggered.count(first) == 1 and second not in triggered


def test_passive_grant_keywords_2_3_characters_you_control_have_tough():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, character(_passive(ab.GrantKeywords(
        kind="grant_keywords", to=ab.Filter(type="character"), keywords=ab.Keywords(tough=2)))),
        Zone.LANDMARKS)
    guarded = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.SendTo(kind="send_to", objects=ab.Select(ref="target"), zone="hand"))))
    assert any(f"#{guarded}" in o and "tough 2" in o for o in options(g))


def test_passive_dice_advantage_7_3_19_c_rolls_one_more_and_keeps_the_chosen_one():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(ab.DiceAdvantage(kind="dice_advantage"))), Zone.LANDMARKS)
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[
        ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=ab.Filter(controller="you")),
                 amount=ab.Quantity(remembered="die"))])]))))
    rolls = next(e.data["rolls"] for e in g.log if e.kind == "die" and "rolls" in e.data)
    if len(set(rolls)) > 1:
        assert g.pending.kind == "die"
        act(g, f"keep_die {max(rolls)}")
    if g.pending.kind == "target":  # the passive's holder is a Character too
        act(g, next(o for o in options(g) if f"#{mine}" in o))
    assert g.cards[mine].boosts == max(rolls)


def test_passive_resupply_reveal_6_2_b_reveal_two_keep_one_discard_the_other():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(ab.ResupplyReveal(kind="resupply_reveal"))), Zone.LANDMARKS)
    top_two = g.players[p].deck[:2]
    play(g, give(g, p, spell(ab.Resupply(kind="resupply"))))
    top_two = [c for c in top_two]  # the spell came from the bottom, the top is unchanged
    choice = next(o for o in options(g) if f"#{top_two[1]}" in o)
    act(g, choice)
    assert top_two[1] in g.players[p].reserve and top_two[0] in g.players[p].discard


def test_passive_cost_option_5_1_2_c_discard_from_reserve_to_pay_less():
    g = game_at_first_turn()
    p = g.pending.player
    fodder = give(g, p, character(), Zone.RESERVE)
    cheap = spell(ab.Draw(kind="draw"), cost=3)
    cheap = cheap.model_copy(update={"abilities": cheap.abilities + (_passive(ab.CostOption(
        kind="cost_option", discard_from_reserve=1, reduce=2)),)})
    cid = give(g, p, cheap)
    before = len(ready_orbs(g, p))
    act(g, f"play {cheap.name}#{cid}@hand reduced")
    act(g, f"choose {g.cdef(fodder).name}#{fodder}")
    assert fodder in g.players[p].discard
    assert len(ready_orbs(g, p)) == before - 1


def test_keyword_scout_7_4_5_played_for_x_then_sent_to_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    scout = character(reaction("joins", BOOST_ME), cost=5, keywords=ab.Keywords(scout=1))
    cid = give(g, p, scout)
    before = len(ready_orbs(g, p))
    act(g, f"play {scout.name}#{cid}@hand -> hero scout")
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert len(ready_orbs(g, p)) == before - 1
    assert cid in g.players[p].reserve


def test_keyword_seasoned_7_4_6_keeps_boosts_going_to_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    vet = give(g, p, character(keywords=ab.Keywords(seasoned=True)), Zone.EXPEDITION, Side.HERO)
    g.cards[vet].counters["boost"] = 2
    play(g, give(g, p, spell(ab.SendTo(kind="send_to", objects=ab.Select(
        ref="target", filter=ab.Filter(controller="you")), zone="reserve"))))
    assert vet in g.players[p].reserve and g.cards[vet].boosts == 2


def test_keyword_fleeting_and_cooldown_5_2_4_b():
    g = game_at_first_turn()
    p = g.pending.player
    cool = give(g, p, spell(ab.Draw(kind="draw"), keywords=ab.Keywords(cooldown=True)))
    play(g, cool)
    assert cool in g.players[p].reserve and g.cards[cool].has(Status.EXHAUSTED)
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    fleeting = give(g2, p2, spell(ab.Draw(kind="draw"), keywords=ab.Keywords(fleeting=True)))
    play(g2, fleeting)
    assert fleeting in g2.players[p2].discard


def test_condition_first_player_on_reactions():
    g = game_at_first_turn()
    p = g.pending.player  # the first player acts first
    cid = give(g, p, character(reaction("joins", BOOST_ME, condition=ab.Condition(first_player=False))))
    play(g, cid)
    assert g.cards[cid].boosts == 0


def test_condition_not_first_day():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("joins", BOOST_ME, condition=ab.Condition(not_first_day=True))))
    play(g, cid)
    assert g.day == 1 and g.cards[cid].boosts == 0


def test_condition_first_of_afternoon_only_the_first_character():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(reaction("you_play", ab.Boost(kind="boost", objects=ab.Select(ref="it")),
                                  filter=ab.Filter(type="character"),
                                  condition=ab.Condition(first_of_afternoon=True))), Zone.LANDMARKS)
    first, second = give(g, p, character()), give(g, p, character())
    play(g, first)
    act(g, "pass") if g.pending.player != p else None
    play(g, second)
    assert g.cards[first].boosts == 1 and g.cards[second].boosts == 0


def test_condition_on_quick_action_only_if_first_player():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True),
                                        condition=ab.Condition(first_player=False),
                                        effect=[ab.Draw(kind="draw")])), Zone.EXPEDITION, Side.HERO)
    assert not any(o.startswith("use") for o in options(g))
    g.first_player = 1 - p
    refresh(g)
    assert any(o.startswith("use") for o in options(g))


def test_cost_spend_counters_7_3_27_b_needs_enough_counters():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(spend_counters={"kelon": 2}),
                                              effect=[ab.Draw(kind="draw")])), Zone.EXPEDITION, Side.HERO)
    g.cards[cid].counters["kelon"] = 1
    refresh(g)
    assert not any(o.startswith("use") for o in options(g))
    g.cards[cid].counters["kelon"] = 2
    refresh(g)
    act(g, next(o for o in options(g) if o.startswith("use")))
    assert g.cards[cid].counters["kelon"] == 0 and g.phase is Phase.AFTERNOON


def test_condition_was_fleeting_6_3_k_looks_at_the_object_before_it_left():
    g = game_at_first_turn()
    p = g.pending.player
    jelly = character(reaction("sacrificed", ab.Draw(kind="draw"), condition=ab.Condition(was_fleeting=False)))
    calm = give(g, p, jelly, Zone.EXPEDITION, Side.HERO)
    wild = give(g, p, jelly, Zone.EXPEDITION, Side.COMPANION)
    g.cards[wild].status |= Status.FLEETING
    refresh(g)
    draws = sum(1 for e in g.log if e.kind == "draw")
    play(g, give(g, p, spell(ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="each")))))
    reaction_draws = [e for e in g.log if e.kind == "draw" and e.cause.startswith("reaction:")]
    assert len(reaction_draws) == 1  # only the one that was not Fleeting
    assert calm in g.players[p].discard and wild in g.players[p].discard
    assert sum(1 for e in g.log if e.kind == "draw") == draws + 1


def test_granted_keywords_render_as_are_for_flags_and_have_for_numbers():
    from altered_tui.cards.render import render_passive

    tokens = ab.Filter(token=True)
    assert render_passive(ab.GrantKeywords(kind="grant_keywords", to=tokens, keywords=ab.Keywords(
        gigantic=True))) == "Tokens you control are Gigantic."
    assert render_passive(ab.GrantKeywords(kind="grant_keywords", to=ab.Filter(max_hand_cost=2),
                                           keywords=ab.Keywords(tough=1))) == \
        "Characters with Hand Cost {2} or less you control have Tough 1."
