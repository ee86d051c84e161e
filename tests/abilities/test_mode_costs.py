"""A mode of 'choose one' with a cost of its own ("{T}: I gain 2 boosts"): paid as the mode
is chosen (CR 6.5.g, 6.4); a mode whose cost can't be paid is not offered."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options
from tests.cards.builders import advance_to_noon

ME = ab.Select(ref="me")
CHOICE = ab.ChooseOne(kind="choose_one", modes=[
    [ab.Boost(kind="boost", objects=ME, amount=1, up_to_max=3)],
    [ab.Boost(kind="boost", objects=ME, amount=2, up_to_max=3)]],
    costs=[None, ab.MayCost(exhaust_me=True)])


def _at_noon():
    g = game_at_first_turn()
    p = g.pending.player
    support = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="at_noon"), effect=[CHOICE])
    cid = give(g, p, character(support=(support,)), Zone.RESERVE)
    advance_to_noon(g, stop=lambda g: g.pending.kind == "mode")
    return g, p, cid


def test_step_choose_one_6_5_g_a_mode_with_a_cost_is_paid_as_it_is_chosen():
    g, p, cid = _at_noon()
    assert len(options(g)) == 2
    act(g, next(o for o in options(g) if o.startswith("mode 2")))
    assert g.cards[cid].boosts == 2 and g.cards[cid].has(Status.EXHAUSTED)
    assert render_step(CHOICE) == ("Choose one:\n  • I gain 1 boost, up to a max of 3.\n"
                                   "  • {T}: I gain 2 boosts, up to a max of 3")


def test_step_choose_one_6_4_a_mode_whose_cost_cant_be_paid_is_not_offered():
    g = game_at_first_turn()
    p = g.pending.player
    steps = ab.ChooseOne(kind="choose_one", modes=[[ab.Draw(kind="draw")], [ab.Draw(kind="draw", count=2)]],
                         costs=[None, ab.MayCost(mana=99)])
    hand = len(g.players[p].hand)
    cast(g, steps)
    assert options(g) == ["mode 1"]
    act(g, "mode 1")
    assert len(g.players[p].hand) == hand + 1



SPEND_FOR_TWO = ab.ChooseOne(kind="choose_one", modes=[[ab.Draw(kind="draw")],
                                                       [ab.Draw(kind="draw", count=2)]],
                             costs=[None, ab.MayCost(spend_counter_from_yours=True)])


def test_step_choose_one_2_5_h_a_mode_paid_with_a_counter_of_a_card_of_yours():
    g = game_at_first_turn()
    p = g.pending.player
    spare = give(g, p, character(), Zone.RESERVE)
    g.cards[spare].counters["kelon"] = 1
    hand = len(g.players[p].hand)
    cast(g, SPEND_FOR_TWO)
    act(g, next(o for o in options(g) if o.startswith("mode 2")))
    assert options(g) == [f"choose {g.cdef(spare).name}#{spare}"]
    act(g, options(g)[0])
    assert g.cards[spare].counters["kelon"] == 0
    assert len(g.players[p].hand) == hand + 2
    assert render_step(SPEND_FOR_TWO) == (
        "Choose one:\n  • Draw a card.\n  • Spend 1 counter from a card you control or in your "
        "Reserve: Draw two cards")


def test_step_choose_one_2_5_h_without_a_counter_that_mode_is_not_offered():
    g = game_at_first_turn()
    cast(g, SPEND_FOR_TWO)
    assert options(g) == ["mode 1"]


UP_TO_ONE = ab.ChooseOne(kind="choose_one", up_to=True, modes=[[ab.Draw(kind="draw")],
                                                               [ab.Draw(kind="draw", count=2)]])


def test_step_choose_one_6_5_g_choose_up_to_one_may_choose_none():
    g = game_at_first_turn()
    p = g.pending.player
    hand = len(g.players[p].hand)
    cast(g, UP_TO_ONE)
    assert options(g) == ["mode 1", "mode 2", "done"]
    act(g, "done")
    assert len(g.players[p].hand) == hand
    g = game_at_first_turn()
    cast(g, UP_TO_ONE)
    act(g, "mode 2")
    assert len(g.players[p].hand) == hand + 2
    assert render_step(UP_TO_ONE) == "Choose up to one:\n  • Draw a card.\n  • Draw two cards"
    assert render_step(UP_TO_ONE, "fr").startswith("Choisissez-en jusqu'à un :")
