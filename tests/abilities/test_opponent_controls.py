"""'If an opponent controls N or more [objects]' (CR 6.5.d) and a new token that becomes
"it" for the steps after it (CR 7.3.4)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_steps
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, play, spell

BOOST_ME = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)


def test_cond_opponent_controls_6_5_d_counts_the_opponents_objects_only():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.If(kind="if", condition=ab.StepCondition(
        opponent_controls=ab.Filter(type="character"), at_least=2), steps=[BOOST_ME])
    for _ in range(3):
        give(g, p, character(), Zone.EXPEDITION, Side.HERO)  # mine do not count
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    first = give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                                             effect=[step])))
    play(g, first)
    assert g.cards[first].boosts == 0
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    act(g, "pass") if g.pending.player != p else None
    second = give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                                              effect=[step])))
    play(g, second)
    assert g.cards[second].boosts == 1
    assert render_steps([step]) == "If an opponent controls two or more Characters, I gain 1 boost"


def test_step_create_token_7_3_4_the_new_token_becomes_it():
    g = game_at_first_turn()
    p = g.pending.player
    steps = [ab.CreateToken(kind="create_token", token="Woollyback",
                            where="opponent_companion_expedition", becomes_it=True),
             ab.GainStatus(kind="gain_status", objects=ab.Select(ref="it"), status="asleep")]
    play(g, give(g, p, spell(*steps)))
    [sheep] = g.players[1 - p].expeditions[Side.COMPANION]
    assert g.cards[sheep].token and g.cards[sheep].has(Status.ASLEEP)
