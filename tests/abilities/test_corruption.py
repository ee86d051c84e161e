"""Corruption (Roots of Corruption; not in CR 3.0, README rulings: Corruption): a common's
'I gain Fleeting unless ...' is read as its Reaction resolves, after the card was played
(CR 5.1.2); a rare's 'I can't be played unless ...' is read as the play is declared, while
the card is still in hand or Reserve, so 'another card in your hand' leaves it out."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import character, give, play, reaction, refresh
from tests.cards.builders import can_play, clear_hand, settle, start


def _fleeting_unless(**cond) -> ab.FleetingUnless:
    return ab.FleetingUnless(kind="fleeting_unless", unless=ab.StepCondition(**cond))


def test_corruption_fleeting_unless_is_read_after_the_card_left_the_hand():
    g, p = start()
    clear_hand(g, p)
    corrupted = give(g, p, character(reaction("played_from_hand", _fleeting_unless(empty="hand"))))
    play(g, corrupted)
    settle(g)
    assert g.cards[corrupted].zone is Zone.EXPEDITION
    assert not g.cards[corrupted].has(Status.FLEETING)  # its hand was empty once it was played


def test_step_fleeting_unless_the_condition_fails_the_card_gains_fleeting():
    g, p = start()
    assert g.players[p].hand  # the opening hand
    corrupted = give(g, p, character(reaction("played_from_hand", _fleeting_unless(empty="hand"))))
    play(g, corrupted)
    settle(g)
    assert g.cards[corrupted].has(Status.FLEETING)


def test_corruption_cant_be_played_unless_is_read_as_the_play_is_declared():
    g, p = start()
    clear_hand(g, p)
    alone = ab.CantBePlayed(kind="cant_be_played",
                            unless=ab.StepCondition(hand_at_most=0, other_than_me=True))
    corrupted = give(g, p, character(ab.PassiveAbility(kind="passive", effect=alone)))
    assert can_play(g, corrupted)  # the only card in hand: no other card there
    other = give(g, p, character())
    assert not can_play(g, corrupted)
    move(g, other, Zone.DISCARD)
    give(g, p, character(), Zone.RESERVE)  # a card elsewhere does not count
    assert can_play(g, corrupted)


def test_3_2_3_discard_pile_threshold_counts_the_cards_in_your_discard_pile():
    g, p = start()
    clear_hand(g, p)
    for cid in list(g.players[p].discard):
        move(g, cid, Zone.DECK)
    rule = ab.CantBePlayed(kind="cant_be_played", unless=ab.StepCondition(discard_at_least=6))
    corrupted = give(g, p, character(ab.PassiveAbility(kind="passive", effect=rule)))
    for _ in range(5):
        move(g, g.players[p].deck[0], Zone.DISCARD)
    refresh(g)
    assert not can_play(g, corrupted)
    move(g, g.players[p].deck[0], Zone.DISCARD)
    refresh(g)
    assert can_play(g, corrupted)
    move(g, g.players[1 - p].deck[0], Zone.DISCARD)  # an opponent's pile is not yours
    move(g, g.players[p].discard[0], Zone.DECK)
    refresh(g)
    assert not can_play(g, corrupted)



def test_step_sabotage_max_reserve_cost_only_cheap_reserve_cards_can_be_discarded():
    from altered_tui.engine.types import Zone as Z

    from tests.abilities.support import cast
    from tests.cards.builders import ACHILLES, TROOPER, can_pick, pick, put

    g, p = start()
    cheap = put(g, 1 - p, TROOPER, Z.RESERVE)  # Reserve Cost 1
    dear = put(g, 1 - p, ACHILLES, Z.RESERVE)  # Reserve Cost 5
    cast(g, ab.Sabotage(kind="sabotage", max_reserve_cost=2))
    assert not can_pick(g, dear)
    pick(g, cheap)
    assert g.cards[cheap].zone is Z.DISCARD and g.cards[dear].zone is Z.RESERVE


def test_corruption_another_character_in_each_of_your_expeditions_leaves_the_source_out():
    from altered_tui.engine.characteristics import condition_holds
    from altered_tui.engine.objects import Context
    from altered_tui.engine.types import Side

    from tests.cards.builders import TROOPER, put

    g, p = start()
    me = put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO)
    cond = ab.StepCondition(other_character_in_each_expedition=True)
    put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    assert not condition_holds(g, cond, Context(controller=p, source=me))  # only me in Hero's
    put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO)
    assert condition_holds(g, cond, Context(controller=p, source=me))

