"""The Undergrowth: {T}: the next Character you play in Forest this turn gains 1 boost. The
Muna rare is readied whenever an opponent draws one or more cards or Resupplies."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, add_mana, put, settle, start, use_ability

WATER_ONLY = 2  # a region of the test adventure with Water only; the start regions have all
FAIR_FOX = "ALT_BISE_B_MU_51_C"  # {H} target opponent Resupplies


def _next_character(version: str, side: Side) -> tuple[int, int]:
    """Use the Undergrowth, then play a Character into `side` (the Companion Expedition is in
    a Water-only region): (its boosts, the Undergrowth's cid)."""
    g, p = start()
    assert g.regions[WATER_ONLY].terrains == ("water",)
    g.players[p].positions[Side.COMPANION] = WATER_ONLY
    site = put(g, p, version, Zone.LANDMARKS)
    use_ability(g, site)
    assert g.cards[site].has(Status.EXHAUSTED) and g.pending.player == p
    amelia = put(g, p, AMELIA)
    play(g, amelia, side=side.value)
    return g.cards[amelia].boosts, site


def _boosts_in_forest(version: str) -> None:
    assert _next_character(version, Side.HERO)[0] == 1  # the Hero region has every terrain
    assert _next_character(version, Side.COMPANION)[0] == 0  # Water only


def test_alt_bise_b_mu_63_c_the_next_character_played_in_forest_gains_a_boost():
    _boosts_in_forest("ALT_BISE_B_MU_63_C")


def test_alt_bise_b_mu_63_r1_is_readied_when_an_opponent_resupplies():
    _boosts_in_forest("ALT_BISE_B_MU_63_R1")
    g, p = start()
    add_mana(g, p, 2)
    site = put(g, p, "ALT_BISE_B_MU_63_R1", Zone.LANDMARKS)
    use_ability(g, site)
    assert g.cards[site].has(Status.EXHAUSTED)
    play(g, put(g, p, FAIR_FOX))  # the opponent Resupplies
    settle(g)
    assert not g.cards[site].has(Status.EXHAUSTED)


def test_alt_bise_b_mu_63_r2_the_next_character_played_in_forest_gains_a_boost():
    _boosts_in_forest("ALT_BISE_B_MU_63_R2")
