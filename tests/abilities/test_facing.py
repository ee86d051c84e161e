"""'The Expedition facing me' (CR 1.2.3.c; Gigantic: 7.4.4.g): a Character joining it, and
how many Characters I am facing."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability
from altered_tui.engine.characteristics import has_keyword
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, play, reaction

BOOST_ME = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)


def _settle(g):
    while g.pending is not None and g.pending.kind == "reaction":
        act(g, options(g)[0])


def _watcher(g, p, side=Side.HERO, **fields):
    return give(g, p, character(reaction("character_joins_facing_expedition", BOOST_ME), **fields),
                Zone.EXPEDITION, side)


def _their_turn(g, p):
    act(g, "pass")  # I pass: the opponent plays on (CR 4.2.3)
    assert g.pending.player == 1 - p


def test_trigger_character_joins_facing_expedition_1_2_3_c_only_the_one_facing_mine():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = _watcher(g, p)
    _their_turn(g, p)
    play(g, give(g, 1 - p, character()), side="companion")  # not facing my Hero Expedition
    _settle(g)
    assert g.cards[watcher].boosts == 0
    play(g, give(g, 1 - p, character()), side="hero")
    _settle(g)
    assert g.cards[watcher].boosts == 1
    assert render_ability(g.cdef(watcher).abilities[0]) == \
        "When a Character joins the Expedition facing me — I gain 1 boost."


def test_trigger_character_joins_facing_expedition_not_my_own_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = _watcher(g, p)
    play(g, give(g, p, character()), side="hero")  # beside me: facing nothing new
    _settle(g)
    assert g.cards[watcher].boosts == 0


def test_trigger_character_joins_facing_expedition_7_4_4_g_gigantic_faces_both():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = _watcher(g, p, keywords=ab.Keywords(gigantic=True))
    _their_turn(g, p)
    play(g, give(g, 1 - p, character()), side="companion")
    _settle(g)
    assert g.cards[watcher].boosts == 1


def test_trigger_character_joins_facing_expedition_7_3_28_switching_into_it():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = _watcher(g, p)
    mover = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    cast(g, ab.SwitchExpeditions(kind="switch_expeditions", objects=ab.Select(
        ref="target", filter=ab.Filter(controller="opponent"))))
    if g.pending is not None and g.pending.kind == "target":
        act(g, f"target {g.cdef(mover).name}#{mover}")
    _settle(g)
    assert g.cards[mover].side is Side.HERO and g.cards[watcher].boosts == 1


def _facing_count_condition(**kw) -> ab.StepCondition:
    return ab.StepCondition(**kw)


def test_cond_facing_characters_1_2_3_c_counts_the_expedition_facing_mine():
    g = game_at_first_turn()
    p = g.pending.player
    bird = give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.GrantKeywords(
        kind="grant_keywords", keywords=ab.Keywords(defender=True),
        unless=ab.StepCondition(facing_characters_at_least=2)))), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)  # not facing me
    assert has_keyword(g, bird, "defender")
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    assert not has_keyword(g, bird, "defender")
    assert render_ability(g.cdef(bird).abilities[0]) == \
        "I am Defender unless I'm facing two or more Characters."


def test_cond_facing_characters_7_4_4_b_a_gigantic_character_faces_me_from_either():
    g = game_at_first_turn()
    p = g.pending.player
    only_one = ab.If(kind="if", condition=ab.StepCondition(
        facing_characters_at_least=1, facing_characters_at_most=1), steps=[BOOST_ME])
    one = give(g, p, character(reaction("joins", only_one)))
    give(g, 1 - p, character(keywords=ab.Keywords(gigantic=True)), Zone.EXPEDITION, Side.COMPANION)
    play(g, one, side="hero")
    _settle(g)
    assert g.cards[one].boosts == 1
    assert render_ability(g.cdef(one).abilities[0]) == \
        "{J} If I'm facing only one Character, I gain 1 boost."
