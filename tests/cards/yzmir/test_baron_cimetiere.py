"""Baron Cimetière: {H} if six or more cards are in your discard pile (CR 3.2.3), create a
Mana Moth token in target Expedition."""

from altered_tui.engine.types import Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, options, play
from tests.cards.builders import add_mana, check_facts, put, settle, start

MANA_MOTH = "ALT_ALIZE_B_YZ_47_C"


def _moths(in_discard: int) -> int:
    g, p = start()
    add_mana(g, p, 3)
    for cid in list(g.players[p].discard):
        move(g, cid, Zone.DECK)
    for _ in range(in_discard):
        move(g, g.players[p].deck[0], Zone.DISCARD)
    play(g, put(g, p, "ALT_EOLE_B_YZ_120_C"))
    settle(g)
    while g.pending.kind in ("target", "expedition", "choose") and g.pending.player == p:
        act(g, options(g)[0])
    settle(g)
    return sum(1 for c in g.cards.values() if c.card_id == MANA_MOTH and c.zone is Zone.EXPEDITION)


def test_alt_eole_b_yz_120_c_with_six_cards_in_discard_creates_a_mana_moth():
    check_facts("ALT_EOLE_B_YZ_120_C", 3, 2, (2, 2, 2), "YZ")
    assert _moths(6) == 1 and _moths(5) == 0
