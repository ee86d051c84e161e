"""Carmela, Fast Striker: {H} I gain Fleeting unless you control a Feat (README rulings:
Corruption's wording, read as the Reaction resolves)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, put, settle, start

FEAT = "ALT_EOLE_B_AX_121_C"


def _fleeting(with_feat: bool) -> bool:
    g, p = start()
    add_mana(g, p, 3)
    if with_feat:
        put(g, p, FEAT, Zone.LANDMARKS)
    me = put(g, p, "ALT_EOLE_B_BR_111_C")
    play(g, me)
    settle(g)
    return g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_br_111_c_from_hand_fleeting_unless_you_control_a_feat():
    check_facts("ALT_EOLE_B_BR_111_C", 3, 3, (4, 4, 3), "BR")
    assert _fleeting(False) and not _fleeting(True)
