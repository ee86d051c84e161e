"""The Wayfarer: if you would roll dice, also reveal the top card of your Deck; when you reveal
a card this way, if its Hand Cost equals the die's result, draw it (R1: you may exhaust me to
play it for free, CR 7.3.20). Ordis R2: when you play a Bureaucrat, roll a die and reveal the
top card; if its Hand Cost equals the result, draw it."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    AMELIA, BUREAUCRAT, SKALD, add_mana, fix_dice, pick_if_asked, put, ready_mana, settle, start,
)


def _on_top(g, p, card_id: str) -> int:
    top = put(g, p, card_id, Zone.DECK)
    g.players[p].deck.remove(top)
    g.players[p].deck.insert(0, top)
    return top


def _rolls_with(version: str, result: int):
    """The Wayfarer in play, a Lyra Skald (Hand Cost 2) on top of the Deck; Daedalus rolls."""
    g, p = start()
    wayfarer = put(g, p, version, Zone.LANDMARKS)
    in_reserve = put(g, p, AMELIA, Zone.RESERVE)
    top = _on_top(g, p, SKALD)
    fix_dice(g, result)
    daedalus = put(g, p, "ALT_BISE_B_LY_53_C")
    play(g, daedalus)
    settle(g)
    pick_if_asked(g, in_reserve)
    revealed = any(e.kind == "reveal_cards" and e.data.get("card") == top for e in g.log)
    return g, p, wayfarer, top, revealed


def test_alt_bise_b_ly_62_c_draws_the_revealed_card_when_its_cost_is_the_result():
    g, p, wayfarer, top, revealed = _rolls_with("ALT_BISE_B_LY_62_C", 2)
    settle(g)
    assert revealed and top in g.players[p].hand
    g, p, wayfarer, top, revealed = _rolls_with("ALT_BISE_B_LY_62_C", 5)
    settle(g)
    assert revealed and g.players[p].deck[0] == top  # revealed, not drawn


def test_alt_bise_b_ly_62_r1_may_exhaust_to_play_the_revealed_card_for_free():
    g, p, wayfarer, top, revealed = _rolls_with("ALT_BISE_B_LY_62_R1", 2)
    settle(g)
    assert g.pending.kind == "may"
    before = ready_mana(g, p)
    act(g, "yes")
    act(g, "expedition -> companion")
    settle(g)
    assert g.cards[top].zone is Zone.EXPEDITION and g.cards[top].side is Side.COMPANION
    assert g.cards[wayfarer].has(Status.EXHAUSTED) and ready_mana(g, p) == before
    g, p, wayfarer, top, revealed = _rolls_with("ALT_BISE_B_LY_62_R1", 4)
    settle(g)
    assert g.pending.kind != "may" and g.players[p].deck[0] == top


def test_alt_bise_b_ly_62_r2_rolls_and_reveals_when_you_play_a_bureaucrat():
    for result, drawn in ((2, True), (3, False)):
        g, p = start()
        add_mana(g, p, 3)
        put(g, p, "ALT_BISE_B_LY_62_R2", Zone.LANDMARKS)
        top = _on_top(g, p, SKALD)
        fix_dice(g, result)
        play(g, put(g, p, BUREAUCRAT))
        settle(g)
        assert (top in g.players[p].hand) is drawn
    g, p = start()
    put(g, p, "ALT_BISE_B_LY_62_R2", Zone.LANDMARKS)
    fix_dice(g, 2)
    play(g, put(g, p, AMELIA))  # not a Bureaucrat: no roll
    settle(g)
    assert not any(e.kind == "die" for e in g.log)
