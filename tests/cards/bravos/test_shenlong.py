"""Shenlong: vanilla common and Lyra rare; the Bravos rare has Tough 1 and is 9/9/9."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, give, options, play, spell
from tests.cards.builders import (
    add_mana,
    card,
    label,
    plays_for_its_printed_costs,
    put,
    ready_mana,
    start,
)


SHENLONG_C, SHENLONG_R, SHENLONG_R2 = "ALT_CORE_B_BR_22_C", "ALT_CORE_B_BR_22_R", "ALT_CORE_B_BR_22_R2"


def _play_shenlong(version):
    g, p = start()
    add_mana(g, p, 3)
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 0  # Hand Cost 6
    return g, p, cid


def _opponent_targets(version):
    """The other player casts a free 'send target Character to Reserve' at this Shenlong."""
    g, p = start()
    dragon = put(g, 1 - p, version, Zone.EXPEDITION, Side.HERO)
    bounce = give(g, p, spell(ab.SendTo(kind="send_to", objects=ab.Select(ref="target"), zone="reserve")))
    other = put(g, 1 - p, "ALT_CORE_B_AX_11_C", Zone.EXPEDITION, Side.COMPANION)
    play(g, bounce)
    return g, p, dragon, other


def test_alt_core_b_br_22_c_is_a_vanilla_8_8_8_for_six():
    g, p, cid = _play_shenlong(SHENLONG_C)
    assert stats(g, cid) == (8, 8, 8)


def test_alt_core_b_br_22_c_has_no_tough_opponents_target_it_for_free():
    g, p, dragon, other = _opponent_targets(SHENLONG_C)
    assert f"target {label(g, dragon)}" in options(g)


def test_alt_core_b_br_22_r_is_9_9_9_and_costs_an_opponent_one_to_target():
    g, p, cid = _play_shenlong(SHENLONG_R)
    assert stats(g, cid) == (9, 9, 9)
    g, p, dragon, other = _opponent_targets(SHENLONG_R)
    assert f"target {label(g, dragon)} tough 1" in options(g)
    mana = ready_mana(g, p)
    act(g, f"target {label(g, dragon)} tough 1")
    assert ready_mana(g, p) == mana - 1  # CR 7.4.7: paid Tough 1
    assert dragon in g.players[1 - p].reserve


def test_alt_core_b_br_22_r2_is_a_vanilla_lyra_8_8_8_for_six():
    g, p, cid = _play_shenlong(SHENLONG_R2)
    assert stats(g, cid) == (8, 8, 8)
    assert card(SHENLONG_R2).faction is Faction.LY


def test_alt_core_b_br_22_c_shenlong_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_BR_22_C")


def test_alt_core_b_br_22_r2_shenlong_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_BR_22_R2")
