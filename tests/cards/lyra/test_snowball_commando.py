"""Snowball Commando: {H} you may exhaust target card in an opponent's Reserve, then roll a die;
on a 1-3 that opponent targets a card in your Reserve and it is exhausted (CR 7.3.10, 7.3.19)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, SKALD, fix_dice, pick_if_asked, play, put, start


def _snowball(version: str, result: int):
    g, p = start()
    fix_dice(g, result)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    mine = [put(g, p, SKALD, Zone.RESERVE), put(g, p, SKALD, Zone.RESERVE)]
    commando = put(g, p, version)
    play(g, commando)
    assert g.pending.kind == "may"
    act(g, "yes")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED)
    return g, p, mine


def _snowball_fight(version: str) -> None:
    g, p, mine = _snowball(version, 2)
    assert g.pending.player == 1 - p and g.pending.kind == "target"  # the opponent throws back
    act(g, f"target Lyra Skald#{mine[1]}")
    assert g.cards[mine[1]].has(Status.EXHAUSTED) and not g.cards[mine[0]].has(Status.EXHAUSTED)
    g, p, mine = _snowball(version, 4)
    assert not any(g.cards[c].has(Status.EXHAUSTED) for c in mine)  # 4+: nothing comes back


def test_alt_alize_b_ly_32_c_exhausts_theirs_and_on_1_to_3_they_exhaust_one_of_yours():
    _snowball_fight("ALT_ALIZE_B_LY_32_C")


def test_alt_alize_b_ly_32_r1_exhausts_theirs_and_on_1_to_3_they_exhaust_one_of_yours():
    _snowball_fight("ALT_ALIZE_B_LY_32_R1")


def test_alt_alize_b_ly_32_r2_exhausts_theirs_and_on_1_to_3_they_exhaust_one_of_yours():
    _snowball_fight("ALT_ALIZE_B_LY_32_R2")
