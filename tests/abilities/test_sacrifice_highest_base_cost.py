"""Step 'sacrifice' with `highest_base_cost` (CR 7.3.25; README rulings, Tag!): the player
sacrifices one of the objects they control of the highest Base Cost, choosing among equals;
a Fleeting object's Base Cost is its Reserve Cost."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options

STEP = ab.Sacrifice(kind="sacrifice", who="opponent", highest_base_cost=True,
                    objects=ab.Select(ref="choose", filter=ab.Filter(type="character")))


def test_step_sacrifice_highest_base_cost_7_3_25_only_the_costliest_may_be_chosen():
    g = game_at_first_turn()
    p = g.pending.player
    o = 1 - p
    low = give(g, o, character(cost=1, name="Low"), Zone.EXPEDITION, Side.HERO)
    a = give(g, o, character(cost=4, name="High A"), Zone.EXPEDITION, Side.HERO)
    b = give(g, o, character(cost=4, name="High B"), Zone.EXPEDITION, Side.COMPANION)
    mine = give(g, p, character(cost=9, name="Mine"), Zone.EXPEDITION, Side.HERO)
    cast(g, STEP)
    assert g.pending.kind == "choose" and g.pending.player == o
    assert sorted(options(g)) == [f"choose High A#{a}", f"choose High B#{b}"]
    act(g, f"choose High B#{b}")
    assert b in g.players[o].discard
    assert all(g.cards[c].zone is Zone.EXPEDITION for c in (low, a, mine))


def test_step_sacrifice_highest_base_cost_2_2_7_a_fleeting_one_counts_its_reserve_cost():
    g = game_at_first_turn()
    p = g.pending.player
    o = 1 - p
    fleeting = give(g, o, character(cost=5, name="Fleeting").model_copy(update={"reserve_cost": 1}),
                    Zone.EXPEDITION, Side.HERO)
    g.cards[fleeting].status |= Status.FLEETING
    mid = give(g, o, character(cost=2, name="Mid"), Zone.EXPEDITION, Side.HERO)
    cast(g, STEP)
    assert mid in g.players[o].discard  # the only one of the highest Base Cost: no choice
    assert g.cards[fleeting].zone is Zone.EXPEDITION
    assert render_ability(ab.SpellEffect(kind="effect", steps=[STEP])) == (
        "Target opponent sacrifices the Character they control with the highest Base Cost.")
