"""Eat Me Energy Bars: while only one Character is in my Expedition, it is Gigantic; the
rares join Fleeting ({J} I gain Fleeting)."""

from altered_tui.engine.characteristics import is_gigantic
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, SKALD, put, start


def _one_character_is_gigantic(version: str):
    g, p = start()
    alone = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    elsewhere = put(g, p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    bars = put(g, p, version)
    play(g, bars, side="hero")
    assert is_gigantic(g, alone) and not is_gigantic(g, elsewhere)
    second = put(g, p, SKALD, Zone.EXPEDITION, Side.HERO)
    assert not is_gigantic(g, alone) and not is_gigantic(g, second)  # two now: neither
    return g, bars


def test_alt_alize_b_br_45_c_the_only_character_of_my_expedition_is_gigantic():
    g, bars = _one_character_is_gigantic("ALT_ALIZE_B_BR_45_C")
    assert not g.cards[bars].has(Status.FLEETING)


def test_alt_alize_b_br_45_r1_joins_fleeting_and_makes_the_only_character_gigantic():
    g, bars = _one_character_is_gigantic("ALT_ALIZE_B_BR_45_R1")
    assert g.cards[bars].has(Status.FLEETING)


def test_alt_alize_b_br_45_r2_joins_fleeting_and_makes_the_only_character_gigantic():
    g, bars = _one_character_is_gigantic("ALT_ALIZE_B_BR_45_R2")
    assert g.cards[bars].has(Status.FLEETING)
