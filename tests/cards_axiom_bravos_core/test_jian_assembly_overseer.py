"""Jian, Assembly Overseer (Ordis rare): support {D}: activate the {J} abilities of target
Permanent you control."""

from altered_tui.cards.models import Faction

from tests.cards_axiom_bravos_core.helpers import Zone, card, new_game, put, use_support

HUB = "ALT_CORE_B_AX_24_C"


def test_alt_core_b_ax_10_r2_support_activates_the_join_abilities_of_your_permanent():
    assert card("ALT_CORE_B_AX_10_R2").faction is Faction.OR
    g, p = new_game()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    jian = put(g, p, "ALT_CORE_B_AX_10_R2", Zone.RESERVE)
    use_support(g, jian)
    assert jian in g.players[p].discard
    assert g.cards[hub].counters["kelon"] == 3
    assert g.pending.player == p and g.pending.kind == "turn"
