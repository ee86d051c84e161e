"""Physical Training: target Character gains 3 boosts (Bravos rare: and draw a card)."""

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, card, label, put, ready_mana, start


AMELIA = "ALT_CORE_B_AX_11_C"


def _train(version, src="hand", extra_mana=0):
    g, p = start()
    add_mana(g, p, extra_mana)
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    training = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    hand = len(g.players[p].hand)
    top = g.players[p].deck[0]
    before = ready_mana(g, p)
    play(g, training, src=src)
    paid = before - ready_mana(g, p)
    act(g, f"target {label(g, mine)}")
    assert stats(g, mine) == (5, 5, 5) and g.cards[theirs].boosts == 0
    return g, p, training, paid, hand, top


def test_alt_core_b_br_26_c_gives_three_boosts_for_two_and_goes_to_reserve():
    g, p, training, paid, hand, top = _train("ALT_CORE_B_BR_26_C")
    assert paid == 2 and training in g.players[p].reserve
    assert top not in g.players[p].hand


def test_alt_core_b_br_26_c_from_reserve_costs_three_and_is_discarded():
    g, p, training, paid, hand, top = _train("ALT_CORE_B_BR_26_C", src="reserve")
    assert paid == 3 and training in g.players[p].discard  # Fleeting from Reserve


def test_alt_core_b_br_26_r_gives_three_boosts_and_draws_a_card():
    g, p, training, paid, hand, top = _train("ALT_CORE_B_BR_26_R")
    assert paid == 3 and top in g.players[p].hand
    assert len(g.players[p].hand) == hand  # the spell left the hand, the drawn card came in


def test_alt_core_b_br_26_r2_gives_three_boosts_and_is_a_muna_card():
    g, p, training, paid, hand, top = _train("ALT_CORE_B_BR_26_R2")
    assert paid == 2 and top not in g.players[p].hand
    assert card("ALT_CORE_B_BR_26_R2").faction is Faction.MU
