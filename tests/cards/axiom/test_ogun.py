"""Ogun: {J} Robots (R2: Plants) you control gain 1 boost; the rare may first pay {2} for a
Brassbug."""

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, answer, card, put, ready_mana, start, tokens_named


BRASSBUG = "ALT_CORE_B_AX_31_C"  # Robot token
SHROOM = "ALT_CORE_B_MU_08_C"  # a Plant
AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_ax_06_c_robots_you_control_gain_a_boost():
    g, p = start()
    mine = put(g, p, BRASSBUG, Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, BRASSBUG, Zone.EXPEDITION, Side.HERO)
    human = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    ogun = put(g, p, "ALT_CORE_B_AX_06_C")
    play(g, ogun)
    assert ready_mana(g, p) == 1 and stats(g, ogun) == (2, 1, 1)
    assert g.cards[mine].boosts == 1
    assert g.cards[theirs].boosts == 0 and g.cards[human].boosts == 0 and g.cards[ogun].boosts == 0


def test_alt_core_b_ax_06_r_may_pay_two_for_a_brassbug_then_boosts_robots():
    g, p = start()
    add_mana(g, p, 2)
    mine = put(g, p, BRASSBUG, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_CORE_B_AX_06_R"))
    assert g.pending.kind == "may"
    act(g, "yes")
    answer(g, "expedition -> companion yours")
    assert ready_mana(g, p) == 1  # 5 - 2 - 2
    [new] = tokens_named(g, p, "Brassbug", Side.COMPANION)
    assert g.cards[new].boosts == 1 and g.cards[mine].boosts == 1


def test_alt_core_b_ax_06_r_declined_still_boosts_robots():
    g, p = start()
    mine = put(g, p, BRASSBUG, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_CORE_B_AX_06_R"))
    assert g.pending.kind == "may"
    act(g, "no")
    assert ready_mana(g, p) == 1 and tokens_named(g, p, "Brassbug", Side.COMPANION) == []
    assert g.cards[mine].boosts == 1


def test_alt_core_b_ax_06_r2_plants_you_control_gain_a_boost():
    assert card("ALT_CORE_B_AX_06_R2").faction is Faction.MU
    g, p = start()
    plant = put(g, p, SHROOM, Zone.EXPEDITION, Side.HERO)
    robot = put(g, p, BRASSBUG, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_CORE_B_AX_06_R2"))
    assert g.cards[plant].boosts == 1 and g.cards[robot].boosts == 0
