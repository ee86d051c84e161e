"""Colorful Cuckoo: {J} I gain Anchored; when a Character joins the Expedition facing me, I
gain 1 boost (rares: when I go to Reserve from the Expedition zone having had 2 or more
boosts, you may put a card from your Reserve in your Mana zone, exhausted)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play, refresh
from tests.cards.builders import (
    AMELIA, add_mana, check_facts, pick, opponent_joins_facing, put, send_to_reserve, settle,
    settle_accepting, start,
)

C, R1, R2 = "ALT_CYCLONE_B_MU_70_C", "ALT_CYCLONE_B_MU_70_R1", "ALT_CYCLONE_B_MU_70_R2"


def _played_then_faced(version: str, side: str = "hero"):
    g, p = start()
    cuckoo = put(g, p, version)
    add_mana(g, p, 3)
    play(g, cuckoo)
    settle(g)
    assert g.cards[cuckoo].has(Status.ANCHORED)
    opponent_joins_facing(g, p, side)
    settle(g)
    return g, p, cuckoo


def test_alt_cyclone_b_mu_70_c_anchored_and_a_boost_for_each_character_facing_me():
    g, p, cuckoo = _played_then_faced(C)
    assert g.cards[cuckoo].boosts == 1
    g, p, cuckoo = _played_then_faced(C, side="companion")  # not the Expedition facing mine
    assert g.cards[cuckoo].boosts == 0
    check_facts(C, 3, 3, (1, 1, 1), "MU")


def _to_mana(version: str, boosts: int):
    g, p, cuckoo = _played_then_faced(version)
    g.cards[cuckoo].counters["boost"] = boosts
    other = put(g, p, AMELIA, Zone.RESERVE)
    send_to_reserve(g, cuckoo)
    refresh(g)
    return g, p, cuckoo, other


def test_alt_cyclone_b_mu_70_r1_leaving_with_two_boosts_puts_a_reserve_card_in_mana():
    g, p, cuckoo, other = _to_mana(R1, 2)
    settle_accepting(g)
    pick(g, other)
    assert g.cards[other].zone is Zone.MANA and g.cards[other].has(Status.EXHAUSTED)
    assert g.cards[cuckoo].zone is Zone.RESERVE
    check_facts(R1, 3, 3, (1, 1, 1), "MU")


def test_alt_cyclone_b_mu_70_r1_one_boost_is_not_enough():
    g, p, cuckoo, other = _to_mana(R1, 1)
    settle_accepting(g)
    assert g.cards[other].zone is Zone.RESERVE and g.pending.kind != "choose"


def test_alt_cyclone_b_mu_70_r2_the_bravos_rare_does_the_same():
    g, p, cuckoo = _played_then_faced(R2)
    assert g.cards[cuckoo].boosts == 1
    g, p, cuckoo, other = _to_mana(R2, 3)
    settle_accepting(g)
    pick(g, other)
    assert g.cards[other].zone is Zone.MANA
    check_facts(R2, 3, 3, (1, 1, 1), "BR")
