"""Mind Apotheosis: reveal the top four cards, put up to two Characters among them in your
Expeditions (they gain Fleeting, their {H} abilities don't activate), discard the others."""

import pytest

from altered_tui.engine.types import Side, Status

from tests.abilities.support import act, play
from tests.cards.builders import (
    ALL_IN_C,
    CHRONICLER,
    LOKI_C,
    SKALD,
    add_mana,
    card,
    check_facts,
    pick,
    put,
    start,
)


def _set_top(g, player, ids):
    top = g.players[player].deck[:len(ids)]
    for cid, card_id in zip(top, ids):
        d = card(card_id)
        g.defs[d.id] = d
        g.cards[cid].card_id = d.id
    return top


def _cast(card_id, cost):
    g, p = start()
    add_mana(g, p, cost)
    spell = put(g, p, card_id)
    loki, chron, skald, all_in = _set_top(g, p, [LOKI_C, CHRONICLER, SKALD, ALL_IN_C])
    their_hand = list(g.players[1 - p].hand)
    play(g, spell)
    assert {c for c in g.revealed} == {loki, chron, skald, all_in}  # both players see them
    assert all(x.card != all_in for x in g.pending.options)  # only Characters
    pick(g, loki)
    act(g, "expedition -> companion")
    pick(g, chron)
    act(g, "expedition -> hero")
    assert loki in g.players[p].expeditions[Side.COMPANION]
    assert chron in g.players[p].expeditions[Side.HERO]
    assert g.cards[loki].has(Status.FLEETING) and g.cards[chron].has(Status.FLEETING)
    assert g.players[1 - p].hand == their_hand  # Loki's {H} did not activate
    assert skald in g.players[p].discard and all_in in g.players[p].discard
    assert spell in g.players[p].discard  # the Spell is Fleeting
    assert not g.revealed


@pytest.mark.parametrize("card_id, cost, faction", [("ALT_CORE_B_LY_27_C", 9, "LY"),
                                                    ("ALT_CORE_B_LY_27_R", 8, "LY"),
                                                    ("ALT_CORE_B_LY_27_R2", 9, "BR")])
def test_alt_core_b_ly_27_versions_costs(card_id, cost, faction):
    check_facts(card_id, cost, cost, None, faction)


def test_alt_core_b_ly_27_c_puts_two_characters_fleeting_and_discards_the_rest():
    _cast("ALT_CORE_B_LY_27_C", 9)


def test_alt_core_b_ly_27_r_puts_two_characters_fleeting_and_discards_the_rest():
    _cast("ALT_CORE_B_LY_27_R", 8)


def test_alt_core_b_ly_27_r2_puts_two_characters_fleeting_and_discards_the_rest():
    _cast("ALT_CORE_B_LY_27_R2", 9)


def test_alt_core_b_ly_27_c_may_put_none():
    g, p = start()
    add_mana(g, p, 9)
    spell = put(g, p, "ALT_CORE_B_LY_27_C")
    top = _set_top(g, p, [CHRONICLER, SKALD, ALL_IN_C, ALL_IN_C])
    play(g, spell)
    act(g, "done")
    assert all(c in g.players[p].discard for c in top)
    assert not g.players[p].expeditions[Side.HERO] and not g.players[p].expeditions[Side.COMPANION]
