"""Base Cost (not in CR 3.0; README: Rules notes): the Reserve Cost of a card played from
Reserve or of a Fleeting object, the Hand Cost otherwise (CR 2.2.7, 2.2.8)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction, spell


def _watcher(g, p):
    """A Character of the player's: when you play a Spell with Base Cost 4 or more, I gain 1
    boost."""
    watcher = character(reaction("you_play", ab.Boost(kind="boost", objects=ab.Select(ref="me")),
                                 filter=ab.Filter(type="spell", min_base_cost=4)))
    return give(g, p, watcher, Zone.EXPEDITION, Side.HERO)


def _cheap_from_hand():
    """A Spell with Hand Cost 1 and Reserve Cost 4 that draws a card."""
    return spell(ab.Draw(kind="draw"), cost=1).model_copy(update={"reserve_cost": 4})


def test_filter_min_base_cost_2_2_8_a_spell_played_from_reserve_counts_its_reserve_cost():
    g = game_at_first_turn()
    p = g.pending.player
    for _ in range(2):
        give(g, p, character(), Zone.MANA)
    me = _watcher(g, p)
    card = give(g, p, _cheap_from_hand(), Zone.RESERVE)
    play(g, card, src="reserve")
    assert g.cards[me].boosts == 1


def test_filter_min_base_cost_2_2_7_a_the_same_spell_from_hand_counts_its_hand_cost():
    g = game_at_first_turn()
    p = g.pending.player
    me = _watcher(g, p)
    play(g, give(g, p, _cheap_from_hand()))
    assert g.cards[me].boosts == 0
    # a Spell that costs 4 from hand does trigger it
    for _ in range(2):
        give(g, p, character(), Zone.MANA)
    act(g, "pass")
    play(g, give(g, p, spell(ab.Draw(kind="draw"), cost=4).model_copy(update={"reserve_cost": 1})))
    assert g.cards[me].boosts == 1


def test_filter_max_base_cost_2_2_8_a_a_fleeting_object_in_play_counts_its_reserve_cost():
    g = game_at_first_turn()
    p = g.pending.player
    fleeting = give(g, 1 - p, character(cost=1).model_copy(update={"reserve_cost": 5}),
                    Zone.EXPEDITION, Side.HERO)
    g.cards[fleeting].status |= Status.FLEETING
    plain = give(g, 1 - p, character(cost=1).model_copy(update={"reserve_cost": 5}),
                 Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(
        ref="target", up_to=True, filter=ab.Filter(max_base_cost=2))))))
    offered = {int(o.split("#")[1].split()[0]) for o in options(g) if "#" in o}
    assert plain in offered and fleeting not in offered
