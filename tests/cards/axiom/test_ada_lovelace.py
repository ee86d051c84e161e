"""Ada Lovelace: {R} you may put a card from your hand in Reserve; C: if it's a Permanent, draw;
R: to draw; R2: if it's a Spell, draw."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    FOUNDRY_MECHANIC,
    HARVEST,
    REPROCESSOR,
    clear_hand,
    label,
    put,
    start,
)


ADA_C, ADA_R, ADA_R2 = "ALT_CORE_B_AX_13_C", "ALT_CORE_B_AX_13_R", "ALT_CORE_B_AX_13_R2"


def _play_ada_from_reserve(version, in_hand):
    """Ada from Reserve with exactly these cards in hand; returns (game, player, hand cids)."""
    g, p = start()
    clear_hand(g, p)
    cards = [put(g, p, c) for c in in_hand]
    ada = put(g, p, version, Zone.RESERVE)
    play(g, ada, src="reserve")
    assert g.pending.kind == "may" and options(g) == ["yes", "no"]
    return g, p, cards


def _choose(g, cid):
    if g.pending.kind == "choose":
        act(g, f"choose {label(g, cid)}")


def test_alt_core_b_ax_13_c_6_5_d_a_permanent_put_in_reserve_draws_a_card():
    g, p, (perm, char) = _play_ada_from_reserve(ADA_C, [REPROCESSOR, FOUNDRY_MECHANIC])
    act(g, "yes")
    _choose(g, perm)
    assert g.cards[perm].zone is Zone.RESERVE
    assert g.players[p].hand[0] == char and len(g.players[p].hand) == 2  # drew one


def test_alt_core_b_ax_13_c_a_character_put_in_reserve_draws_nothing():
    g, p, (perm, char) = _play_ada_from_reserve(ADA_C, [REPROCESSOR, FOUNDRY_MECHANIC])
    act(g, "yes")
    _choose(g, char)
    assert g.cards[char].zone is Zone.RESERVE and g.players[p].hand == [perm]


def test_alt_core_b_ax_13_r_any_card_put_in_reserve_draws_a_card():
    g, p, (char,) = _play_ada_from_reserve(ADA_R, [FOUNDRY_MECHANIC])
    top = g.players[p].deck[0]
    act(g, "yes")
    _choose(g, char)
    assert g.cards[char].zone is Zone.RESERVE and g.players[p].hand == [top]


def test_alt_core_b_ax_13_r_declining_draws_nothing():
    g, p, (char,) = _play_ada_from_reserve(ADA_R, [FOUNDRY_MECHANIC])
    act(g, "no")
    assert g.players[p].hand == [char]


def test_alt_core_b_ax_13_r2_a_spell_put_in_reserve_draws_a_card():
    g, p, (spell, perm) = _play_ada_from_reserve(ADA_R2, [HARVEST, REPROCESSOR])
    act(g, "yes")
    _choose(g, spell)
    assert g.cards[spell].zone is Zone.RESERVE and len(g.players[p].hand) == 2


def test_alt_core_b_ax_13_r2_a_permanent_put_in_reserve_draws_nothing():
    g, p, (spell, perm) = _play_ada_from_reserve(ADA_R2, [HARVEST, REPROCESSOR])
    act(g, "yes")
    _choose(g, perm)
    assert g.players[p].hand == [spell]
