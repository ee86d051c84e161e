"""Finisher: Fleeting; choose up to three, each once: discard target Character, discard target
Permanent, Sabotage (CR 6.5.g). R1 and Lyra R2: the same option may be chosen again."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import AMELIA, HAVEN_WARRIOR, add_mana, card, label, play_spell, put, start


def _modes(g) -> list[str]:
    return [o for o in options(g) if o.startswith("mode")]


def finished(version: str, picks: list[int]) -> tuple[list[str], int]:
    """Choose the modes by number; (where the two opposing Characters are, modes offered last)."""
    g, p = start()
    add_mana(g, p, 4)
    a = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    b = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.COMPANION)
    me = put(g, p, version)
    play_spell(g, me)
    offered = 0
    for n in picks:
        offered = len(_modes(g))
        act(g, next(o for o in _modes(g) if o == f"mode {n}"))
    if "done" in options(g):
        act(g, "done")
    for cid in (a, b):
        if g.pending.kind == "target":
            act(g, next(o for o in options(g) if label(g, cid) in o))
    while g.pending.player == p and g.pending.kind != "turn":
        act(g, "done" if "done" in options(g) else options(g)[0])
    assert me in g.players[p].discard  # Fleeting
    return [g.cards[c].zone.value for c in (a, b)], offered


def test_alt_duster_b_yz_98_c_up_to_three_different_options():
    zones, offered = finished("ALT_DUSTER_B_YZ_98_C", [1, 3])
    assert zones.count("discard") == 1 and offered == 2  # the first option is not offered again
    assert card("ALT_DUSTER_B_YZ_98_C").keywords.fleeting


def test_alt_duster_b_yz_98_r1_the_same_option_twice():
    zones, offered = finished("ALT_DUSTER_B_YZ_98_R1", [1, 1])
    assert zones == ["discard", "discard"] and offered == 3


def test_alt_duster_b_yz_98_r2_the_same_option_twice():
    zones, offered = finished("ALT_DUSTER_B_YZ_98_R2", [1, 1])
    assert zones == ["discard", "discard"] and offered == 3
    assert card("ALT_DUSTER_B_YZ_98_R2").faction.value == "LY"
