"""Mighty Simbi: when my Expedition moves forward due to Forest, you may sacrifice me to draw a
card (the rares: you may put me in my owner's Mana zone as an exhausted Mana Orb)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import put, reaction_draws, reaction_events, start, until_pending


def _moves_forward_in_forest(version: str):
    """Simbi (forest 3 or 4) alone in the Hero Expedition, whose region has every terrain:
    at Dusk it moves forward due to Forest, and the Reaction asks."""
    g, p = start()
    simbi = put(g, p, version, Zone.EXPEDITION)
    until_pending(g, "may", p)
    assert g.players[p].positions[Side.HERO] == 1
    return g, p, simbi


def test_alt_alize_b_mu_37_c_may_sacrifice_me_to_draw():
    g, p, simbi = _moves_forward_in_forest("ALT_ALIZE_B_MU_37_C")
    act(g, "yes")
    assert simbi in g.players[p].discard and reaction_draws(g, p) == 1


def test_alt_alize_b_mu_37_c_declined_stays():
    g, p, simbi = _moves_forward_in_forest("ALT_ALIZE_B_MU_37_C")
    act(g, "no")
    assert simbi in g.players[p].reserve and reaction_draws(g, p) == 0  # sent there by Rest


def _goes_to_mana(version: str) -> None:
    g, p, simbi = _moves_forward_in_forest(version)
    act(g, "yes")
    [went] = reaction_events(g, "send", "Mighty Simbi")
    assert went.data == {"via": "mana", "card": simbi}  # as an exhausted orb (CR 3.2.9.b)
    assert simbi in g.players[p].mana and reaction_draws(g, p) == 0


def test_alt_alize_b_mu_37_r1_may_go_to_mana_exhausted():
    _goes_to_mana("ALT_ALIZE_B_MU_37_R1")


def test_alt_alize_b_mu_37_r2_may_go_to_mana_exhausted():
    _goes_to_mana("ALT_ALIZE_B_MU_37_R2")
