"""Vocabulary of the "nextplay" group: granted Reactions, counted quantities, base statistics
of 0, 'your other Expedition', 'for each ..., you may activate its {J} abilities' and the
new 'next card you play' fields (CR 2.2.14, 2.3.1, 6.5.i, 7.3.1)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability, render_step
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction, spell
from tests.abilities.support import confirm_own_only_target
from tests.log_text import prompt

ME = ab.Select(ref="me")
BOOST_ME = ab.Boost(kind="boost", objects=ME, amount=1)


def _passive(effect) -> ab.PassiveAbility:
    return ab.PassiveAbility(kind="passive", effect=effect)


def _quick(step) -> ab.QuickAction:
    return ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[step])


def _use(g, cid):
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{cid}" in o))


GRANT = ab.GrantAbility(kind="grant_ability", to=ab.Filter(type="character"),
                        ability=reaction("played_from_reserve", BOOST_ME))


# --- passive grant_ability --------------------------------------------------------------------

def test_passive_grant_ability_2_3_1_h_your_characters_have_an_r_reaction_as_their_own():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(GRANT)), Zone.LANDMARKS)
    from_reserve = give(g, p, character(), Zone.RESERVE)
    play(g, from_reserve, src="reserve")
    assert g.cards[from_reserve].boosts == 1  # the granted {R} boosted the Character itself
    act(g, "pass")  # the opponent's turn
    from_hand = give(g, p, character())
    play(g, from_hand)
    assert g.cards[from_hand].boosts == 0  # an {R} ability, not {H}


def test_passive_grant_ability_only_for_objects_of_the_passives_controller():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, character(_passive(GRANT)), Zone.LANDMARKS)
    mine = give(g, p, character(), Zone.RESERVE)
    play(g, mine, src="reserve")
    assert g.cards[mine].boosts == 0


def test_passive_grant_ability_renders():
    passive = _passive(GRANT)
    assert render_ability(passive) == 'Your Characters have: "{R} I gain 1 boost."'
    assert render_ability(passive, "fr") == "Vos Personnages ont : « {R} Je gagne 1 boost. »"


# --- filters --------------------------------------------------------------------------------

def _targets(g, f: ab.Filter) -> set[int]:
    p = g.pending.player
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=f, up_to=True)))))
    return {int(o.split("#")[1].split()[0]) for o in options(g) if "#" in o}


def test_filter_max_hand_cost_from_6_5_i_x_is_the_number_of_characters_you_control():
    g = game_at_first_turn()
    p = g.pending.player
    cheap = give(g, p, character(cost=1), Zone.EXPEDITION, Side.HERO)
    pricey = give(g, 1 - p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(cost=0), Zone.EXPEDITION, Side.HERO)  # theirs don't count for X
    f = ab.Filter(max_hand_cost_from="characters_you_control")
    targets = _targets(g, f)
    assert cheap in targets and pricey not in targets  # X = 1
    g2 = game_at_first_turn()
    for _ in range(3):
        give(g2, p, character(cost=1), Zone.EXPEDITION, Side.COMPANION)
    pricey2 = give(g2, 1 - p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    assert pricey2 in _targets(g2, f)  # X = 3
    assert render_step(ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(ref="target", filter=f))) == (
        "Send to Reserve target Character with Hand Cost X or less, where X is the number of Characters "
        "you control")


def test_filter_in_other_expedition_relative_to_the_sources_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    same = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    source = give(g, p, character(reaction("joins", ab.Boost(kind="boost", amount=2, objects=ab.Select(
        ref="target", filter=ab.Filter(in_other_expedition=True))))))
    play(g, source, "hero")
    confirm_own_only_target(g, other)  # the only candidate, and the player's own: asked
    assert g.cards[other].boosts == 2
    assert g.cards[same].boosts == 0 and g.cards[theirs].boosts == 0 and g.cards[source].boosts == 0


# --- boost counted for each card in a Reserve -----------------------------------------------

def test_step_boost_6_5_i_one_boost_for_each_card_in_your_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    for _ in range(3):
        give(g, p, character(), Zone.RESERVE)
    give(g, 1 - p, character(), Zone.RESERVE)
    mine = len(g.players[p].reserve)
    anansi = give(g, p, character(reaction("joins", ab.Boost(kind="boost", objects=ME,
                                                             amount=ab.Quantity(count=ab.Count(cards_in="my_reserve"))))))
    play(g, anansi)
    assert g.cards[anansi].boosts == mine


def test_step_boost_6_5_i_one_boost_for_each_card_in_each_players_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(), Zone.RESERVE)
    give(g, 1 - p, character(), Zone.RESERVE)
    give(g, 1 - p, character(), Zone.RESERVE)
    total = len(g.players[0].reserve) + len(g.players[1].reserve)
    anansi = give(g, p, character(reaction("joins", ab.Boost(kind="boost", objects=ME,
                                                             amount=ab.Quantity(count=ab.Count(cards_in="each_reserve"))))))
    play(g, anansi)
    assert total >= 3 and g.cards[anansi].boosts == total
    step = ab.Boost(kind="boost", objects=ME, amount=ab.Quantity(count=ab.Count(cards_in="each_reserve")))
    assert render_step(step) == "I gain 1 boost for each card in each player's Reserve"
    assert render_step(step, "fr") == "Je gagne 1 boost pour chaque carte dans la Réserve de chaque joueur"


# --- condition: base statistics of 0 ----------------------------------------------------------

def _zero_stats_watcher() -> ab.Reaction:
    return reaction("joins", ab.If(kind="if", condition=ab.StepCondition(zero_base_stats=3),
                                   steps=[BOOST_ME]))


def test_step_if_zero_base_stats_2_3_1_a_printed_zeros_count_boosts_do_not_hide_them():
    g = game_at_first_turn()
    p = g.pending.player
    zeros = give(g, p, character(stats=(0, 0, 1)), Zone.EXPEDITION, Side.HERO)
    g.cards[zeros].counters["boost"] = 2  # current statistics 2/2/3, base ones still 0/0/1
    give(g, p, character(stats=(0, 2, 2)), Zone.EXPEDITION, Side.COMPANION)
    watcher = give(g, p, character(_zero_stats_watcher(), stats=(1, 1, 1)))
    play(g, watcher)
    assert g.cards[watcher].boosts == 1  # three base statistics of 0


def test_step_if_zero_base_stats_opponents_and_reserve_cards_do_not_count():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(stats=(0, 0, 1)), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(0, 0, 0)), Zone.RESERVE)
    give(g, 1 - p, character(stats=(0, 0, 0)), Zone.EXPEDITION, Side.HERO)
    watcher = give(g, p, character(_zero_stats_watcher(), stats=(1, 1, 1)))
    play(g, watcher)
    assert g.cards[watcher].boosts == 0  # only two


# --- next_play: from_reserve_only, loses_fleeting_from_hand, activates_reserve_abilities ------

def test_step_next_play_from_reserve_only_ignores_cards_played_from_hand():
    step = ab.NextPlay(kind="next_play", filter=ab.Filter(type="character"), from_reserve_only=True, boosts=1)
    for src, boosts in (("hand", 0), ("reserve", 1)):
        g = game_at_first_turn()
        p = g.pending.player
        _use(g, give(g, p, character(_quick(step)), Zone.LANDMARKS))
        follower = give(g, p, character(), Zone.HAND if src == "hand" else Zone.RESERVE)
        play(g, follower, src=src)
        assert g.cards[follower].boosts == boosts
    assert render_step(step) == "The next Character you play from your Reserve this turn gains 1 boost"


def test_step_next_play_loses_fleeting_from_hand_2_4_6_b_only_when_played_from_hand():
    step = ab.NextPlay(kind="next_play", filter=ab.Filter(type="spell"), free=True, loses_fleeting_from_hand=True)
    for src, kept in (("hand", True), ("reserve", False)):
        g = game_at_first_turn()
        p = g.pending.player
        kadigir = give(g, p, character(_quick(step)), Zone.LANDMARKS)
        _use(g, kadigir)
        fleeting = give(g, p, spell(ab.Draw(kind="draw"), cost=2, keywords=ab.Keywords(fleeting=True)),
                        Zone.HAND if src == "hand" else Zone.RESERVE)
        before = len(ready_orbs(g, p))
        play(g, fleeting, src=src)
        assert len(ready_orbs(g, p)) == before  # free either way
        assert (g.cards[fleeting].zone is Zone.RESERVE) == kept
        assert (g.cards[fleeting].zone is Zone.DISCARD) != kept
    assert render_step(step) == ("The next Spell you play this turn is free. If you play it from your hand, "
                                 "it loses Fleeting")


def test_step_next_play_activates_reserve_abilities_7_3_1_b_as_if_played_from_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.NextPlay(kind="next_play", filter=ab.Filter(type="character"), from_hand_only=True,
                       activates_reserve_abilities="all")
    foundry = give(g, p, character(_quick(step)), Zone.LANDMARKS)
    _use(g, foundry)
    both = give(g, p, character(reaction("played_from_reserve", BOOST_ME),
                                reaction("played_from_hand", ab.Draw(kind="draw"))))
    hand = len(g.players[p].hand)
    play(g, both)
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[both].boosts == 1  # its {R} ability activated
    assert len(g.players[p].hand) == hand  # and its {H} too: played, then one card drawn
    assert not g.cards[both].has(Status.FLEETING)  # it was still played from hand
    assert g.ongoing == []


def _one_of_its_reserve_abilities(g, p) -> None:
    step = ab.NextPlay(kind="next_play", filter=ab.Filter(type="character"), from_hand_only=True,
                       activates_reserve_abilities="one")
    _use(g, give(g, p, character(_quick(step)), Zone.LANDMARKS))
    assert render_step(step) == ("The next Character you play from your hand this turn "
                                 "activates one of its {R} abilities")


def test_step_next_play_activates_one_reserve_ability_7_3_1_b_its_player_picks_which():
    g = game_at_first_turn()
    p = g.pending.player
    _one_of_its_reserve_abilities(g, p)
    two = give(g, p, character(reaction("played_from_reserve", BOOST_ME),
                               reaction("played_from_reserve", ab.Draw(kind="draw"))))
    hand = len(g.players[p].hand)
    play(g, two)
    assert g.pending.prompt == {"kind": "one_reserve_ability", "card": two}
    assert [a.arg for a in g.pending.options] == ["a1", "a2"]
    act(g, next(o for o in options(g) if o.endswith(" a2")))  # the draw, not the boost
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert len(g.players[p].hand) == hand  # played (one fewer), then one card drawn
    assert g.cards[two].boosts == 0  # the other {R} ability never activated
    assert g.ongoing == []


def test_step_next_play_activates_one_reserve_ability_7_3_1_b_a_single_one_without_asking():
    g = game_at_first_turn()
    p = g.pending.player
    _one_of_its_reserve_abilities(g, p)
    one = give(g, p, character(reaction("played_from_reserve", BOOST_ME)))
    play(g, one)
    assert g.pending.prompt.get("kind") != "one_reserve_ability"
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[one].boosts == 1


# --- activate_joins each_may ----------------------------------------------------------------

def test_step_activate_joins_each_may_6_5_i_one_choice_per_object_in_play_order():
    g = game_at_first_turn()
    p = g.pending.player
    counter = ab.GainCounters(kind="gain_counters", counter="kelon")
    first = give(g, p, character(reaction("joins", counter)), Zone.EXPEDITION, Side.HERO)
    second = give(g, p, character(reaction("joins", counter)), Zone.EXPEDITION, Side.COMPANION)
    give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)  # no {J} ability: no question
    step = ab.ActivateJoins(kind="activate_joins", each_may=True,
                            objects=ab.Select(ref="each", filter=ab.Filter(controller="you")))
    play(g, give(g, p, spell(step)))
    assert g.pending.kind == "may" and f"#{first}" not in prompt(g)
    assert prompt(g).endswith(f"abilities of {g.cdef(first).name}")
    act(g, "yes")
    assert prompt(g).endswith(f"abilities of {g.cdef(second).name}")
    act(g, "no")
    assert g.cards[first].counters.get("kelon") == 1
    assert g.cards[second].counters.get("kelon") is None
    assert render_step(step) == "For each Character you control, you may activate its {J} abilities"
