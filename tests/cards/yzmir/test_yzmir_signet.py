"""Yzmir Signet: choose one: send to Reserve target Character with Hand Cost 2 or less,
Sabotage, or draw a card (CR 6.5.g). The rares are Fleeting and choose two."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options
from tests.cards.builders import (AMELIA, SKALD, add_mana, answer, check_facts, pick_if_asked,
                                  play_spell, put, start)


def test_alt_cyclone_b_yz_76_c_each_mode_alone():
    g, p = start()
    skald = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    signet = put(g, p, "ALT_CYCLONE_B_YZ_76_C")
    play_spell(g, signet)
    answer(g, "mode 1")
    pick_if_asked(g, skald)
    assert skald in g.players[1 - p].reserve and signet in g.players[p].reserve
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play_spell(g, put(g, p, "ALT_CYCLONE_B_YZ_76_C"))
    answer(g, "mode 2")
    pick_if_asked(g, victim)
    assert victim in g.players[1 - p].discard
    g, p = start()
    signet = put(g, p, "ALT_CYCLONE_B_YZ_76_C")
    hand = len(g.players[p].hand)
    play_spell(g, signet)
    answer(g, "mode 3")
    assert len(g.players[p].hand) == hand  # the Signet left the hand, a card came in
    assert g.pending.kind == "turn" and g.pending.player == 1 - p  # one mode only
    check_facts("ALT_CYCLONE_B_YZ_76_C", 2, 4, None, "YZ")


def _two_modes(card_id, faction):
    g, p = start()
    skald = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    signet = put(g, p, card_id)
    hand = len(g.players[p].hand)
    play_spell(g, signet)
    answer(g, "mode 1")
    answer(g, "mode 3")
    while g.cards[signet].zone is Zone.LIMBO:
        pick_if_asked(g, skald)
        if g.cards[signet].zone is Zone.LIMBO and g.pending.kind not in ("target", "choose"):
            act(g, options(g)[0])
    assert skald in g.players[1 - p].reserve
    assert len(g.players[p].hand) == hand
    assert signet in g.players[p].discard  # Fleeting
    check_facts(card_id, 3, 3, None, faction)


def test_alt_cyclone_b_yz_76_r1_chooses_two_modes_and_is_fleeting():
    _two_modes("ALT_CYCLONE_B_YZ_76_R1", "YZ")


def test_alt_cyclone_b_yz_76_r2_chooses_two_modes_and_is_fleeting():
    _two_modes("ALT_CYCLONE_B_YZ_76_R2", "BR")
