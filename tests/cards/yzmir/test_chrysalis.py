"""Chrysalis, a Defender: when I leave the Expedition zone, create a Mana Moth token in my
Expedition. The rares add support {D}: exhaust target card in Reserve."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import refresh
from tests.cards.builders import (AMELIA, card, pick_if_asked, put, send_to_reserve, settle, start,
                                  tokens_named, use_support)


def _leaves_a_moth(version: str) -> None:
    assert card(version).keywords.defender
    g, p = start()
    chrysalis = put(g, p, version, Zone.EXPEDITION, Side.COMPANION)
    send_to_reserve(g, chrysalis)
    refresh(g)
    settle(g)
    assert chrysalis in g.players[p].reserve
    assert len(tokens_named(g, p, "Mana Moth", Side.COMPANION)) == 1  # the Expedition it left


def test_alt_alize_b_yz_33_c_leaving_creates_a_mana_moth_in_its_expedition():
    _leaves_a_moth("ALT_ALIZE_B_YZ_33_C")


def test_alt_alize_b_yz_33_r1_leaving_creates_a_mana_moth_in_its_expedition():
    _leaves_a_moth("ALT_ALIZE_B_YZ_33_R1")


def test_alt_alize_b_yz_33_r2_leaving_creates_a_mana_moth_in_its_expedition():
    _leaves_a_moth("ALT_ALIZE_B_YZ_33_R2")


def test_alt_alize_b_yz_33_r1_and_r2_support_exhausts_target_card_in_reserve():
    for version in ("ALT_ALIZE_B_YZ_33_R1", "ALT_ALIZE_B_YZ_33_R2"):
        g, p = start()
        theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
        chrysalis = put(g, p, version, Zone.RESERVE)
        use_support(g, chrysalis)
        pick_if_asked(g, theirs)
        assert g.cards[theirs].has(Status.EXHAUSTED)
