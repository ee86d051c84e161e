"""Hold the Line! (Exalted Feat, README rulings: Feats): {J} target Character gains 2
boosts; when you pass with two or more boosted Characters, complete me; Completed: when a
Companion joins your Expeditions, it gains 1 boost."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, cast
from tests.cards.builders import (
    AMELIA, TROOPER, boosted, card, pick_if_asked, put, settle, spell_cost_paid, start,
)

ME = "ALT_EOLE_B_BR_122_E"
BOODA = "ALT_CORE_B_BR_31_C"  # a Companion token with no ability


def test_alt_eole_b_br_122_e_joins_giving_two_boosts():
    d = card(ME)
    assert d.rarity.value == "exalted" and d.has_subtype("Feat") and (d.hand_cost, d.reserve_cost) == (2, 2)
    g, p = start()
    target = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    assert spell_cost_paid(g, p, put(g, p, ME)) == 2
    pick_if_asked(g, target)
    settle(g)
    assert g.cards[target].counters.get("boost", 0) == 2


def test_alt_eole_b_br_122_e_completes_with_two_boosted_characters_then_boosts_companions():
    for count in (1, 2):
        g, p = start()
        me = put(g, p, ME, Zone.LANDMARKS)
        for _ in range(count):
            boosted(g, p, TROOPER)
        act(g, "pass")
        settle(g)
        assert g.cards[me].has(Status.COMPLETED) is (count == 2)
    for completed in (False, True):
        g, p = start()
        me = put(g, p, ME, Zone.LANDMARKS)
        if completed:
            g.cards[me].status |= Status.COMPLETED
        cast(g, ab.CreateToken(kind="create_token", token="Booda", where="hero_expedition"))
        settle(g)
        [booda] = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].card_id == BOODA]
        assert g.cards[booda].counters.get("boost", 0) == (1 if completed else 0)
