"""The Town Square: at Dusk it gains a Morale counter for each Character you control (CR 6.5.i);
{T} and six of them: a boost for each Character in target Expedition (the rares: each
Character you control)."""

from altered_tui.engine.types import Phase, Side, Status, Zone

from tests.abilities.support import act, options, refresh
from tests.cards.builders import AMELIA, TROOPER, put, run_until, start, use_ability


def _gains_morale_at_dusk(version: str) -> None:
    g, p = start()
    square = put(g, p, version, Zone.LANDMARKS)
    put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # not yours
    run_until(g, 1, Phase.NIGHT)
    assert g.cards[square].counters.get("morale") == 2


def _spends_six(version: str):
    g, p = start()
    square = put(g, p, version, Zone.LANDMARKS)
    mine = [put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO),
            put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)]
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    g.cards[square].counters["morale"] = 5
    refresh(g)
    assert not any(o.startswith(f"use The Town Square#{square}") for o in options(g))
    g.cards[square].counters["morale"] = 7
    refresh(g)
    use_ability(g, square, 2)  # its second ability
    assert g.cards[square].counters["morale"] == 1 and g.cards[square].has(Status.EXHAUSTED)
    return g, p, mine, theirs


def test_alt_bise_b_or_63_c_morale_at_dusk_then_boosts_target_expedition():
    _gains_morale_at_dusk("ALT_BISE_B_OR_63_C")
    g, p, mine, theirs = _spends_six("ALT_BISE_B_OR_63_C")
    act(g, "expedition -> hero theirs")
    assert g.cards[theirs].boosts == 1  # any player's Expedition may be the target
    assert [g.cards[c].boosts for c in mine] == [0, 0]


def test_alt_bise_b_or_63_r1_morale_at_dusk_then_boosts_your_characters():
    _gains_morale_at_dusk("ALT_BISE_B_OR_63_R1")
    g, p, mine, theirs = _spends_six("ALT_BISE_B_OR_63_R1")
    assert [g.cards[c].boosts for c in mine] == [1, 1] and g.cards[theirs].boosts == 0


def test_alt_bise_b_or_63_r2_morale_at_dusk_then_boosts_your_characters():
    _gains_morale_at_dusk("ALT_BISE_B_OR_63_R2")
    g, p, mine, theirs = _spends_six("ALT_BISE_B_OR_63_R2")
    assert [g.cards[c].boosts for c in mine] == [1, 1] and g.cards[theirs].boosts == 0
