"""Charge!: Fleeting; Characters you control gain 1 boost."""

from tests.cards_ordis_yzmir.helpers import Side, Zone, play_spell, put, ready_orbs, start


def test_alt_core_b_or_23_c_boosts_each_character_you_control_and_is_discarded():
    g, p = start()
    mine = [put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, side) for side in (Side.HERO, Side.COMPANION)]
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    in_reserve = put(g, p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    charge = put(g, p, "ALT_CORE_B_OR_23_C")
    before = len(ready_orbs(g, p))
    play_spell(g, charge)
    assert before - len(ready_orbs(g, p)) == 2
    assert [g.cards[c].boosts for c in mine] == [1, 1]
    assert g.cards[theirs].boosts == 0 and g.cards[in_reserve].boosts == 0
    assert charge in g.players[p].discard  # Fleeting
