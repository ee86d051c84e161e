"""Corrupted Aoife (Corruption, README rulings: Corruption): {H} I gain Fleeting unless you
control a Feat; {R} you may target another Character: it loses Fleeting and gains 1 boost."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, card, check_facts, pick_if_asked, put, settle, start

FEAT = "ALT_EOLE_B_AX_121_C"


def _from_hand(with_feat: bool) -> bool:
    g, p = start()
    if with_feat:
        put(g, p, FEAT, Zone.LANDMARKS)
    me = put(g, p, "ALT_EOLE_B_BR_108_C")
    play(g, me)
    settle(g)
    return g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_br_108_c_fleeting_unless_you_control_a_feat_and_from_reserve_helps_another():
    check_facts("ALT_EOLE_B_BR_108_C", 2, 3, (3, 0, 3), "BR")
    assert card("ALT_EOLE_B_BR_108_C").has_subtype("Corruption")
    assert _from_hand(False) and not _from_hand(True)
    g, p = start()
    other = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    g.cards[other].status |= Status.FLEETING
    me = put(g, p, "ALT_EOLE_B_BR_108_C", Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    act(g, "yes")
    pick_if_asked(g, other)
    settle(g)
    assert not g.cards[other].has(Status.FLEETING) and g.cards[other].counters.get("boost", 0) == 1
    assert g.cards[me].counters.get("boost", 0) == 0


def _cant_be_played_without_a_feat(version: str, faction: str) -> None:
    from tests.cards.builders import can_play

    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.forest, d.mountain, d.water) == (2, 2, 3, 0, 3)
    assert d.faction.value == faction
    for with_feat in (False, True):
        g, p = start()
        if with_feat:
            put(g, p, FEAT, Zone.LANDMARKS)
        assert can_play(g, put(g, p, version)) is with_feat
        assert can_play(g, put(g, p, version, Zone.RESERVE)) is with_feat
    g, p = start()
    put(g, p, FEAT, Zone.LANDMARKS)
    other = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    g.cards[other].status |= Status.FLEETING
    play(g, put(g, p, version, Zone.RESERVE), src="reserve")
    settle(g)
    act(g, "yes")
    pick_if_asked(g, other)
    settle(g)
    assert not g.cards[other].has(Status.FLEETING) and g.cards[other].counters.get("boost", 0) == 1


def test_alt_eole_b_br_108_r1_cant_be_played_unless_you_control_a_feat():
    _cant_be_played_without_a_feat("ALT_EOLE_B_BR_108_R1", "BR")


def test_alt_eole_b_br_108_r2_cant_be_played_unless_you_control_a_feat():
    _cant_be_played_without_a_feat("ALT_EOLE_B_BR_108_R2", "AX")
