"""Rune's Testament: when its Expedition would move forward at Dusk, its controller may
discard it instead (CR 6.2.d) and draw two cards (the Ordis rare: look at the top four cards
of the Deck, one to hand, the others discarded); the Expedition then stays where it is."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import act, character, give, options
from tests.cards.builders import progress, put, start, until_pending


def _at_dusk(version: str, answer: str):
    g, p = start()
    testament = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(20, 20, 20)), Zone.EXPEDITION, Side.HERO)  # it wins its region
    until_pending(g, "may", p)
    assert g.phase is Phase.DUSK
    act(g, answer)  # Dusk goes on: the Expedition moves, or the Testament draws
    drawn = sum(e.data["count"] for e in g.log if e.kind == "draw" and e.cause == f"card:{testament}")
    return g, p, testament, drawn


def _draws_instead_of_moving(version: str) -> None:
    g, p, testament, drawn = _at_dusk(version, "yes")
    assert testament in g.players[p].discard and drawn == 2
    assert progress(g, p, Side.HERO) == 0
    g, p, testament, drawn = _at_dusk(version, "no")
    assert testament not in g.players[p].discard and drawn == 0  # it rested as usual
    assert progress(g, p, Side.HERO) == 1


def test_alt_bise_b_or_61_c_may_be_discarded_instead_of_moving_to_draw_two():
    _draws_instead_of_moving("ALT_BISE_B_OR_61_C")


def test_alt_bise_b_or_61_r2_may_be_discarded_instead_of_moving_to_draw_two():
    _draws_instead_of_moving("ALT_BISE_B_OR_61_R2")


def test_alt_bise_b_or_61_r1_may_be_discarded_instead_of_moving_to_take_one_of_four():
    g, p = start()
    testament = put(g, p, "ALT_BISE_B_OR_61_R1", Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(20, 20, 20)), Zone.EXPEDITION, Side.HERO)
    until_pending(g, "may", p)
    act(g, "yes")
    top = list(g.players[p].deck[:4])
    assert testament in g.players[p].discard and len(options(g)) == 4
    act(g, next(o for o in options(g) if f"#{top[2]}" in o))
    assert top[2] in g.players[p].hand
    assert all(cid in g.players[p].discard for cid in top if cid != top[2])
    assert progress(g, p, Side.HERO) == 0
