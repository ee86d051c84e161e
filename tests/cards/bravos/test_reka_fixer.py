"""Reka Fixer: {R} if you control a Feat, Resupply; support {D}: the next Character you play
this turn gains 1 boost."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    TROOPER, check_facts, put, settle, start, use_support,
)

FEAT = "ALT_EOLE_B_AX_121_C"


def _resupplies(with_feat: bool) -> bool:
    g, p = start()
    if with_feat:
        put(g, p, FEAT, Zone.LANDMARKS)
    top = g.players[p].deck[0]
    me = put(g, p, "ALT_EOLE_B_BR_115_C", Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    return top in g.players[p].reserve


def test_alt_eole_b_br_115_c_resupplies_from_reserve_with_a_feat_and_supports_a_boost():
    check_facts("ALT_EOLE_B_BR_115_C", 2, 3, (0, 3, 3), "BR")
    assert _resupplies(True) and not _resupplies(False)
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_BR_115_C", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    assert g.cards[me].zone is Zone.DISCARD
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[trooper].counters.get("boost", 0) == 1


def _draws_with_a_completed_feat(version: str, faction: str) -> None:
    check_facts(version, 2, 3, (2, 3, 3), faction)
    for feat, expected in ((None, "nothing"), (False, "resupply"), (True, "draw")):
        g, p = start()
        if feat is not None:
            f = put(g, p, FEAT, Zone.LANDMARKS)
            if feat:
                g.cards[f].status |= Status.COMPLETED
        top = g.players[p].deck[0]
        play(g, put(g, p, version, Zone.RESERVE), src="reserve")
        settle(g)
        got = ("draw" if top in g.players[p].hand else
               "resupply" if top in g.players[p].reserve else "nothing")
        assert got == expected


def test_alt_eole_b_br_115_r1_from_reserve_resupplies_with_a_feat_draws_if_completed():
    _draws_with_a_completed_feat("ALT_EOLE_B_BR_115_R1", "BR")


def test_alt_eole_b_br_115_r2_from_reserve_resupplies_with_a_feat_draws_if_completed():
    _draws_with_a_completed_feat("ALT_EOLE_B_BR_115_R2", "OR")
