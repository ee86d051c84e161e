"""Wildlife Medic: {H} Resupply; if you put an Animal in Reserve this way, it gains 1 boost."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, add_mana, check_facts, put, settle, start

ANIMAL = "ALT_CORE_B_MU_06_C"  # Spindle Harvesters, an Animal


def _boost_of_resupplied(top_card: str, version: str = "ALT_EOLE_B_MU_116_C", src: str = "hand") -> int:
    g, p = start()
    add_mana(g, p, 3)
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    top = put(g, p, top_card, Zone.DECK)
    g.players[p].deck.remove(top)
    g.players[p].deck.insert(0, top)
    play(g, me, src=src)
    settle(g)
    assert g.cards[top].zone is Zone.RESERVE
    return g.cards[top].counters.get("boost", 0)


def test_alt_eole_b_mu_116_c_resupplies_and_boosts_an_animal_put_in_reserve():
    check_facts("ALT_EOLE_B_MU_116_C", 3, 2, (3, 0, 2), "MU")
    assert _boost_of_resupplied(ANIMAL) == 1 and _boost_of_resupplied(AMELIA) == 0


def test_alt_eole_b_mu_116_r1_as_it_joins_resupplies_and_boosts_an_animal():
    check_facts("ALT_EOLE_B_MU_116_R1", 3, 3, (3, 0, 2), "MU")
    assert _boost_of_resupplied(ANIMAL, "ALT_EOLE_B_MU_116_R1", "reserve") == 1
    assert _boost_of_resupplied(AMELIA, "ALT_EOLE_B_MU_116_R1", "reserve") == 0


def test_alt_eole_b_mu_116_r2_from_hand_resupplies_and_boosts_any_character():
    check_facts("ALT_EOLE_B_MU_116_R2", 3, 2, (3, 0, 2), "BR")
    assert _boost_of_resupplied(AMELIA, "ALT_EOLE_B_MU_116_R2") == 1
    assert _boost_of_resupplied("ALT_CORE_B_AX_24_C", "ALT_EOLE_B_MU_116_R2") == 0  # a Permanent
