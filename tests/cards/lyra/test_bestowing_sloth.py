"""Bestowing Sloth: {H} I gain Asleep; support {D}: After You (CR 7.3.2)."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import check_facts, played, put, settle, start, use_support


def _asleep_from_hand_and_after_you(version: str) -> None:
    g, p, me, _paid = played(version)
    settle(g)
    assert g.cards[me].has(Status.ASLEEP)
    g, p, me, _paid = played(version, src="reserve")
    settle(g)
    assert not g.cards[me].has(Status.ASLEEP)
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    settle(g)
    assert g.cards[me].zone is Zone.DISCARD and g.pending.player == 1 - p


def test_alt_eole_b_ly_113_c_from_hand_falls_asleep_and_support_ends_the_turn():
    check_facts("ALT_EOLE_B_LY_113_C", 2, 3, (3, 3, 3), "LY")
    _asleep_from_hand_and_after_you("ALT_EOLE_B_LY_113_C")


def _resupplies_at_noon(version: str, faction: str) -> None:
    from altered_tui.engine.types import Phase, Side

    from tests.cards.builders import run_until
    from tests.log_text import caused_by

    check_facts(version, 2, 3, (3, 2, 3), faction)
    _asleep_from_hand_and_after_you(version)
    g, p = start()
    run_until(g, 2, Phase.MORNING)
    put(g, p, version, Zone.EXPEDITION, Side.HERO)  # in play as Noon begins
    run_until(g, 2, Phase.AFTERNOON)
    assert sum(1 for e in g.log if e.kind == "resupply"
               and caused_by(g, e, "reaction", "Bestowing Sloth")) == 1


def test_alt_eole_b_ly_113_r1_resupplies_at_noon():
    _resupplies_at_noon("ALT_EOLE_B_LY_113_R1", "LY")


def test_alt_eole_b_ly_113_r2_resupplies_at_noon():
    _resupplies_at_noon("ALT_EOLE_B_LY_113_R2", "MU")
