"""The Stew, an Expedition Permanent: {J} target Character gains 1 boost (the Bravos rare:
you may pay {1} to give 1 boost or take Fleeting away), and Characters in my Expedition are
Seasoned: they keep their boosts when they go to Reserve (CR 7.4.6)."""

from altered_tui.cards.render import render_text
from altered_tui.engine.types import Phase, Side, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    AMELIA, add_mana, boosted, card, pick_if_asked, put, ready_mana, run_until,
    send_to_reserve, settle, start,
)


def _stew_boosts_and_seasons(version: str) -> None:
    g, p = start()
    friend = put(g, p, AMELIA, Zone.EXPEDITION)
    elsewhere = boosted(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION, boosts=1)
    stew = put(g, p, version)
    act(g, f"play The Stew#{stew}@hand -> hero")
    settle(g)
    pick_if_asked(g, friend)
    assert g.cards[friend].boosts == 1
    send_to_reserve(g, friend)  # any move to Reserve (CR 7.4.6.c)
    send_to_reserve(g, elsewhere)
    assert g.cards[friend].boosts == 1  # Seasoned in the Stew's Expedition (CR 7.4.6.b)
    assert g.cards[elsewhere].boosts == 0  # the other Expedition: boosts lost


def test_alt_bise_b_br_62_c_boosts_and_seasons_my_expedition():
    _stew_boosts_and_seasons("ALT_BISE_B_BR_62_C")
    assert render_text(card("ALT_BISE_B_BR_62_C")).endswith(
        "Characters in my Expedition are Seasoned.")


def test_alt_bise_b_br_62_r2_boosts_and_seasons_my_expedition():
    _stew_boosts_and_seasons("ALT_BISE_B_BR_62_R2")


def _rare_joins(mode: str):
    g, p = start()
    friend = put(g, p, AMELIA, Zone.EXPEDITION)
    g.cards[friend].status |= Status.FLEETING
    stew = put(g, p, "ALT_BISE_B_BR_62_R1")
    before = ready_mana(g, p)
    act(g, f"play The Stew#{stew}@hand -> hero")
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes")
    act(g, next(o for o in options(g) if o.startswith(mode)))
    pick_if_asked(g, friend)
    return g, p, friend, before - ready_mana(g, p)


def test_alt_bise_b_br_62_r1_may_pay_1_for_a_boost_or_to_lose_fleeting():
    g, p, friend, paid = _rare_joins("mode 1")
    assert paid == 2 and g.cards[friend].boosts == 1  # its Hand Cost 1, then {1}
    assert g.cards[friend].has(Status.FLEETING)
    g, p, friend, paid = _rare_joins("mode 2")
    assert paid == 2 and g.cards[friend].boosts == 0
    assert not g.cards[friend].has(Status.FLEETING)
    g.cards[friend].counters["boost"] = 2
    run_until(g, 2, Phase.MORNING)  # Rest: no longer Fleeting, it goes to Reserve
    assert friend in g.players[p].reserve and g.cards[friend].boosts == 2  # Seasoned
