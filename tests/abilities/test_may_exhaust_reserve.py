"""'You may exhaust a card in your Reserve to ...' (CR 6.4, 7.3.10): a ready card of yours the
player picks, paid before the steps; with none ready, only "no" is offered."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options


def test_step_may_cost_exhaust_reserve_card_7_3_10_pays_with_a_ready_reserve_card():
    step = ab.May(kind="may", cost=ab.MayCost(exhaust_reserve_card=True), steps=[ab.Draw(kind="draw")])
    g = game_at_first_turn()
    p = g.pending.player
    for cid in list(g.players[p].reserve):
        g.players[p].reserve.remove(cid)
        g.cards[cid].zone = Zone.DISCARD
        g.players[p].discard.append(cid)
    tired = give(g, p, character(), Zone.RESERVE)
    g.cards[tired].status |= Status.EXHAUSTED
    fresh = give(g, p, character(), Zone.RESERVE)
    hand = len(g.players[p].hand)
    cast(g, step)
    act(g, "yes")
    if g.pending.kind == "choose":
        assert not any(f"#{tired}" in o for o in options(g))
        act(g, next(o for o in options(g) if f"#{fresh}" in o))
    assert g.cards[fresh].has(Status.EXHAUSTED) and len(g.players[p].hand) == hand + 1
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    for cid in list(g2.players[p2].reserve):
        g2.cards[cid].status |= Status.EXHAUSTED
    cast(g2, step)
    assert options(g2) == ["no"]
    assert render_step(step) == "You may exhaust ({T}) a card in your Reserve to draw a card"
