"""Beauty Sleep (rare): target Character gains Asleep; you may give it 2 boosts."""

from tests.cards_lyra_muna_core.helpers import CHRONICLER, Status, Zone, act, check_facts, pick, play, put, start


def _cast(accept):
    g, p = start()
    victim = put(g, p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_MU_28_R")
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, victim)
    assert g.pending.kind == "may"
    act(g, "yes" if accept else "no")
    assert g.cards[victim].has(Status.ASLEEP)
    return g.cards[victim].boosts


def test_alt_core_b_mu_28_r_target_gains_asleep_and_may_gain_two_boosts():
    assert _cast(True) == 2
    assert _cast(False) == 0
    check_facts("ALT_CORE_B_MU_28_R", 1, 3, None, "MU")
