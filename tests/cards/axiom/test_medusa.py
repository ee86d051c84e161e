"""Medusa: {R} you may discard target Character; if you do, an Aerolith token in its
controller's Landmarks (Axiom rare: in each player's)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    TROOPER, add_mana, check_facts, landmark_tokens, put, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_71_C", "ALT_CYCLONE_B_AX_71_R1", "ALT_CYCLONE_B_AX_71_R2"


def _discards(version: str):
    g, p = start()
    victim = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    medusa = put(g, p, version, Zone.RESERVE)
    add_mana(g, p, 2)
    play(g, medusa, src="reserve")
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes")
    act(g, next(o for o in options(g) if f"#{victim}" in o))
    assert victim in g.players[1 - p].discard
    return g, p


def test_alt_cyclone_b_ax_71_c_discards_a_character_its_controller_gets_an_aerolith():
    check_facts(C, 3, 5, (3, 2, 3), "AX")
    g, p = _discards(C)
    assert len(landmark_tokens(g, 1 - p)) == 1 and not landmark_tokens(g, p)


def test_alt_cyclone_b_ax_71_r1_discards_a_character_each_player_gets_an_aerolith():
    check_facts(R1, 3, 5, (3, 3, 3), "AX")
    g, p = _discards(R1)
    assert len(landmark_tokens(g, 1 - p)) == 1 and len(landmark_tokens(g, p)) == 1


def test_alt_cyclone_b_ax_71_r2_discards_a_character_its_controller_gets_an_aerolith():
    check_facts(R2, 3, 5, (3, 2, 3), "BR")
    g, p = _discards(R2)
    assert len(landmark_tokens(g, 1 - p)) == 1 and not landmark_tokens(g, p)
