"""License Withdrawal: Fleeting; choose one: discard a boosted Character or discard a
Permanent (the rares: each with Hand Cost 3 or less)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    ACHILLES, AMELIA, HAVEN_WARRIOR, add_mana, boosted, can_pick, pick_if_asked, play_spell, put, start,
)

CARRIER = "ALT_CORE_B_OR_30_C"  # Ordis Carrier: a Landmark, Hand Cost 3
MONOLITH = "ALT_CORE_B_OR_28_C"  # The Monolith: a Landmark, Hand Cost 5


def _cast(version: str, mode: str):
    g, p = start()
    add_mana(g, p, 1)
    table = {
        "big": boosted(g, 1 - p, ACHILLES),  # Hand Cost 5
        "small": boosted(g, 1 - p, HAVEN_WARRIOR),  # Hand Cost 3
        "plain": put(g, 1 - p, AMELIA, Zone.EXPEDITION),  # no boost
        "carrier": put(g, 1 - p, CARRIER, Zone.LANDMARKS),
        "monolith": put(g, 1 - p, MONOLITH, Zone.LANDMARKS),
    }
    withdrawal = put(g, p, version)
    play_spell(g, withdrawal)
    act(g, next(o for o in options(g) if o.startswith(mode)))
    return g, p, withdrawal, table


def _discards(version: str, limited: bool) -> None:
    g, p, withdrawal, t = _cast(version, "mode 1")
    assert not can_pick(g, t["plain"])  # not boosted
    assert can_pick(g, t["big"]) != limited
    pick_if_asked(g, t["small"])  # the only target of the rares is taken for the player
    assert t["small"] in g.players[1 - p].discard
    assert withdrawal in g.players[p].discard  # Fleeting
    g, p, withdrawal, t = _cast(version, "mode 2")
    assert can_pick(g, t["monolith"]) != limited
    pick_if_asked(g, t["carrier"])
    assert t["carrier"] in g.players[1 - p].discard and t["monolith"] in g.players[1 - p].landmarks


def test_alt_bise_b_or_59_c_discards_a_boosted_character_or_a_permanent():
    _discards("ALT_BISE_B_OR_59_C", limited=False)


def test_alt_bise_b_or_59_r1_discards_a_cheap_boosted_character_or_a_cheap_permanent():
    _discards("ALT_BISE_B_OR_59_R1", limited=True)


def test_alt_bise_b_or_59_r2_discards_a_cheap_boosted_character_or_a_cheap_permanent():
    _discards("ALT_BISE_B_OR_59_R2", limited=True)
