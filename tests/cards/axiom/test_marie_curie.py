"""Marie Curie: the common has no ability; the rares: {H} you may sacrifice a Permanent
(Yzmir: a Character or Permanent); if you don't, I gain Fleeting (CR 6.5.f)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    HUB, TROOPER, check_facts, pick, plays_for_its_printed_costs, put, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_73_C", "ALT_CYCLONE_B_AX_73_R1", "ALT_CYCLONE_B_AX_73_R2"


def test_alt_cyclone_b_ax_73_c_has_no_ability_and_plays_for_its_costs():
    plays_for_its_printed_costs(C)
    check_facts(C, 3, 2, (3, 3, 2), "AX")


def _from_hand(version: str, offering: str | None, zone: Zone = Zone.LANDMARKS):
    g, p = start()
    sacrificed = put(g, p, offering, zone) if offering else None
    marie = put(g, p, version)
    play(g, marie)
    settle(g)
    return g, p, marie, sacrificed


def _rare(version: str, faction: str) -> None:
    check_facts(version, 2, 2, (3, 3, 2), faction)
    g, p, marie, hub = _from_hand(version, HUB)
    act(g, "yes")
    if any(o.startswith("choose") for o in options(g)):
        pick(g, hub)
    assert g.cards[hub].zone is Zone.DISCARD and not g.cards[marie].has(Status.FLEETING)
    g, p, marie, hub = _from_hand(version, HUB)
    act(g, "no")
    assert g.cards[hub].zone is Zone.LANDMARKS and g.cards[marie].has(Status.FLEETING)


def test_alt_cyclone_b_ax_73_r1_sacrifice_a_permanent_or_become_fleeting():
    _rare(R1, "AX")
    g, p, marie, _ = _from_hand(R1, None)  # nothing to sacrifice: only "no" (CR 6.5.f)
    assert options(g) == ["no"]
    act(g, "no")
    assert g.cards[marie].has(Status.FLEETING)


def test_alt_cyclone_b_ax_73_r2_a_character_may_be_sacrificed_instead():
    _rare(R2, "YZ")
    g, p, marie, trooper = _from_hand(R2, TROOPER, Zone.EXPEDITION)
    act(g, "yes")
    pick(g, trooper)
    assert g.cards[trooper].zone is Zone.DISCARD and not g.cards[marie].has(Status.FLEETING)
    assert marie in g.players[p].expeditions[Side.HERO]
