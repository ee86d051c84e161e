"""Counting Sheep: Fleeting; target two Expeditions and create a Woollyback token in each
(R1: in each Expedition); then each Character with Hand Cost {1} or less gains Asleep."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, FOUNDRY_MECHANIC, add_mana, card, play_spell, put, start, tokens_named,
)

C, R1, R2 = "ALT_CYCLONE_B_MU_80_C", "ALT_CYCLONE_B_MU_80_R1", "ALT_CYCLONE_B_MU_80_R2"


def _counted(version: str, answers: list[str]):
    g, p = start()
    cheap = put(g, 1 - p, FOUNDRY_MECHANIC, Zone.EXPEDITION)  # Hand Cost 1
    dear = put(g, p, AMELIA, Zone.EXPEDITION)  # Hand Cost 3
    spell = put(g, p, version)
    add_mana(g, p, 3)
    play_spell(g, spell)
    for a in answers:
        act(g, f"expedition -> {a}")
    assert spell in g.players[p].discard
    assert g.cards[cheap].has(Status.ASLEEP) and not g.cards[dear].has(Status.ASLEEP)
    sheep = tokens_named(g, p, "Woollyback") + tokens_named(g, 1 - p, "Woollyback")
    assert all(g.cards[s].has(Status.ASLEEP) for s in sheep)  # Hand Cost 0
    return g, p


def _facts(version: str, cost: int, faction: str):
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.keywords.fleeting) == (cost, cost, faction, True)


def test_alt_cyclone_b_mu_80_c_two_woollybacks_in_target_expeditions_then_the_cheap_sleep():
    g, p = _counted(C, ["hero theirs", "companion yours"])
    assert len(tokens_named(g, 1 - p, "Woollyback", Side.HERO)) == 1
    assert len(tokens_named(g, p, "Woollyback", Side.COMPANION)) == 1
    assert len(tokens_named(g, p, "Woollyback") + tokens_named(g, 1 - p, "Woollyback")) == 2
    _facts(C, 2, "MU")


def test_alt_cyclone_b_mu_80_r1_a_woollyback_in_each_expedition_then_the_cheap_sleep():
    g, p = _counted(R1, [])
    for player in (p, 1 - p):
        for side in Side:
            assert len(tokens_named(g, player, "Woollyback", side)) == 1
    _facts(R1, 3, "MU")


def test_alt_cyclone_b_mu_80_r2_two_woollybacks_in_target_expeditions_then_the_cheap_sleep():
    g, p = _counted(R2, ["companion theirs", "hero theirs"])
    assert len(tokens_named(g, 1 - p, "Woollyback")) == 2 and tokens_named(g, p, "Woollyback") == []
    _facts(R2, 2, "LY")
