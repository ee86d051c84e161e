"""Baron Cimetière: {H} if six or more cards are in your discard pile (CR 3.2.3), create a
Mana Moth token in target Expedition."""

from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, options, play
from tests.cards.builders import add_mana, card, check_facts, put, settle, start

MANA_MOTH = "ALT_ALIZE_B_YZ_47_C"


def _moths(in_discard: int, version: str = "ALT_EOLE_B_YZ_120_C", src: str = "hand", feat: bool = False) -> tuple[int, int]:
    g, p = start()
    add_mana(g, p, 3)
    for cid in list(g.players[p].discard):
        move(g, cid, Zone.DECK)
    for _ in range(in_discard):
        move(g, g.players[p].deck[0], Zone.DISCARD)
    if feat:
        done = put(g, p, "ALT_EOLE_B_YZ_121_C", Zone.LANDMARKS)
        g.cards[done].status |= Status.COMPLETED
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, src=src)
    settle(g)
    while g.pending.kind in ("target", "expedition", "choose") and g.pending.player == p:
        act(g, options(g)[0])
    settle(g)
    moths = sum(1 for c in g.cards.values() if c.card_id == MANA_MOTH and c.zone is Zone.EXPEDITION)
    return moths, g.cards[me].counters.get("boost", 0)


def test_alt_eole_b_yz_120_c_with_six_cards_in_discard_creates_a_mana_moth():
    check_facts("ALT_EOLE_B_YZ_120_C", 3, 2, (2, 2, 2), "YZ")
    assert _moths(6) == (1, 0) and _moths(5) == (0, 0)


def test_alt_eole_b_yz_120_r1_joins_with_a_mana_moth_if_six_in_discard_otherwise_a_boost():
    _printed("ALT_EOLE_B_YZ_120_R1", "YZ")
    assert _moths(6, "ALT_EOLE_B_YZ_120_R1", "reserve") == (1, 0)
    assert _moths(5, "ALT_EOLE_B_YZ_120_R1", "reserve") == (0, 1)


def test_alt_eole_b_yz_120_r2_joins_with_a_mana_moth_if_a_completed_feat_otherwise_a_boost():
    _printed("ALT_EOLE_B_YZ_120_R2", "BR")
    assert _moths(0, "ALT_EOLE_B_YZ_120_R2", "reserve", feat=True) == (1, 0)
    assert _moths(6, "ALT_EOLE_B_YZ_120_R2", "reserve") == (0, 1)


def _printed(version: str, faction: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.forest, d.mountain, d.water) == (2, 2, 1, 1, 1)
    assert d.faction.value == faction
