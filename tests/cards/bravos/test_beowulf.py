"""Beowulf: when I leave the Expedition zone, you may play a Character with Base Cost 2 or
less for free (R1: 3 or less; R2: a Permanent with Base Cost 3 or less)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, give, options, play, spell
from tests.cards.builders import (ACHILLES, AMELIA, HUB, REPROCESSOR, SKALD, TROOPER, check_facts, put,
                                  ready_mana, settle, start)


def _leaves(version, *in_hand):
    g, p = start()
    beowulf = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    cards = [put(g, p, c) for c in in_hand]
    bounce = give(g, p, spell(ab.SendTo(kind="send_to", objects=ab.Select(
        ref="each", filter=ab.Filter(controller="you", type="character")), zone="reserve")))
    if g.pending.player != p:
        act(g, "pass")
    play(g, bounce)
    settle(g)
    assert beowulf in g.players[p].reserve
    return g, p, cards


def _offered(g, cid):
    return any(f"#{cid}@" in o for o in options(g))


def test_alt_cyclone_b_br_76_c_leaving_plays_a_cheap_character_for_free():
    g, p, (skald, amelia) = _leaves("ALT_CYCLONE_B_BR_76_C", SKALD, AMELIA)
    assert g.pending.kind == "play_now" and _offered(g, skald) and not _offered(g, amelia)
    before = ready_mana(g, p)
    act(g, next(o for o in options(g) if f"#{skald}@hand -> hero" in o))
    assert g.cards[skald].zone is Zone.EXPEDITION and ready_mana(g, p) == before
    check_facts("ALT_CYCLONE_B_BR_76_C", 5, 5, (5, 2, 5), "BR")


def test_alt_cyclone_b_br_76_r1_leaving_plays_a_character_of_base_cost_three():
    g, p, (amelia, achilles) = _leaves("ALT_CYCLONE_B_BR_76_R1", AMELIA, ACHILLES)
    assert _offered(g, amelia) and not _offered(g, achilles)
    before = ready_mana(g, p)
    act(g, next(o for o in options(g) if f"#{amelia}@hand -> hero" in o))
    assert g.cards[amelia].zone is Zone.EXPEDITION and ready_mana(g, p) == before
    check_facts("ALT_CYCLONE_B_BR_76_R1", 5, 5, (5, 2, 5), "BR")


def test_alt_cyclone_b_br_76_r2_leaving_plays_a_permanent_for_free():
    g, p, (hub, reprocessor, trooper) = _leaves("ALT_CYCLONE_B_BR_76_R2", HUB, REPROCESSOR, TROOPER)
    assert _offered(g, hub) and not _offered(g, reprocessor) and not _offered(g, trooper)
    before = ready_mana(g, p)
    act(g, next(o for o in options(g) if f"#{hub}@" in o))
    settle(g)
    assert hub in g.players[p].landmarks and ready_mana(g, p) == before
    check_facts("ALT_CYCLONE_B_BR_76_R2", 5, 5, (5, 2, 5), "AX")
