"""Paint Prison (Muna rare): Fleeting; may discard a Reserve card to cost {2} less; return
target Character or Permanent to the top of its owner's deck."""

from tests.cards_lyra_muna_core.helpers import (
    CHRONICLER, SKALD, Zone, act, add_mana, card, pick, put, ready_mana, start,
)


def _cast(reduced):
    g, p = start()
    add_mana(g, p, 2)
    victim = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    fodder = put(g, p, SKALD, Zone.RESERVE)
    spell = put(g, p, "ALT_CORE_B_LY_26_R2")
    before = ready_mana(g, p)
    act(g, f"play Paint Prison#{spell}@hand" + (" reduced" if reduced else ""))
    if reduced:
        pick(g, fodder)
    if g.pending.kind == "target":
        pick(g, victim)
    assert g.players[1 - p].deck[0] == victim and spell in g.players[p].discard
    return g, p, fodder, before - ready_mana(g, p)


def test_alt_core_b_ly_26_r2_returns_target_to_deck_top_costing_five_or_three():
    g, p, fodder, paid = _cast(False)
    assert paid == 5 and fodder in g.players[p].reserve
    g, p, fodder, paid = _cast(True)
    assert paid == 3 and fodder in g.players[p].discard
    assert card("ALT_CORE_B_LY_26_R2").faction.value == "MU"
