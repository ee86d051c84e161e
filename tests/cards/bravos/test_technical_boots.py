"""Technical Boots, an Expedition Permanent: when my Expedition moves forward, target Character
in my Expedition loses Fleeting (so Rest sends it to Reserve, not to the discard pile); the
rares add {R} Resupply."""

from altered_tui.engine.types import Phase, Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import HAVEN_WARRIOR, put, run_until, start


def _moves_forward_and_saves_the_runner(version: str) -> None:
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)
    runner = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION)  # 4/2/4 against an empty Expedition
    g.cards[runner].status |= Status.FLEETING
    run_until(g, 2, Phase.MORNING)
    assert g.players[p].positions[Side.HERO] == 1
    assert runner in g.players[p].reserve  # Fleeting lost at Dusk: Rest sent it to Reserve


def test_alt_alize_b_br_44_c_moving_forward_removes_fleeting():
    _moves_forward_and_saves_the_runner("ALT_ALIZE_B_BR_44_C")


def test_alt_alize_b_br_44_r1_moving_forward_removes_fleeting():
    _moves_forward_and_saves_the_runner("ALT_ALIZE_B_BR_44_R1")


def test_alt_alize_b_br_44_r2_moving_forward_removes_fleeting():
    _moves_forward_and_saves_the_runner("ALT_ALIZE_B_BR_44_R2")


def test_alt_alize_b_br_44_c_without_the_boots_the_fleeting_runner_is_discarded():
    g, p = start()
    runner = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION)
    g.cards[runner].status |= Status.FLEETING
    run_until(g, 2, Phase.MORNING)
    assert runner in g.players[p].discard


def test_alt_alize_b_br_44_r1_and_r2_from_reserve_resupply():
    for version in ("ALT_ALIZE_B_BR_44_R1", "ALT_ALIZE_B_BR_44_R2"):
        g, p = start()
        boots = put(g, p, version, Zone.RESERVE)
        top = g.players[p].deck[0]
        play(g, boots, src="reserve")
        assert top in g.players[p].reserve and boots in g.players[p].expeditions[Side.HERO]
