"""Ouroboros Inkcaster: when I go to Reserve from the Expedition zone, you may return another
card from your Reserve to your hand. The rare adds a support ability: {D}: the next card you
play this turn costs 1 less."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play, refresh
from tests.cards.builders import AMELIA, put, ready_mana, send_to_reserve, start, use_support
from tests.log_text import prompt


def _sent_to_reserve_from_expedition_returns_another_card(version):
    g, p = start()
    other = put(g, p, AMELIA, Zone.RESERVE)
    ink = put(g, p, version)
    play(g, ink)
    send_to_reserve(g, ink)
    refresh(g)
    assert options(g) == ["yes", "no"]
    act(g, "yes")
    assert other in g.players[p].hand and ink in g.players[p].reserve


def test_alt_core_b_ly_10_c_sent_to_reserve_from_expedition_returns_another_card():
    _sent_to_reserve_from_expedition_returns_another_card("ALT_CORE_B_LY_10_C")


def test_alt_core_b_ly_10_r_sent_to_reserve_from_expedition_returns_another_card():
    _sent_to_reserve_from_expedition_returns_another_card("ALT_CORE_B_LY_10_R")


def test_alt_core_b_ly_10_r2_sent_to_reserve_from_expedition_returns_another_card():
    _sent_to_reserve_from_expedition_returns_another_card("ALT_CORE_B_LY_10_R2")


def test_alt_core_b_ly_10_c_triggers_at_rest():
    g, p = start()
    other = put(g, p, AMELIA, Zone.RESERVE)
    ink = put(g, p, "ALT_CORE_B_LY_10_C")
    play(g, ink)
    # Play quietly to the Night; the Rest sends it to Reserve from the Expedition zone.
    while not (g.pending.kind == "may" and prompt(g).startswith("Reaction of Ouroboros")):
        opts = options(g)
        act(g, "pass" if "pass" in opts else opts[0])
    act(g, "yes")
    assert other in g.players[p].hand and ink in g.players[p].reserve


def test_alt_core_b_ly_10_r_support_next_card_costs_one_less():
    g, p = start()
    ink = put(g, p, "ALT_CORE_B_LY_10_R", Zone.RESERVE)
    amelia = put(g, p, AMELIA)
    use_support(g, ink)
    assert ink in g.players[p].discard
    before = ready_mana(g, p)
    play(g, amelia)
    assert before - ready_mana(g, p) == 2  # Hand Cost 3, one less


def test_alt_core_b_ly_10_r2_not_from_the_hand():
    from altered_tui.cards import abilities as ab
    from tests.abilities.support import give, spell

    g, p = start()
    ink = put(g, p, "ALT_CORE_B_LY_10_R2")
    put(g, p, AMELIA, Zone.RESERVE)
    from tests.cards.builders import only_in_hand

    caster = give(g, p, spell(ab.PutFromHand(kind="put_from_hand", zone="reserve")))
    only_in_hand(g, p, [ink, caster])
    play(g, caster)
    assert ink in g.players[p].reserve and not g.emblems
    assert g.pending.kind != "may"
