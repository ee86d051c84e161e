"""Huff and Puff (Fleeting): the common gives target Character you control 1 boost, then sends
to Reserve another target Character whose Forest is equal or lower than that one's (CR 2.3);
the rares choose an Animal (or a Robot or Animal) you control instead, without a boost."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import options
from tests.cards.builders import (ACHILLES, HAVEN_WARRIOR, PLANT, TROOPER, check_facts, pick,
                                  pick_if_asked, play_spell, put, settle, start)

DRONE = "ALT_BISE_B_AX_51_C"  # Designer Drone, a Robot 1/1/1


def test_alt_eole_b_mu_118_c_the_boosted_character_measures_the_one_sent_away():
    check_facts("ALT_EOLE_B_MU_118_C", 3, 3, None, "MU")
    g, p = start()
    from tests.cards.builders import add_mana
    add_mana(g, p, 4)  # and 1 for Achilles' Tough
    mine = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.HERO)  # Forest 4, 5 once boosted
    big = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # Forest 5
    me = put(g, p, "ALT_EOLE_B_MU_118_C")
    play_spell(g, me)
    pick_if_asked(g, mine)
    assert any(f"target Achilles#{big}" in o for o in options(g))  # 5 <= 4 + 1
    assert not any(f"#{mine}" in o for o in options(g))  # another Character
    pick(g, big, "target")
    settle(g)
    assert g.cards[mine].counters.get("boost", 0) == 1 and g.cards[big].zone is Zone.RESERVE
    assert g.cards[me].zone is Zone.DISCARD  # Fleeting


def _chosen_one_measures(version: str, chooser: str) -> None:
    g, p = start()
    mine = put(g, p, chooser, Zone.EXPEDITION, Side.HERO)  # Forest 1
    small = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)  # Forest 1
    big = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.HERO)  # Forest 4
    play_spell(g, put(g, p, version))
    if g.pending.kind == "choose":
        pick(g, mine)
    assert f"target Haven Warrior#{big}" not in " ".join(options(g))
    pick_if_asked(g, small)
    settle(g)
    assert g.cards[small].zone is Zone.RESERVE and g.cards[big].zone is Zone.EXPEDITION
    assert g.cards[mine].counters.get("boost", 0) == 0


def test_alt_eole_b_mu_118_r1_an_animal_you_control_measures_the_one_sent_away():
    check_facts("ALT_EOLE_B_MU_118_R1", 2, 2, None, "MU")
    _chosen_one_measures("ALT_EOLE_B_MU_118_R1", PLANT)


def test_alt_eole_b_mu_118_r2_a_robot_or_animal_you_control_measures_the_one_sent_away():
    check_facts("ALT_EOLE_B_MU_118_R2", 2, 2, None, "AX")
    _chosen_one_measures("ALT_EOLE_B_MU_118_R2", DRONE)
    _chosen_one_measures("ALT_EOLE_B_MU_118_R2", PLANT)
