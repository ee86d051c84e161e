"""Yeti: {H} I gain Asleep (the rares: you may have me gain Asleep); when another Character
joins your Expeditions, it gains 1 boost."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import SKALD, add_mana, opponent_passes, put, settle, start


def _yeti_from_hand(version: str, accept: bool | None = None):
    g, p = start()
    add_mana(g, p, 3)
    yeti = put(g, p, version)
    play(g, yeti)
    if accept is not None:
        act(g, "yes" if accept else "no")
    return g, p, yeti


def _boosts_the_next_joiner(g, p) -> None:
    opponent_passes(g, p)
    skald = put(g, p, SKALD)
    play(g, skald, side="companion")
    settle(g)
    assert g.cards[skald].boosts == 1
    theirs = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    assert g.cards[theirs].boosts == 0


def test_alt_alize_b_mu_36_c_falls_asleep_from_hand_and_boosts_joiners():
    g, p, yeti = _yeti_from_hand("ALT_ALIZE_B_MU_36_C")
    assert g.cards[yeti].has(Status.ASLEEP) and g.cards[yeti].boosts == 0
    _boosts_the_next_joiner(g, p)


def test_alt_alize_b_mu_36_r1_may_stay_awake():
    g, p, yeti = _yeti_from_hand("ALT_ALIZE_B_MU_36_R1", accept=False)
    assert not g.cards[yeti].has(Status.ASLEEP)
    _boosts_the_next_joiner(g, p)


def test_alt_alize_b_mu_36_r2_may_fall_asleep():
    g, p, yeti = _yeti_from_hand("ALT_ALIZE_B_MU_36_R2", accept=True)
    assert g.cards[yeti].has(Status.ASLEEP)
    assert yeti in g.players[p].expeditions[Side.HERO]
