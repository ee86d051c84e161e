"""FarFetch 2.0: {J} you may sacrifice a Permanent (Yzmir rare: a Character or Permanent);
if you do, target Character switches Expeditions (CR 7.3.28)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import HUB, TROOPER, add_mana, check_facts, pick, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_AX_69_C", "ALT_CYCLONE_B_AX_69_R1", "ALT_CYCLONE_B_AX_69_R2"


def _played(version: str, permanent: bool = True):
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS) if permanent else None
    rival = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    fetch = put(g, p, version)
    add_mana(g, p, 2)
    play(g, fetch)
    settle(g)
    return g, p, hub, rival, fetch


def _switches(version: str) -> None:
    g, p, hub, rival, _fetch = _played(version)
    assert g.pending.kind == "may"
    act(g, "yes")
    if any(o.startswith("choose") for o in options(g)):  # the Yzmir rare: FarFetch itself too
        pick(g, hub)
    act(g, next(o for o in options(g) if f"#{rival}" in o))
    assert g.cards[hub].zone is Zone.DISCARD
    assert rival in g.players[1 - p].expeditions[Side.COMPANION]
    g, p, hub, rival, _fetch = _played(version)
    act(g, "no")
    assert g.cards[hub].zone is Zone.LANDMARKS
    assert rival in g.players[1 - p].expeditions[Side.HERO]


def test_alt_cyclone_b_ax_69_c_sacrifice_a_permanent_to_switch_a_character():
    check_facts(C, 4, 4, (3, 4, 4), "AX")
    _switches(C)


def test_alt_cyclone_b_ax_69_r1_sacrifice_a_permanent_to_switch_a_character():
    check_facts(R1, 3, 3, (3, 3, 3), "AX")
    _switches(R1)


def test_alt_cyclone_b_ax_69_r2_may_sacrifice_a_character_instead():
    check_facts(R2, 3, 3, (3, 3, 3), "YZ")
    _switches(R2)
    g, p, _hub, rival, fetch = _played(R2, permanent=False)
    act(g, "yes")  # itself, the only Character or Permanent it controls, is sacrificed
    assert g.cards[fetch].zone is Zone.DISCARD
    assert rival in g.players[1 - p].expeditions[Side.COMPANION]
    g, p, _hub, rival, fetch = _played(C, permanent=False)  # the common: no Character
    assert g.pending.kind != "may" or "yes" not in options(g)
    assert g.cards[fetch].zone is Zone.EXPEDITION
    assert rival in g.players[1 - p].expeditions[Side.HERO]
