"""Moth Decoy: as you play me you may exhaust a ready card of your Reserve to make me cost {1}
less (CR 5.1.2.c, 7.3.10); create a Mana Moth Illusion token in target Expedition (CR 7.3.4)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    TROOPER, add_mana, answer, card, choose, put, ready_mana, resolve_spell, start, tokens_named,
)


def _decoy(version: str, hand: int, reserve: int, faction: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.subtypes) == (hand, reserve, faction, ("Conjuration",))
    for src, cost in (("hand", hand), ("reserve", reserve)):
        for reduced in (False, True):
            g, p = start()
            spare = put(g, p, TROOPER, Zone.RESERVE)
            decoy = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
            add_mana(g, p, 3)
            before = ready_mana(g, p)
            act(g, f"play Moth Decoy#{decoy}@{src}" + (" reduced" if reduced else ""))
            if reduced:
                choose(g, spare)
            assert g.cards[spare].has(Status.EXHAUSTED) is reduced
            assert spare in g.players[p].reserve  # exhausted where it is, not discarded
            assert before - ready_mana(g, p) == cost - (1 if reduced else 0)
            answer(g, "expedition -> companion yours")
            resolve_spell(g, decoy)
            assert len(tokens_named(g, p, "Mana Moth", Side.COMPANION)) == 1
            assert not tokens_named(g, p, "Mana Moth", Side.HERO)
    g, p = start()
    tired = put(g, p, TROOPER, Zone.RESERVE)
    g.cards[tired].status |= Status.EXHAUSTED
    decoy = put(g, p, version)
    add_mana(g, p, 3)
    assert not any(o.endswith("reduced") for o in options(g) if f"#{decoy}@" in o)  # none ready


def test_alt_duster_b_yz_100_c_exhaust_a_reserve_card_for_one_less_and_a_mana_moth():
    _decoy("ALT_DUSTER_B_YZ_100_C", 4, 5, "YZ")


def test_alt_duster_b_yz_100_r1_exhaust_a_reserve_card_for_one_less_and_a_mana_moth():
    _decoy("ALT_DUSTER_B_YZ_100_R1", 4, 4, "YZ")


def test_alt_duster_b_yz_100_r2_exhaust_a_reserve_card_for_one_less_and_a_mana_moth():
    _decoy("ALT_DUSTER_B_YZ_100_R2", 3, 2, "AX")
