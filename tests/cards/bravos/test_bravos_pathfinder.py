"""Bravos Pathfinder: a vanilla Adventurer (and its Lyra rare).

Bravos Pathfinder (rare): Seasoned. {H} You may pay {2} to have me gain 1 boost."""

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    add_mana,
    card,
    plays_for_its_printed_costs,
    put,
    ready_mana,
    send_to_reserve,
    start,
)


def _pathfinder(version):
    g, p = start()
    cid = put(g, p, version)
    play(g, cid, side="companion")
    assert ready_mana(g, p) == 1  # Hand Cost 2
    assert cid in g.players[p].expeditions[Side.COMPANION]
    assert stats(g, cid) == (0, 3, 3) and g.cards[cid].boosts == 0
    g2, p2 = start()
    again = put(g2, p2, version, Zone.RESERVE)
    play(g2, again, src="reserve")
    assert ready_mana(g2, p2) == 1 and g2.cards[again].has(Status.FLEETING)  # Reserve Cost 2


def test_alt_core_b_br_08_c_is_a_vanilla_2_2_character_0_3_3():
    _pathfinder("ALT_CORE_B_BR_08_C")


def test_alt_core_b_br_08_r2_is_a_vanilla_lyra_character_0_3_3():
    _pathfinder("ALT_CORE_B_BR_08_R2")
    assert card("ALT_CORE_B_BR_08_R2").faction is Faction.LY


PATH = "ALT_CORE_B_BR_08_R"


def test_alt_core_b_br_08_r_may_pay_two_for_a_boost_and_keeps_it_in_reserve():
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, PATH)
    play(g, cid)
    assert ready_mana(g, p) == 2 and g.pending.kind == "may"
    act(g, "yes")
    assert ready_mana(g, p) == 0 and stats(g, cid) == (1, 4, 4)
    send_to_reserve(g, cid)
    assert cid in g.players[p].reserve and g.cards[cid].boosts == 1  # Seasoned


def test_alt_core_b_br_08_r_cannot_pay_without_two_mana():
    g, p = start()
    cid = put(g, p, PATH)
    play(g, cid)
    assert ready_mana(g, p) == 1 and options(g) == ["no"]
    act(g, "no")
    assert g.cards[cid].boosts == 0


def test_alt_core_b_br_08_r_from_reserve_asks_nothing():
    g, p = start()
    play(g, put(g, p, PATH, Zone.RESERVE), src="reserve")
    assert g.pending.kind == "turn"


def test_alt_core_b_br_08_r2_bravos_pathfinder_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_BR_08_R2")
