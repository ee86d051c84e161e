"""Kuwat, the Dissenter: {J} sacrifice a Character in my Expedition (the rare: any Character you control)."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import options, play
from tests.cards.builders import add_mana, pick, put, start


def _kuwat(card_id):
    g, p = start()
    add_mana(g, p, 1)
    here = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    there = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    kuwat = put(g, p, card_id)
    play(g, kuwat, "hero")
    offered = {c for c in (here, there, theirs, kuwat) if any(f"#{c}" in o for o in options(g))}
    return g, p, kuwat, here, there, offered


def test_alt_core_b_yz_15_c_sacrifices_a_character_in_its_expedition():
    g, p, kuwat, here, there, offered = _kuwat("ALT_CORE_B_YZ_15_C")
    assert offered == {here, kuwat}
    pick(g, here, "choose")
    assert here in g.players[p].discard and g.cards[there].zone is Zone.EXPEDITION
    assert stats(g, kuwat) == (5, 5, 5)


def test_alt_core_b_yz_15_c_may_have_to_sacrifice_itself():
    g, p, kuwat, here, there, offered = _kuwat("ALT_CORE_B_YZ_15_C")
    pick(g, kuwat, "choose")
    assert kuwat in g.players[p].discard


def test_alt_core_b_yz_15_r_sacrifices_any_character_you_control():
    g, p, kuwat, here, there, offered = _kuwat("ALT_CORE_B_YZ_15_R")
    assert offered == {here, there, kuwat}
    pick(g, there, "choose")
    assert there in g.players[p].discard and g.cdef(kuwat).reserve_cost == 3


def test_alt_core_b_yz_15_r2_sacrifices_a_character_in_its_expedition():
    g, p, kuwat, here, there, offered = _kuwat("ALT_CORE_B_YZ_15_R2")
    assert offered == {here, kuwat}
    pick(g, here, "choose")
    assert here in g.players[p].discard and g.cdef(kuwat).faction.value == "OR"
