"""Bravos Excavator: when I leave the Expedition zone, for each boost I had as I left, another
target Character in your Reserve gains 1 boost (CR 2.1.d: the boosts of the old object). The
Bravos rare's support: when you play another Character, 1 boost up to 3. The Axiom rare: for
each boost, you may augment target card in play or in Reserve (CR 7.3.3)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, refresh
from tests.cards.builders import (
    AMELIA, CHRONICLER, PLAY_CHARACTER, boosted, can_pick, gains_up_to, pick, put,
    send_to_reserve, settle, start,
)


def _leaves_with_boosts(version: str, boosts: int = 3):
    g, p = start()
    digger = boosted(g, p, version, boosts=boosts)
    friends = [put(g, p, AMELIA, Zone.RESERVE) for _ in range(2)]
    theirs = put(g, 1 - p, CHRONICLER, Zone.RESERVE)
    send_to_reserve(g, digger)  # not Seasoned: it goes without its boosts
    refresh(g)
    settle(g)
    assert g.cards[digger].zone is Zone.RESERVE and g.cards[digger].boosts == 0
    return g, p, digger, friends, theirs


def _passes_its_boosts_on(version: str) -> None:
    g, p, digger, friends, theirs = _leaves_with_boosts(version)
    for friend in (friends[0], friends[0], friends[1]):
        assert not can_pick(g, digger) and not can_pick(g, theirs)  # another, in your Reserve
        pick(g, friend)
    assert [g.cards[f].boosts for f in friends] == [2, 1] and g.cards[theirs].boosts == 0
    assert g.pending.kind == "turn"  # three boosts, three targets: no more


def test_alt_bise_b_br_53_c_passes_its_boosts_to_your_reserve_as_it_leaves():
    _passes_its_boosts_on("ALT_BISE_B_BR_53_C")


def test_alt_bise_b_br_53_r1_passes_its_boosts_on_and_supports():
    _passes_its_boosts_on("ALT_BISE_B_BR_53_R1")
    assert gains_up_to("ALT_BISE_B_BR_53_R1", PLAY_CHARACTER, 4) == [1, 2, 3, 3]


def test_alt_bise_b_br_53_r2_may_augment_once_for_each_boost():
    g, p = start()
    digger = boosted(g, p, "ALT_BISE_B_BR_53_R2", boosts=2)
    kelon = put(g, 1 - p, AMELIA, Zone.RESERVE)
    g.cards[kelon].counters["kelon"] = 1
    mine = boosted(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION, boosts=1)
    send_to_reserve(g, digger)
    refresh(g)
    settle(g)
    act(g, "yes")
    pick(g, kelon)  # a card in a Reserve, an opponent's too
    act(g, "yes")
    pick(g, mine)
    assert g.cards[kelon].counters["kelon"] == 2 and g.cards[mine].boosts == 2
    assert g.pending.kind == "turn"
