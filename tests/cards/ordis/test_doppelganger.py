"""Doppelgänger: target a Character facing me; I gain its sub-types (while I stay in the
Expedition zone) and X boosts, X its highest statistic ({J} on the common; {H} and Seasoned on
the rares)."""

from altered_tui.engine.objects import has_subtype
from altered_tui.engine.observation import card_view
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (ACHILLES, AMELIA, add_mana, card, check_facts, pick_if_asked,
                                  put, send_to_reserve, settle, start)


def _copies(version, src="hand"):
    g, p = start()
    add_mana(g, p, 3)
    achilles = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # 5/5/5 Soldier
    put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.COMPANION)  # not facing the Hero Expedition
    g.cards[achilles].counters["boost"] = 1  # 6/6/6 now
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, src=src)
    settle(g)
    pick_if_asked(g, achilles)
    return g, p, me


def _check(version, faction, costs, src="hand"):
    g, p, me = _copies(version, src)
    assert g.cards[me].boosts == 6 and has_subtype(g, me, "Soldier")
    assert has_subtype(g, me, "Elemental") and not has_subtype(g, me, "Adventurer")
    assert card_view(g, me)["subtypes"] == ["Elemental", "Soldier"]  # what both players see
    send_to_reserve(g, me)
    assert not has_subtype(g, me, "Soldier")  # lost as it left the Expedition zone
    assert "subtypes" not in card_view(g, me)  # its printed ones only
    check_facts(version, *costs, (0, 0, 0), faction)


def test_alt_cyclone_b_or_73_c_copies_the_facing_characters_subtypes_and_highest_stat():
    _check("ALT_CYCLONE_B_OR_73_C", "OR", (4, 4), src="reserve")


def test_alt_cyclone_b_or_73_r1_seasoned_and_only_from_hand():
    assert card("ALT_CYCLONE_B_OR_73_R1").keywords.seasoned
    _check("ALT_CYCLONE_B_OR_73_R1", "OR", (3, 3))
    g, p, me = _copies("ALT_CYCLONE_B_OR_73_R1", "reserve")
    assert g.cards[me].boosts == 0 and not has_subtype(g, me, "Soldier")


def test_alt_cyclone_b_or_73_r2_seasoned_and_only_from_hand():
    assert card("ALT_CYCLONE_B_OR_73_R2").keywords.seasoned
    _check("ALT_CYCLONE_B_OR_73_R2", "LY", (3, 3))
