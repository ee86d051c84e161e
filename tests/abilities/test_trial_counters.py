"""A counter threshold that triggers ('when I gain my third Trial counter', CR 7.3.12.a), the
events that feed it, and the steps its Reaction uses: sacrifice me 'if you do' (CR 6.5.f),
a token that then gains a status, 'its Expedition is behind'."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, play, reaction, spell

GAIN_TRIAL = ab.GainCounters(kind="gain_counters", counter="trial")
DRAW = ab.Draw(kind="draw")


def _watcher(g, player: int, on: str, **trigger) -> int:
    """A Landmark-zone object that gains a Trial counter on the trigger."""
    r = ab.Reaction(kind="reaction", trigger=ab.Trigger(on=on, **trigger), effect=[GAIN_TRIAL])
    return give(g, player, character(r), Zone.LANDMARKS)


def _settle(g) -> None:
    while g.pending is not None and g.pending.kind == "reaction":
        act(g, options(g)[0])


def _my_turn(g, player: int) -> None:
    """Reactions played, then the other player passes until it is `player`'s turn."""
    _settle(g)
    while g.pending.player != player:
        act(g, "pass")


def _reaction_draws(g, player: int) -> int:
    return sum(1 for e in g.log if e.kind == "draw" and e.player == player and e.cause.startswith("reaction:"))


def test_trigger_gains_nth_counter_7_3_12_a_when_the_count_reaches_n_once():
    g = game_at_first_turn()
    p = g.pending.player
    third = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="gains_nth_counter", counter="trial", nth=3),
                        effect=[DRAW])
    gain = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="you_play", filter=ab.Filter(type="spell")),
                       effect=[GAIN_TRIAL])
    site = give(g, p, character(gain, third), Zone.LANDMARKS)
    for expected_draws in (0, 0, 1, 1):  # the third counter, not the second nor the fourth
        _my_turn(g, p)
        play(g, give(g, p, spell(DRAW)))
        _settle(g)
        assert _reaction_draws(g, p) == expected_draws
    assert g.cards[site].counters["trial"] == 4


def test_trigger_gains_nth_counter_a_gain_past_n_at_once_counts():
    g = game_at_first_turn()
    p = g.pending.player
    third = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="gains_nth_counter", counter="trial", nth=3),
                        effect=[DRAW])
    site = give(g, p, character(third, reaction("joins", ab.GainCounters(
        kind="gain_counters", counter="trial", amount=4))))
    play(g, site)
    _settle(g)
    assert g.cards[site].counters["trial"] == 4 and _reaction_draws(g, p) == 1


def test_step_sacrifice_then_6_5_f_follows_only_if_i_was_sacrificed():
    g = game_at_first_turn()
    p = g.pending.player
    sacrifice = ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="me"), then=[DRAW])
    site = give(g, p, character(reaction("joins", sacrifice)))
    play(g, site)
    _settle(g)
    assert site in g.players[p].discard and _reaction_draws(g, p) == 1


def test_step_sacrifice_then_nothing_if_i_already_left_play():
    g = game_at_first_turn()
    p = g.pending.player
    sacrifice = ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="me"), then=[DRAW])
    leave = ab.SendTo(kind="send_to", objects=ab.Select(ref="me"), zone="hand")
    site = give(g, p, character(reaction("joins", sacrifice), reaction("joins", leave)))
    play(g, site)
    act(g, options(g)[1])  # the second Reaction, "send me to my hand", first
    _settle(g)
    assert site in g.players[p].hand and _reaction_draws(g, p) == 0


def test_trigger_card_goes_to_your_reserve_from_hand_or_deck_not_from_play():
    g = game_at_first_turn()
    p = g.pending.player
    site = _watcher(g, p, "card_goes_to_your_reserve", from_zones=["hand", "deck"])
    theirs = _watcher(g, 1 - p, "card_goes_to_your_reserve", from_zones=["hand", "deck"])
    cast(g, ab.Resupply(kind="resupply"))  # Deck -> Reserve
    _settle(g)
    assert g.cards[site].counters.get("trial") == 1
    _my_turn(g, p)
    cast(g, ab.PutFromHand(kind="put_from_hand", zone="reserve"))  # hand -> Reserve
    if g.pending.kind == "choose":
        act(g, options(g)[0])
    _settle(g)
    assert g.cards[site].counters.get("trial") == 2
    _my_turn(g, p)
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.SendTo(kind="send_to", objects=ab.Select(ref="target", filter=ab.Filter(controller="you")),
                      zone="reserve"))  # from an Expedition: not counted
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{mine}" in o))
    _settle(g)
    assert mine in g.players[p].reserve and g.cards[site].counters.get("trial") == 2
    assert g.cards[theirs].counters.get("trial") is None  # not the opponent's cards


