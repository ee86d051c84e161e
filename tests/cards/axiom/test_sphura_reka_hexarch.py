"""Sphura, Reka Hexarch (Exalted): {1} less if you control an exhausted Permanent, {1} less if
there is an exhausted card in your Reserve (CR 5.1.2.e); {J} with four or more of them, ready
up to two (CR 7.3.18)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, REPROCESSOR, add_mana, card, put, ready_mana, settle, start



def _paid(landmarks: int, stored: int) -> tuple[int, object, list[int]]:
    g, p = start()
    add_mana(g, p, 3)
    tired = []
    for _ in range(landmarks):
        tired.append(put(g, p, REPROCESSOR, Zone.LANDMARKS))
    for _ in range(stored):
        tired.append(put(g, p, AMELIA, Zone.RESERVE))
    for cid in tired:
        g.cards[cid].status |= Status.EXHAUSTED
    before = ready_mana(g, p)
    play(g, put(g, p, "ALT_DUSTER_B_AX_95_E"))
    return before - ready_mana(g, p), g, tired


def test_alt_duster_b_ax_95_e_cheaper_for_exhausted_cards_and_readies_two_of_four():
    d = card("ALT_DUSTER_B_AX_95_E")
    assert (d.rarity.value, d.faction.value, d.hand_cost, d.stats) == ("exalted", "AX", 5, (4, 4, 4))
    assert _paid(0, 0)[0] == 5
    assert _paid(1, 0)[0] == 4 and _paid(0, 1)[0] == 4
    paid, g, tired = _paid(2, 2)
    assert paid == 3
    settle(g)
    for cid in tired[:2]:  # up to two of them
        act(g, next(o for o in options(g) if f"#{cid}" in o))
    if g.pending is not None and "done" in options(g):
        act(g, "done")
    assert [g.cards[c].has(Status.EXHAUSTED) for c in tired] == [False, False, True, True]
    paid, g, tired = _paid(1, 2)  # three: no readying
    settle(g)
    assert all(g.cards[c].has(Status.EXHAUSTED) for c in tired)
