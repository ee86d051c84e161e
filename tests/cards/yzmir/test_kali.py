"""Kali: {H} you may put a Spell from your hand in Reserve; if you don't, sacrifice me (CR
7.3.25, 6.5.f). Yzmir rare: sacrifice a Character instead; Axiom rare: a Permanent from your
hand, else sacrifice a Permanent."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (AMELIA, MAGICAL_TRAINING, REPROCESSOR, TROOPER, check_facts, choose,
                                  facts, only_in_hand, put, start)


def _kali_with(card_id, in_hand):
    g, p = start()
    cards = [put(g, p, x) for x in in_hand]
    kali = put(g, p, card_id)
    only_in_hand(g, p, cards + [kali])
    play(g, kali)
    return g, p, kali, cards


def test_alt_cyclone_b_yz_71_c_putting_a_spell_in_reserve_keeps_me():
    g, p, kali, [training, trooper] = _kali_with("ALT_CYCLONE_B_YZ_71_C", [MAGICAL_TRAINING, TROOPER])
    assert options(g) == ["yes", "no"]
    act(g, "yes")  # the one Spell in hand is put without asking
    assert training in g.players[p].reserve and trooper in g.players[p].hand
    assert g.cards[kali].zone is Zone.EXPEDITION


def test_alt_cyclone_b_yz_71_c_declining_or_without_a_spell_sacrifices_me():
    g, p, kali, [training] = _kali_with("ALT_CYCLONE_B_YZ_71_C", [MAGICAL_TRAINING])
    act(g, "no")
    assert kali in g.players[p].discard and training in g.players[p].hand
    g, p, kali, [trooper] = _kali_with("ALT_CYCLONE_B_YZ_71_C", [TROOPER])
    assert options(g) == ["no"]  # no Spell: only declining is possible
    act(g, "no")
    assert kali in g.players[p].discard and trooper in g.players[p].hand
    check_facts("ALT_CYCLONE_B_YZ_71_C", 2, 2, None, "YZ")
    facts("ALT_CYCLONE_B_YZ_71_C", 2, 2, (3, 2, 2), "YZ")


def test_alt_cyclone_b_yz_71_r1_declining_sacrifices_a_character_of_my_choice():
    g, p = start()
    amelia = put(g, p, AMELIA, Zone.EXPEDITION)
    training = put(g, p, MAGICAL_TRAINING)
    kali = put(g, p, "ALT_CYCLONE_B_YZ_71_R1")
    play(g, kali)
    act(g, "no")
    choose(g, amelia)
    assert amelia in g.players[p].discard and g.cards[kali].zone is Zone.EXPEDITION
    assert training in g.players[p].hand
    facts("ALT_CYCLONE_B_YZ_71_R1", 2, 2, (3, 3, 2), "YZ")


def test_alt_cyclone_b_yz_71_r1_a_spell_put_in_reserve_saves_everyone():
    g, p, kali, [training] = _kali_with("ALT_CYCLONE_B_YZ_71_R1", [MAGICAL_TRAINING])
    act(g, "yes")
    assert training in g.players[p].reserve and g.cards[kali].zone is Zone.EXPEDITION


def test_alt_cyclone_b_yz_71_r2_a_permanent_from_hand_or_a_permanent_sacrificed():
    g, p, kali, [reprocessor, training] = _kali_with("ALT_CYCLONE_B_YZ_71_R2",
                                                    [REPROCESSOR, MAGICAL_TRAINING])
    act(g, "yes")
    assert reprocessor in g.players[p].reserve and training in g.players[p].hand
    g, p = start()
    landmark = put(g, p, REPROCESSOR, Zone.LANDMARKS)
    kali = put(g, p, "ALT_CYCLONE_B_YZ_71_R2")
    only_in_hand(g, p, [kali, put(g, p, MAGICAL_TRAINING)])
    play(g, kali)
    assert options(g) == ["no"]  # a Spell is not a Permanent
    act(g, "no")
    if g.pending.kind == "choose":
        choose(g, landmark)
    assert landmark in g.players[p].discard and g.cards[kali].zone is Zone.EXPEDITION
    facts("ALT_CYCLONE_B_YZ_71_R2", 2, 2, (3, 3, 2), "AX")
