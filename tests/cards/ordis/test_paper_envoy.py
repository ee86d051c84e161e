"""Paper Envoy: {H} I gain Fleeting unless my Expedition is Ascended (README rulings, Ascend)."""

from altered_tui.engine.types import Side, Status

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def _fleeting(ascended: bool) -> bool:
    g, p = start()
    if ascended:
        g.ascended.append((p, Side.HERO))
    me = put(g, p, "ALT_EOLE_B_OR_108_C")
    play(g, me, side="hero")
    settle(g)
    return g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_or_108_c_fleeting_unless_my_expedition_is_ascended():
    check_facts("ALT_EOLE_B_OR_108_C", 1, 1, (1, 1, 1), "OR")
    assert _fleeting(False) and not _fleeting(True)
