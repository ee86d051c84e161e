"""Floral Tent: {J} Resupply; an Anchored Character that would leave my Expedition during the
Afternoon loses Anchored instead (the R2: a boosted Character loses all its boosts instead);
the rares' support {D}: target Character with Hand Cost {3} or less gains Anchored."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    SKALD, add_mana, boosted, check_anchor_support, hero_exp, put, send_to_reserve, start,
)


def _tent(version: str):
    """The Tent played into the Hero Expedition: its {J} Resupply happens."""
    g, p = start()
    add_mana(g, p, 1)
    top = g.players[p].deck[0]
    tent = put(g, p, version)
    play(g, tent)
    assert tent in hero_exp(g, p) and top in g.players[p].reserve  # {J} Resupply
    return g, p, tent


def _keeps_anchored_characters(version: str) -> None:
    g, p, tent = _tent(version)
    kept = put(g, p, SKALD, Zone.EXPEDITION)
    g.cards[kept].status |= Status.ANCHORED
    elsewhere = put(g, p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    g.cards[elsewhere].status |= Status.ANCHORED
    plain = put(g, p, SKALD, Zone.EXPEDITION)
    for cid in (kept, elsewhere, plain):
        send_to_reserve(g, cid)
    assert kept in hero_exp(g, p) and not g.cards[kept].has(Status.ANCHORED)
    assert elsewhere in g.players[p].reserve and plain in g.players[p].reserve
    send_to_reserve(g, kept)  # no longer Anchored: it goes
    assert kept in g.players[p].reserve


def test_alt_alize_b_mu_44_c_resupplies_and_an_anchored_character_stays_and_loses_anchored():
    _keeps_anchored_characters("ALT_ALIZE_B_MU_44_C")


def test_alt_alize_b_mu_44_r1_keeps_anchored_characters_and_supports_anchoring():
    _keeps_anchored_characters("ALT_ALIZE_B_MU_44_R1")
    check_anchor_support("ALT_ALIZE_B_MU_44_R1")


def test_alt_alize_b_mu_44_r2_a_boosted_character_stays_and_loses_its_boosts():
    g, p, tent = _tent("ALT_ALIZE_B_MU_44_R2")
    kept = boosted(g, p, SKALD, boosts=2)
    anchored = put(g, p, SKALD, Zone.EXPEDITION)
    g.cards[anchored].status |= Status.ANCHORED
    send_to_reserve(g, kept)
    send_to_reserve(g, anchored)
    assert kept in hero_exp(g, p) and g.cards[kept].boosts == 0
    assert anchored in g.players[p].reserve
    check_anchor_support("ALT_ALIZE_B_MU_44_R2")
