"""Kappa: a vanilla Trainer Spirit (and its Lyra rare).

Kappa (rare): Seasoned; support {D}: the next Character you play this turn gains 1 boost."""

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    add_mana,
    card,
    plays_for_its_printed_costs,
    put,
    ready_mana,
    send_to_reserve,
    start,
    use_support,
)


def _kappa(version):
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 0  # Hand Cost 4
    assert cid in g.players[p].expeditions[Side.HERO]
    assert stats(g, cid) == (4, 4, 5) and g.cards[cid].boosts == 0


def test_alt_core_b_br_13_c_is_a_vanilla_4_cost_character_4_4_5():
    _kappa("ALT_CORE_B_BR_13_C")


def test_alt_core_b_br_13_r2_is_a_vanilla_lyra_character_4_4_5():
    _kappa("ALT_CORE_B_BR_13_R2")
    assert card("ALT_CORE_B_BR_13_R2").faction is Faction.LY


AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_13_r_support_boosts_the_next_character():
    g, p = start()
    kappa = put(g, p, "ALT_CORE_B_BR_13_R", Zone.RESERVE)
    use_support(g, kappa)
    assert kappa in g.players[p].discard
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert g.cards[amelia].boosts == 1


def test_alt_core_b_br_13_r_is_seasoned():
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, "ALT_CORE_B_BR_13_R")
    play(g, cid)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (4, 4, 5)
    g.cards[cid].counters["boost"] = 1
    send_to_reserve(g, cid)
    assert g.cards[cid].boosts == 1


def test_alt_core_b_br_13_r2_kappa_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_BR_13_R2")
