"""Bait: Fleeting; target token Character defects (README: Rules notes). The rares: up to
three target token Characters."""

from altered_tui.engine.steps.tokens import create_token
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import (AMELIA, add_mana, can_pick, check_facts, pick, put,
                                  spell_cost_paid, start, tokens_named)

MOTH = "Mana Moth"


def _tokens(g, player, n):
    return [create_token(g, MOTH, player, Side.HERO, "test") for _ in range(n)]


def test_alt_cyclone_b_yz_81_c_a_token_defects():
    g, p = start()
    [moth] = _tokens(g, 1 - p, 1)
    amelia = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    bait = put(g, p, "ALT_CYCLONE_B_YZ_81_C")
    spell_cost_paid(g, p, bait)
    assert not can_pick(g, amelia)  # not a token
    if g.pending.kind == "target":
        pick(g, moth)
    assert tokens_named(g, p, MOTH, Side.HERO) == [moth] and tokens_named(g, 1 - p, MOTH) == []
    assert bait in g.players[p].discard
    check_facts("ALT_CYCLONE_B_YZ_81_C", 2, 2, None, "YZ")


def _three(card_id, faction):
    g, p = start()
    add_mana(g, p, 1)
    moths = _tokens(g, 1 - p, 4)
    bait = put(g, p, card_id)
    assert spell_cost_paid(g, p, bait) == 3
    for moth in moths[:3]:
        pick(g, moth)
    assert bait in g.players[p].discard  # three chosen: the Spell has resolved
    assert sorted(tokens_named(g, p, MOTH)) == sorted(moths[:3])
    assert tokens_named(g, 1 - p, MOTH) == [moths[3]]
    g, p = start()
    moths = _tokens(g, 1 - p, 2)
    bait = put(g, p, card_id)
    spell_cost_paid(g, p, bait)
    pick(g, moths[0])
    act(g, "done")  # up to three: one is enough
    assert tokens_named(g, p, MOTH) == [moths[0]] and tokens_named(g, 1 - p, MOTH) == [moths[1]]
    check_facts(card_id, 3, 3, None, faction)


def test_alt_cyclone_b_yz_81_r1_up_to_three_tokens_defect():
    _three("ALT_CYCLONE_B_YZ_81_R1", "YZ")


def test_alt_cyclone_b_yz_81_r2_up_to_three_tokens_defect():
    _three("ALT_CYCLONE_B_YZ_81_R2", "MU")
