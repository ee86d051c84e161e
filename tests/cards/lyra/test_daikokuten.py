"""Daikokuten: {J} target opponent may immediately play a Spell for free (CR 7.3.20, 5.2.a);
the rares: a card with Base Cost {4} or more (its Reserve Cost from Reserve, Hand Cost
otherwise)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options
from tests.cards.builders import (ACHILLES, HARVEST, MAGICAL_TRAINING, SEAL, SKALD, check_facts,
                                  play, put, ready_mana, settle, start)

C, R1, R2 = "ALT_CYCLONE_B_LY_76_C", "ALT_CYCLONE_B_LY_76_R1", "ALT_CYCLONE_B_LY_76_R2"


def _offered(version: str, cards: list[tuple[str, Zone]], src: str = "hand"):
    g, p = start()
    theirs = [put(g, 1 - p, card_id, zone) for card_id, zone in cards]
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, src=src)
    settle(g)
    assert g.pending.player == 1 - p and g.pending.kind == "play_now", options(g)
    offered = {int(o.split("#")[1].split("@")[0]) for o in options(g) if "#" in o}
    return g, p, theirs, offered


def test_alt_cyclone_b_ly_76_c_the_opponent_may_play_a_spell_for_free():
    g, p, (spell, other), offered = _offered(C, [(MAGICAL_TRAINING, Zone.HAND), (SKALD, Zone.HAND)])
    assert spell in offered and other not in offered
    hand, mana = len(g.players[1 - p].hand), ready_mana(g, 1 - p)
    act(g, next(o for o in options(g) if f"#{spell}@" in o))
    settle(g)
    assert ready_mana(g, 1 - p) == mana  # for free
    assert len(g.players[1 - p].hand) == hand  # the Spell left, its draw came in
    g, p, (spell,), offered = _offered(C, [(MAGICAL_TRAINING, Zone.HAND)], src="reserve")  # {J}
    act(g, "no")
    assert spell in g.players[1 - p].hand
    check_facts(C, 3, 3, (5, 5, 3), "LY")


def _rare(version: str, faction: str) -> None:
    # Achilles: Hand Cost 5; Conjuring Seal in Reserve: Reserve Cost 5; Harvest costs 1
    g, p, (big, seal, cheap), offered = _offered(
        version, [(ACHILLES, Zone.HAND), (SEAL, Zone.RESERVE), (HARVEST, Zone.HAND)])
    assert {big, seal} <= offered and cheap not in offered  # and their own cards of 4 or more
    mana = ready_mana(g, 1 - p)
    act(g, next(o for o in options(g) if f"#{big}@" in o))
    settle(g)
    assert g.cards[big].zone is Zone.EXPEDITION and ready_mana(g, 1 - p) == mana
    check_facts(version, 3, 3, (5, 5, 5), faction)


def test_alt_cyclone_b_ly_76_r1_a_card_of_base_cost_four_or_more():
    _rare(R1, "LY")


def test_alt_cyclone_b_ly_76_r2_muna_version_same_ability():
    _rare(R2, "MU")