def test_trigger_your_character_gains_status_5_2_1_c_played_from_reserve_it_gains_fleeting():
    g = game_at_first_turn()
    p = g.pending.player
    site = _watcher(g, p, "your_character_gains_status", status="fleeting")
    from_reserve = give(g, p, character(), Zone.RESERVE)
    play(g, from_reserve, src="reserve")
    _settle(g)
    assert g.cards[from_reserve].has(Status.FLEETING) and g.cards[site].counters.get("trial") == 1
    _my_turn(g, p)
    play(g, give(g, p, character()))  # from hand: no Fleeting
    _settle(g)
    assert g.cards[site].counters.get("trial") == 1


def test_trigger_your_character_gains_status_7_3_13_by_an_effect_and_not_the_opponents():
    g = game_at_first_turn()
    p = g.pending.player
    site = _watcher(g, p, "your_character_gains_status", status="fleeting")
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.GainStatus(kind="gain_status", status="fleeting", objects=ab.Select(ref="each")))
    _settle(g)
    assert g.cards[mine].has(Status.FLEETING) and g.cards[theirs].has(Status.FLEETING)
    assert g.cards[site].counters.get("trial") == 1  # mine only
    _my_turn(g, p)
    cast(g, ab.GainStatus(kind="gain_status", status="asleep", objects=ab.Select(ref="each")))
    _settle(g)
    assert g.cards[site].counters.get("trial") == 1  # another status


def test_trigger_you_exhaust_reserve_card_7_3_11_a_exhausted_resupply_and_exhausting_one():
    g = game_at_first_turn()
    p = g.pending.player
    site = _watcher(g, p, "you_exhaust_reserve_card")
    cast(g, ab.Resupply(kind="resupply", exhausted=True))  # the Resupplying player exhausts it
    _settle(g)
    assert g.cards[site].counters.get("trial") == 1
    _my_turn(g, p)
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    cast(g, ab.Exhaust(kind="exhaust", objects=ab.Select(
        ref="target", filter=ab.Filter(type="card", in_reserve=True, controller="opponent"))))
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{theirs}" in o))
    _settle(g)
    assert g.cards[theirs].has(Status.EXHAUSTED) and g.cards[site].counters.get("trial") == 2


def test_trigger_you_exhaust_reserve_card_7_4_1_b_cooldown_is_not_you_exhausting():
    g = game_at_first_turn()
    p = g.pending.player
    site = _watcher(g, p, "you_exhaust_reserve_card")
    cooled = give(g, p, spell(DRAW, keywords=ab.Keywords(cooldown=True)))
    play(g, cooled)
    _settle(g)
    assert g.cards[cooled].has(Status.EXHAUSTED) and cooled in g.players[p].reserve
    assert g.cards[site].counters.get("trial") is None


def test_step_create_token_then_gains_7_3_13_the_new_token_gains_the_status():
    g = game_at_first_turn()
    p = g.pending.player
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="hero_expedition",
                           then_gains="anchored"))
    [token] = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token]
    assert g.cards[token].has(Status.ANCHORED)


def test_step_condition_its_expedition_behind_7_5_2_b_the_played_characters_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[1 - p].positions[Side.COMPANION] = 6  # the opponent's Companion Expedition is ahead
    site = give(g, p, character(ab.Reaction(
        kind="reaction", trigger=ab.Trigger(on="you_play", filter=ab.Filter(type="character")),
        effect=[ab.If(kind="if", condition=ab.StepCondition(its_expedition_behind=True),
                      steps=[GAIN_TRIAL])])), Zone.LANDMARKS)
    play(g, give(g, p, character()), side="hero")  # not behind
    _settle(g)
    assert g.cards[site].counters.get("trial") is None
    _my_turn(g, p)
    play(g, give(g, p, character()), side="companion")  # behind
    _settle(g)
    assert g.cards[site].counters.get("trial") == 1


def test_filter_zero_base_stat_in_its_region_2_2_10_a_printed_zero_for_a_terrain_of_its_region():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].positions[Side.HERO] = 2  # Water only
    site = _watcher(g, p, "you_play", filter=ab.Filter(type="character", zero_base_stat_in_its_region=True))
    play(g, give(g, p, character(stats=(0, 3, 3))), side="hero")  # its 0 is Forest: not in Water
    _settle(g)
    assert g.cards[site].counters.get("trial") is None
    _my_turn(g, p)
    play(g, give(g, p, character(stats=(3, 3, 0))), side="hero")  # Water 0 in a Water region
    _settle(g)
    assert g.cards[site].counters.get("trial") == 1
    _my_turn(g, p)
    boosted = give(g, p, character(stats=(3, 0, 3)))
    play(g, boosted, side="companion")  # every terrain: its Mountain 0 counts
    _settle(g)
    assert g.cards[site].counters.get("trial") == 2
