"""Pan: {H} Sabotage; if a card was discarded this way, create a Woollyback token in the
Companion Expedition of its owner (rares: you may have it gain Asleep)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, add_mana, check_facts, pick, put, settle, start, tokens_named

C, R1, R2 = "ALT_CYCLONE_B_MU_76_C", "ALT_CYCLONE_B_MU_76_R1", "ALT_CYCLONE_B_MU_76_R2"


def _sabotage(version: str, whose: str = "theirs"):
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    mine = put(g, p, AMELIA, Zone.RESERVE)
    pan = put(g, p, version)
    add_mana(g, p, 2)
    play(g, pan)
    settle(g)
    victim = theirs if whose == "theirs" else mine
    pick(g, victim)
    assert victim in g.players[g.cards[victim].owner].discard
    return g, p


def test_alt_cyclone_b_mu_76_c_the_owner_of_the_discarded_card_gets_a_woollyback():
    g, p = _sabotage(C)
    [sheep] = tokens_named(g, 1 - p, "Woollyback", Side.COMPANION)
    assert g.cards[sheep].controller == 1 - p and not g.cards[sheep].has(Status.ASLEEP)
    g, p = _sabotage(C, whose="mine")  # my own card: the token is mine
    assert len(tokens_named(g, p, "Woollyback", Side.COMPANION)) == 1
    assert tokens_named(g, 1 - p, "Woollyback") == []
    check_facts(C, 2, 2, (1, 1, 1), "MU")


def test_alt_cyclone_b_mu_76_c_nothing_discarded_no_woollyback():
    g, p = start()
    put(g, 1 - p, AMELIA, Zone.RESERVE)
    pan = put(g, p, C)
    add_mana(g, p, 2)
    play(g, pan)
    settle(g)
    act(g, "done" if "done" in options(g) else options(g)[-1])  # up to one: none
    assert tokens_named(g, 0, "Woollyback") == tokens_named(g, 1, "Woollyback") == []


def _asleep(version: str, answer: str) -> bool:
    g, p = _sabotage(version)
    assert g.pending.kind == "may"
    act(g, answer)
    [sheep] = tokens_named(g, 1 - p, "Woollyback", Side.COMPANION)
    return g.cards[sheep].has(Status.ASLEEP)


def test_alt_cyclone_b_mu_76_r1_the_woollyback_may_fall_asleep():
    assert _asleep(R1, "yes") and not _asleep(R1, "no")
    check_facts(R1, 2, 2, (2, 1, 1), "MU")


def test_alt_cyclone_b_mu_76_r2_the_woollyback_may_fall_asleep():
    assert _asleep(R2, "yes")
    check_facts(R2, 2, 2, (2, 1, 1), "OR")
