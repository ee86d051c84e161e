"""Requiem: choose one: discard target Fleeting Character with Hand Cost 4 or less, or target
Permanent with Hand Cost 4 or less. The common is Fleeting; the rares have Cooldown and may
also discard an Asleep Character."""

from altered_tui.engine.types import Side, Status, Zone

from tests.cards.builders import (
    ACHILLES, AMELIA, HUB, answer, can_pick, play_spell, put, start, target,
)

HIVE = "ALT_CORE_B_AX_30_C"  # Permanent, Hand Cost 5


def _first_mode(version: str, status: Status):
    """The opponent has a Character with `status` (Hand Cost 3), a plain one and an expensive
    one with the status; Requiem's first mode is chosen."""
    g, p = start()
    marked = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    plain = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    big = put(g, 1 - p, ACHILLES, Zone.EXPEDITION)  # Hand Cost 5
    for cid in (marked, big):
        g.cards[cid].status |= status
    requiem = put(g, p, version)
    play_spell(g, requiem)
    answer(g, "mode 1")
    return g, p, requiem, marked, plain, big


def _discards_a_fleeting_character(version: str):
    g, p, requiem, marked, plain, big = _first_mode(version, Status.FLEETING)
    assert not can_pick(g, plain) and not can_pick(g, big)
    if g.pending is not None and g.pending.kind == "target":
        target(g, marked)
    assert marked in g.players[1 - p].discard
    assert g.cards[plain].zone is Zone.EXPEDITION and g.cards[big].zone is Zone.EXPEDITION
    return g, p, requiem


def _discards_a_cheap_permanent(version: str):
    g, p = start()
    hub = put(g, 1 - p, HUB, Zone.LANDMARKS)  # Hand Cost 3
    hive = put(g, 1 - p, HIVE, Zone.LANDMARKS)
    requiem = put(g, p, version)
    play_spell(g, requiem)
    answer(g, "mode 2")
    assert not can_pick(g, hive)
    if g.pending is not None and g.pending.kind == "target":
        target(g, hub)
    assert hub in g.players[1 - p].discard and hive in g.players[1 - p].landmarks


def test_alt_bise_b_mu_60_c_discards_a_fleeting_character_or_a_permanent():
    g, p, requiem = _discards_a_fleeting_character("ALT_BISE_B_MU_60_C")
    assert requiem in g.players[p].discard  # Fleeting
    g, p, requiem, marked, plain, big = _first_mode("ALT_BISE_B_MU_60_C", Status.ASLEEP)
    assert g.cards[marked].zone is Zone.EXPEDITION  # Asleep is not enough for the common
    _discards_a_cheap_permanent("ALT_BISE_B_MU_60_C")


def _rare(version: str) -> None:
    g, p, requiem = _discards_a_fleeting_character(version)
    assert requiem in g.players[p].reserve and g.cards[requiem].has(Status.EXHAUSTED)  # Cooldown
    g, p, requiem, marked, plain, big = _first_mode(version, Status.ASLEEP)
    if g.pending is not None and g.pending.kind == "target":
        target(g, marked)
    assert marked in g.players[1 - p].discard
    _discards_a_cheap_permanent(version)


def test_alt_bise_b_mu_60_r1_discards_a_fleeting_or_asleep_character_and_cools_down():
    _rare("ALT_BISE_B_MU_60_R1")


def test_alt_bise_b_mu_60_r2_discards_a_fleeting_or_asleep_character_and_cools_down():
    _rare("ALT_BISE_B_MU_60_R2")
