"""Corrupted Woollyback (Corruption, README rulings: Corruption): {H} I gain Fleeting unless
there's an Animal in an opponent's Expedition."""

from altered_tui.engine.types import Side, Status, Zone

from tests.cards.builders import card, check_facts, played, put, start
from tests.abilities.support import play
from tests.cards.builders import settle

ANIMAL = "ALT_CORE_B_MU_06_C"  # Spindle Harvesters, an Animal


def _fleeting(opponent_animal: bool) -> bool:
    g, p = start()
    if opponent_animal:
        put(g, 1 - p, ANIMAL, Zone.EXPEDITION, Side.HERO)
    put(g, p, ANIMAL, Zone.EXPEDITION, Side.HERO)  # mine does not count
    me = put(g, p, "ALT_EOLE_B_MU_108_C")
    play(g, me)
    settle(g)
    return g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_mu_108_c_fleeting_unless_an_opponent_has_an_animal_in_play():
    check_facts("ALT_EOLE_B_MU_108_C", 1, 1, (1, 1, 1), "MU")
    assert card("ALT_EOLE_B_MU_108_C").has_subtype("Corruption")
    assert _fleeting(False) and not _fleeting(True)
