"""Flutter of Moths: I cost {1} less if there are two or more exhausted cards in Reserve (the
rares: {1} less for each exhausted card in Reserve); create three Mana Moth tokens split among
Expeditions (CR 5.1.2.e, 7.3.4)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, set_mana
from tests.cards.builders import AMELIA, put, spell_cost_paid, start, tokens_named


def _flutter(version: str, exhausted_mine: int, exhausted_theirs: int, ready: int = 1):
    g, p = start()
    set_mana(g, p, 7)
    for player, n in ((p, exhausted_mine), (1 - p, exhausted_theirs)):
        for _ in range(n):
            g.cards[put(g, player, AMELIA, Zone.RESERVE)].status |= Status.EXHAUSTED
    for _ in range(ready):
        put(g, 1 - p, AMELIA, Zone.RESERVE)
    spell = put(g, p, version)
    paid = spell_cost_paid(g, p, spell)
    while g.pending.player == p and g.pending.kind != "turn":
        opts = options(g)
        act(g, next((o for o in opts if "hero" in o), opts[0]))
    return paid, g, p


def test_alt_alize_b_yz_43_c_costs_1_less_with_two_exhausted_cards_in_reserve():
    assert _flutter("ALT_ALIZE_B_YZ_43_C", 1, 1)[0] == 5  # one of each player's counts
    assert _flutter("ALT_ALIZE_B_YZ_43_C", 1, 0)[0] == 6
    paid, g, p = _flutter("ALT_ALIZE_B_YZ_43_C", 3, 0)
    assert paid == 5  # {1} less however many
    assert len(tokens_named(g, p, "Mana Moth", Side.HERO)) == 3


def _each(version: str) -> None:
    assert _flutter(version, 0, 0)[0] == 7
    assert _flutter(version, 2, 1)[0] == 4
    paid, g, p = _flutter(version, 1, 0)
    assert paid == 6 and len(tokens_named(g, p, "Mana Moth")) == 3


def test_alt_alize_b_yz_43_r1_costs_1_less_for_each_exhausted_card_in_reserve():
    _each("ALT_ALIZE_B_YZ_43_R1")


def test_alt_alize_b_yz_43_r2_costs_1_less_for_each_exhausted_card_in_reserve():
    _each("ALT_ALIZE_B_YZ_43_R2")


def _moths_anywhere(version: str) -> None:
    # "among any number of target Expeditions": any player's (README: tokens in target Expedition)
    g, p = start()
    set_mana(g, p, 7)
    spell_cost_paid(g, p, put(g, p, version))
    for where in ("hero yours", "hero theirs", "companion theirs"):
        act(g, f"expedition -> {where}")
    assert len(tokens_named(g, p, "Mana Moth", Side.HERO)) == 1
    moths = g.players[1 - p].expeditions[Side.HERO] + g.players[1 - p].expeditions[Side.COMPANION]
    assert len(moths) == 2 and all(g.cards[m].controller == 1 - p for m in moths)


def test_alt_alize_b_yz_43_c_the_moths_may_go_in_any_players_expeditions():
    _moths_anywhere("ALT_ALIZE_B_YZ_43_C")


def test_alt_alize_b_yz_43_r1_the_moths_may_go_in_any_players_expeditions():
    _moths_anywhere("ALT_ALIZE_B_YZ_43_R1")


def test_alt_alize_b_yz_43_r2_the_moths_may_go_in_any_players_expeditions():
    _moths_anywhere("ALT_ALIZE_B_YZ_43_R2")
