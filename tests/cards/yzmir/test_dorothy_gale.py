"""Dorothy Gale: you may send target Character to Reserve ({H}; the rare on {J})."""

from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, pick, put, start


def _setup(card_id, src):
    g, p = start()
    add_mana(g, p, 2)
    victim = put(g, 1 - p, "ALT_CORE_B_OR_17_C", Zone.EXPEDITION, Side.HERO)
    dorothy = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    before = len(ready_orbs(g, p))
    play(g, dorothy, src=src)
    return g, p, victim, dorothy, before - len(ready_orbs(g, p))


def test_alt_core_b_yz_16_c_may_send_a_character_to_reserve_when_played_from_hand():
    g, p, victim, dorothy, paid = _setup("ALT_CORE_B_YZ_16_C", "hand")
    assert paid == 5 and g.pending.kind == "may"
    act(g, "yes")
    pick(g, victim, "target")
    assert victim in g.players[1 - p].reserve


def test_alt_core_b_yz_16_c_may_be_declined():
    g, p, victim, dorothy, paid = _setup("ALT_CORE_B_YZ_16_C", "hand")
    act(g, "no")
    assert g.cards[victim].zone is Zone.EXPEDITION


def test_alt_core_b_yz_16_c_does_nothing_when_played_from_reserve():
    g, p, victim, dorothy, paid = _setup("ALT_CORE_B_YZ_16_C", "reserve")
    assert paid == 3 and g.pending.kind == "turn"
    assert g.cards[victim].zone is Zone.EXPEDITION


def test_alt_core_b_yz_16_r_also_works_when_played_from_reserve():
    g, p, victim, dorothy, paid = _setup("ALT_CORE_B_YZ_16_R", "reserve")
    assert paid == 5 and g.pending.kind == "may"
    act(g, "yes")
    pick(g, victim, "target")
    assert victim in g.players[1 - p].reserve


def test_alt_core_b_yz_16_r2_may_send_a_character_to_reserve_when_played_from_hand():
    g, p, victim, dorothy, paid = _setup("ALT_CORE_B_YZ_16_R2", "hand")
    act(g, "yes")
    pick(g, victim, "target")
    assert victim in g.players[1 - p].reserve


def test_alt_core_b_yz_16_r2_does_nothing_when_played_from_reserve():
    g, p, victim, dorothy, paid = _setup("ALT_CORE_B_YZ_16_R2", "reserve")
    assert paid == 3 and g.cards[victim].zone is Zone.EXPEDITION
