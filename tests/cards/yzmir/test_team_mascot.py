"""Team Mascot: {J} if there's an exhausted card in Reserve (either player's), I gain 1 boost.
R1: with two or more, up to two target Characters each gain 1 boost (CR 6.5.b). R2: as R1."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, SKALD, check_facts, label, put, settle, start


def _exhausted_in_reserve(g, player: int, n: int) -> None:
    for _ in range(n):
        cid = put(g, player, SKALD, Zone.RESERVE)
        g.cards[cid].status |= Status.EXHAUSTED


def test_alt_duster_b_yz_96_c_a_boost_with_an_exhausted_card_in_reserve():
    for exhausted, boosts in ((1, 1), (0, 0)):
        g, p = start()
        _exhausted_in_reserve(g, 1 - p, exhausted)  # the opponent's Reserve counts
        me = put(g, p, "ALT_DUSTER_B_YZ_96_C")
        play(g, me)
        settle(g)
        assert g.cards[me].boosts == boosts
    check_facts("ALT_DUSTER_B_YZ_96_C", 2, 2, (1, 1, 2), "YZ")


def test_alt_duster_b_yz_96_r1_two_exhausted_cards_boost_up_to_two_targets():
    g, p = start()
    _exhausted_in_reserve(g, p, 1)
    _exhausted_in_reserve(g, 1 - p, 1)
    friend = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, "ALT_DUSTER_B_YZ_96_R1")
    play(g, me, side="companion")
    for cid in (friend, me):
        act(g, next(o for o in options(g) if label(g, cid) in o))
    if g.pending.kind == "target":
        act(g, "done")
    assert g.cards[friend].boosts == 1 and g.cards[me].boosts == 1
    g, p = start()
    _exhausted_in_reserve(g, p, 1)
    me = put(g, p, "ALT_DUSTER_B_YZ_96_R1")
    play(g, me)
    settle(g)
    assert g.pending.kind == "turn" and g.cards[me].boosts == 0  # one is not enough
    check_facts("ALT_DUSTER_B_YZ_96_R1", 2, 2, (1, 1, 2), "YZ")


def test_alt_duster_b_yz_96_r2_two_exhausted_cards_boost_up_to_two_targets():
    g, p = start()
    _exhausted_in_reserve(g, p, 1)
    _exhausted_in_reserve(g, 1 - p, 1)
    friend = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, "ALT_DUSTER_B_YZ_96_R2")
    play(g, me, side="companion")
    for cid in (friend, me):
        act(g, next(o for o in options(g) if label(g, cid) in o))
    if g.pending.kind == "target":
        act(g, "done")
    assert g.cards[friend].boosts == 1 and g.cards[me].boosts == 1
    g, p = start()
    _exhausted_in_reserve(g, p, 1)
    me = put(g, p, "ALT_DUSTER_B_YZ_96_R2")
    play(g, me)
    settle(g)
    assert g.pending.kind == "turn" and g.cards[me].boosts == 0  # one is not enough
    check_facts("ALT_DUSTER_B_YZ_96_R2", 2, 2, (1, 1, 2), "AX")
