"""Gift of Self: Fleeting; sacrifice a Character; if you do, draw two cards (the rare: three)."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import pick, put, spell_cost_paid, start


def _gift(card_id, with_character=True):
    g, p = start()
    trooper = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO) if with_character else None
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    gift = put(g, p, card_id)
    hand = len(g.players[p].hand)
    paid = spell_cost_paid(g, p, gift)
    if with_character and g.pending.kind != "turn":
        pick(g, trooper, "choose")
    assert gift in g.players[p].discard  # Fleeting
    assert g.cards[theirs].zone is Zone.EXPEDITION
    if trooper is not None:
        assert trooper in g.players[p].discard
    return paid, len(g.players[p].hand) - (hand - 1)


def test_alt_core_b_yz_20_c_sacrifices_a_character_and_draws_two():
    assert _gift("ALT_CORE_B_YZ_20_C") == (2, 2)


def test_alt_core_b_yz_20_c_draws_nothing_without_a_character_to_sacrifice():
    assert _gift("ALT_CORE_B_YZ_20_C", with_character=False) == (2, 0)


def test_alt_core_b_yz_20_r_sacrifices_a_character_and_draws_three():
    assert _gift("ALT_CORE_B_YZ_20_R") == (3, 3)


def test_alt_core_b_yz_20_r2_sacrifices_a_character_and_draws_two():
    assert _gift("ALT_CORE_B_YZ_20_R2") == (2, 2)
    assert _gift("ALT_CORE_B_YZ_20_R2", with_character=False) == (2, 0)
