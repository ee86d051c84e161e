"""Bug-Out Bag, an Expedition Permanent: a Brassbug Robot token in my Expedition as it joins
(Axiom rare: when played from hand); the rares Resupply when played from Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, settle, start, tokens_named


def _bag(version: str, src: str) -> tuple[int, int]:
    """(Brassbugs in the Bag's Expedition, cards the Resupply put in Reserve)."""
    g, p = start()
    add_mana(g, p, 3)
    bag = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, bag, side="companion", src=src)
    settle(g)
    assert g.cards[bag].zone is Zone.EXPEDITION and g.cards[bag].side is Side.COMPANION
    assert not tokens_named(g, p, "Brassbug", Side.HERO)
    return len(tokens_named(g, p, "Brassbug", Side.COMPANION)), len(g.players[p].reserve)


def test_alt_bise_b_ax_62_c_joins_with_a_brassbug_in_its_expedition():
    assert _bag("ALT_BISE_B_AX_62_C", "hand") == (1, 0)
    assert _bag("ALT_BISE_B_AX_62_C", "reserve") == (1, 0)


def test_alt_bise_b_ax_62_r1_a_brassbug_from_hand_a_resupply_from_reserve():
    assert _bag("ALT_BISE_B_AX_62_R1", "hand") == (1, 0)
    assert _bag("ALT_BISE_B_AX_62_R1", "reserve") == (0, 1)


def test_alt_bise_b_ax_62_r2_a_brassbug_as_it_joins_and_a_resupply_from_reserve():
    assert _bag("ALT_BISE_B_AX_62_R2", "hand") == (1, 0)
    assert _bag("ALT_BISE_B_AX_62_R2", "reserve") == (1, 1)
