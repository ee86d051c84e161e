"""Rime Frost: exhaust target card in Reserve; the rares choose one: discard target exhausted
card from a Reserve, or exhaust target card in Reserve (CR 6.5.g)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, SKALD, answer, pick_if_asked, put, start


def test_alt_alize_b_yz_39_c_exhausts_target_card_in_reserve():
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    frost = put(g, p, "ALT_ALIZE_B_YZ_39_C")
    play(g, frost)
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED)


def _rare(version: str) -> None:
    g, p = start()
    cold = put(g, 1 - p, AMELIA, Zone.RESERVE)
    g.cards[cold].status |= Status.EXHAUSTED
    warm = put(g, 1 - p, SKALD, Zone.RESERVE)
    frost = put(g, p, version)
    play(g, frost)
    answer(g, "mode 1")
    # the only exhausted card is the only legal target: taken at once, the ready one is not asked
    assert g.pending.kind == "turn"
    assert cold in g.players[1 - p].discard and warm in g.players[1 - p].reserve
    g, p = start()
    warm = put(g, 1 - p, SKALD, Zone.RESERVE)
    frost = put(g, p, version)
    play(g, frost)
    answer(g, "mode 2")
    pick_if_asked(g, warm)
    assert g.cards[warm].has(Status.EXHAUSTED)


def test_alt_alize_b_yz_39_r1_discards_an_exhausted_card_or_exhausts_one():
    _rare("ALT_ALIZE_B_YZ_39_R1")


def test_alt_alize_b_yz_39_r2_discards_an_exhausted_card_or_exhausts_one():
    _rare("ALT_ALIZE_B_YZ_39_R2")
