"""Shiva: {H} you may discard target Permanent; if you don't, I gain 2 boosts (CR 6.5.f)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import HUB, add_mana, facts, pick_if_asked, played, put, start


def _shiva(card_id, faction, hand, reserve, st):
    g, p = start()
    hub = put(g, 1 - p, HUB, Zone.LANDMARKS)
    shiva = put(g, p, card_id)
    add_mana(g, p, 1)
    play(g, shiva)
    act(g, "yes")
    pick_if_asked(g, hub)
    assert hub in g.players[1 - p].discard and g.cards[shiva].boosts == 0
    g, p = start()
    hub = put(g, 1 - p, HUB, Zone.LANDMARKS)
    shiva = put(g, p, card_id)
    add_mana(g, p, 1)
    play(g, shiva)
    act(g, "no")
    assert g.cards[hub].zone is Zone.LANDMARKS and g.cards[shiva].boosts == 2
    g, p = start()  # nothing to discard: only "no", and the boosts
    shiva = put(g, p, card_id)
    add_mana(g, p, 1)
    play(g, shiva)
    assert options(g) == ["no"]
    act(g, "no")
    assert g.cards[shiva].boosts == 2
    g, p, cid, paid = played(card_id, "reserve", 1)
    assert paid == reserve and g.cards[cid].boosts == 0  # {H} only
    facts(card_id, hand, reserve, st, faction)


def test_alt_cyclone_b_yz_74_c_discards_a_permanent_or_gains_two_boosts():
    _shiva("ALT_CYCLONE_B_YZ_74_C", "YZ", 4, 2, (2, 2, 2))


def test_alt_cyclone_b_yz_74_r1_discards_a_permanent_or_gains_two_boosts():
    _shiva("ALT_CYCLONE_B_YZ_74_R1", "YZ", 3, 1, (1, 1, 1))


def test_alt_cyclone_b_yz_74_r2_discards_a_permanent_or_gains_two_boosts():
    _shiva("ALT_CYCLONE_B_YZ_74_R2", "LY", 3, 1, (1, 1, 1))
