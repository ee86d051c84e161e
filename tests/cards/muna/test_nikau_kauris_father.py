"""Nikau, Kauri's Father: when an Animal joins your Expeditions, I gain 1 boost, up to a max
of 2 boosts on me (CR 2.5)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import TROOPER, back_to, check_facts, put, settle, start

ANIMAL = "ALT_CORE_B_MU_06_C"  # Spindle Harvesters, an Animal


def test_alt_eole_b_mu_112_c_animals_joining_boost_me_up_to_two():
    check_facts("ALT_EOLE_B_MU_112_C", 2, 2, (0, 1, 1), "MU")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_MU_112_C", Zone.EXPEDITION, Side.HERO)
    for card_id, expected in ((TROOPER, 0), (ANIMAL, 1), (ANIMAL, 2), (ANIMAL, 2)):
        from tests.cards.builders import add_mana
        add_mana(g, p, 2)
        play(g, put(g, p, card_id))
        settle(g)
        assert g.cards[me].counters.get("boost", 0) == expected
        back_to(g, p)


ROBOT = "ALT_EOLE_B_AX_112_C"  # Frankenstein's Creature, a Robot


def _other_expedition_joiner_boosted(version: str, faction: str, joiner: str) -> None:
    from tests.cards.builders import add_mana, card

    check_facts(version, 2, 2, (0, 1, 1), faction)
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    add_mana(g, p, 6)
    same = put(g, p, joiner)
    play(g, same, side="hero")
    settle(g)
    assert g.cards[same].counters.get("boost", 0) == 0  # my own Expedition
    back_to(g, p)
    other = put(g, p, joiner)
    play(g, other, side="companion")
    settle(g)
    assert g.cards[other].counters.get("boost", 0) == 1
    assert g.cards[me].counters.get("boost", 0) == 0
    assert card(joiner).has_subtype("Animal" if joiner == ANIMAL else "Robot")


def test_alt_eole_b_mu_112_r1_an_animal_joining_your_other_expedition_gains_a_boost():
    _other_expedition_joiner_boosted("ALT_EOLE_B_MU_112_R1", "MU", ANIMAL)


def test_alt_eole_b_mu_112_r2_a_robot_joining_your_other_expedition_gains_a_boost():
    _other_expedition_joiner_boosted("ALT_EOLE_B_MU_112_R2", "AX", ROBOT)
