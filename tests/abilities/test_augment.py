"""Augment (CR 7.3.3): a card that has counters gains one more of a kind it already has; a
card with none gains nothing. Boosts are counters (the remark of 7.3.3.a); of several kinds a
boost is taken first, then the first name in alphabetical order (README: Rules notes)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options
from tests.cards.builders import pick, target

IN_PLAY_OR_RESERVE = ab.Filter(type="card", or_in_reserve=True)
ONE = ab.Augment(kind="augment", objects=ab.Select(ref="target", filter=IN_PLAY_OR_RESERVE))
ANY = ab.Augment(kind="augment", objects=ab.Select(ref="target", filter=IN_PLAY_OR_RESERVE,
                                                  any_number=True))


def test_step_augment_7_3_3_a_one_more_of_a_counter_it_has():
    g = game_at_first_turn()
    p = g.pending.player
    kelon = give(g, p, character(), Zone.RESERVE)
    g.cards[kelon].counters["kelon"] = 2
    other = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, ONE)
    target(g, kelon)
    assert g.cards[kelon].counters == {"kelon": 3}
    assert not any(g.cards[other].counters.values())
    assert render_step(ONE) == "Augment target card in play or in Reserve"
    assert render_step(ONE, "fr") == "Augmentez une carte ciblée en jeu ou en Réserve"


def test_step_augment_7_3_3_a_boosts_are_counters_and_go_first():
    g = game_at_first_turn()
    p = g.pending.player
    both = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[both].counters.update({"boost": 1, "arcane": 1})
    cast(g, ONE)
    target(g, both)
    assert g.cards[both].counters == {"boost": 2, "arcane": 1}


def test_step_augment_7_3_3_a_without_counters_nothing_is_gained():
    g = game_at_first_turn()
    p = g.pending.player
    bare = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    mine = give(g, p, character(), Zone.RESERVE)
    hero = g.players[p].hero
    g.cards[hero].counters["boost"] = 1
    cast(g, ONE)
    assert sorted(options(g)) == sorted(o for o in options(g) if f"#{bare}" in o or f"#{mine}" in o)
    assert not any(f"#{hero}" in o for o in options(g))  # never a Hero: not in play (CR 7.3.3)
    pick(g, bare)
    assert not any(g.cards[bare].counters.values()) and g.cards[hero].counters == {"boost": 1}


def test_step_augment_7_3_3_a_any_number_of_targets_each_gain_one():
    g = game_at_first_turn()
    p = g.pending.player
    first = give(g, p, character(), Zone.RESERVE)
    g.cards[first].counters["arcane"] = 1
    second = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[second].counters["boost"] = 2
    left_alone = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[left_alone].counters["boost"] = 1
    cast(g, ANY)
    target(g, first)
    target(g, second)
    act(g, "done")
    assert g.cards[first].counters["arcane"] == 2 and g.cards[second].boosts == 3
    assert g.cards[left_alone].boosts == 1
    assert render_step(ANY) == "Augment any number of target cards in play or in Reserve"
    assert render_step(ANY, "fr") == \
        "Augmentez autant de cartes ciblées que vous voulez en jeu ou en Réserve"
