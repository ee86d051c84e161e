"""Leviathan Spotter: {R} you may reveal a Character with Hand Cost 4 or more from your hand;
if you do, draw a card (R2: a Spell)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (ACHILLES, AMELIA, check_facts, clear_hand, put,
                                  settle, start)

SOLS_HUNT = "ALT_CYCLONE_B_BR_78_C"  # a Spell, Hand Cost 4


def _spots(version, big_id, small_id):
    g, p = start()
    clear_hand(g, p)
    big = put(g, p, big_id)
    put(g, p, small_id)
    spotter = put(g, p, version, Zone.RESERVE)
    play(g, spotter, src="reserve")
    settle(g)
    act(g, "yes")
    assert [e.data["cards"] for e in g.log if e.kind == "reveal_cards"] == [[big]]
    assert big in g.players[p].hand and len(g.players[p].hand) == 3
    g, p = start()
    clear_hand(g, p)
    put(g, p, small_id)
    play(g, put(g, p, version, Zone.RESERVE), src="reserve")
    settle(g)
    assert "yes" not in options(g) if g.pending.kind == "may" else True
    assert len(g.players[p].hand) == 1  # nothing to reveal: no draw


def test_alt_cyclone_b_br_69_c_reveals_a_big_character_to_draw():
    _spots("ALT_CYCLONE_B_BR_69_C", ACHILLES, AMELIA)
    check_facts("ALT_CYCLONE_B_BR_69_C", 2, 2, (3, 0, 2), "BR")


def test_alt_cyclone_b_br_69_r1_reveals_a_big_character_to_draw():
    _spots("ALT_CYCLONE_B_BR_69_R1", ACHILLES, AMELIA)
    check_facts("ALT_CYCLONE_B_BR_69_R1", 2, 2, (3, 2, 2), "BR")


def test_alt_cyclone_b_br_69_r2_reveals_a_big_spell_to_draw():
    _spots("ALT_CYCLONE_B_BR_69_R2", SOLS_HUNT, ACHILLES)  # a Spell with Hand Cost 4
    check_facts("ALT_CYCLONE_B_BR_69_R2", 2, 2, (3, 0, 2), "YZ")
