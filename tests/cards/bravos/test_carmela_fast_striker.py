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


def _loses_fleeting_with_a_completed_feat(version: str, faction: str) -> None:
    from tests.cards.builders import use_support

    check_facts(version, 3, 3, (4, 4, 3), faction)
    for completed in (False, True):
        g, p = start()
        f = put(g, p, FEAT, Zone.LANDMARKS)
        if completed:
            g.cards[f].status |= Status.COMPLETED
        me = put(g, p, version, Zone.RESERVE)
        play(g, me, src="reserve")  # Fleeting, as played from Reserve
        settle(g)
        assert g.cards[me].has(Status.FLEETING) is not completed
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    settle(g)
    from tests.cards.builders import spell_cost_paid
    assert spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_BR_118_C")) == 2  # Hand Cost 3


def test_alt_eole_b_br_111_r1_loses_fleeting_with_a_completed_feat_and_feats_cost_less():
    _loses_fleeting_with_a_completed_feat("ALT_EOLE_B_BR_111_R1", "BR")


def test_alt_eole_b_br_111_r2_loses_fleeting_with_a_completed_feat_and_feats_cost_less():
    _loses_fleeting_with_a_completed_feat("ALT_EOLE_B_BR_111_R2", "AX")
