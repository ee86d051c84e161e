"""Deploy the Shields! (Exalted Feat, README rulings: Feats): {J} if there are no tokens in
your Landmarks, create an Aerolith there; when you pass with three or more cards in your
Landmarks, complete me; Completed: when you sacrifice a Permanent, target non-boosted
Character in your Reserve gains 1 boost."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, HUB, TROOPER, add_mana, back_to, boosted, can_pick, card, pick_if_asked, put, settle,
    spell_cost_paid, start, use_first,
)

ME = "ALT_EOLE_B_AX_120_E"
AEROLITH = "ALT_CYCLONE_B_NE_03_C"


def _aeroliths(g, p) -> int:
    return sum(1 for c in g.players[p].landmarks if g.cards[c].card_id == AEROLITH)


def test_alt_eole_b_ax_120_e_joins_with_an_aerolith_unless_a_token_is_there():
    d = card(ME)
    assert d.rarity.value == "exalted" and d.has_subtype("Feat") and d.is_landmark
    g, p = start()
    assert spell_cost_paid(g, p, put(g, p, ME)) == 2
    settle(g)
    assert _aeroliths(g, p) == 1
    back_to(g, p)
    add_mana(g, p, 2)
    assert spell_cost_paid(g, p, put(g, p, ME)) == 2
    settle(g)
    assert _aeroliths(g, p) == 1  # a token was there already


def test_alt_eole_b_ax_120_e_completes_when_you_pass_with_three_landmarks():
    g, p = start()
    me = put(g, p, ME, Zone.LANDMARKS)
    put(g, p, HUB, Zone.LANDMARKS)
    act(g, "pass")
    settle(g)
    assert not g.cards[me].has(Status.COMPLETED)  # two cards only
    g, p = start()
    me = put(g, p, ME, Zone.LANDMARKS)
    put(g, p, HUB, Zone.LANDMARKS)
    put(g, p, HUB, Zone.LANDMARKS)
    act(g, "pass")
    settle(g)
    assert g.cards[me].has(Status.COMPLETED)


def test_alt_eole_b_ax_120_e_completed_a_sacrifice_boosts_an_unboosted_reserve_character():
    for completed in (False, True):
        g, p = start()
        me = put(g, p, ME, Zone.LANDMARKS)
        if completed:
            g.cards[me].status |= Status.COMPLETED
        stored = put(g, p, AMELIA, Zone.RESERVE)
        already = boosted(g, p, TROOPER, Zone.RESERVE)
        aerolith_maker = put(g, p, "ALT_EOLE_B_AX_119_C")
        spell_cost_paid(g, p, aerolith_maker)
        settle(g)
        back_to(g, p)
        [token] = [c for c in g.players[p].landmarks if g.cards[c].card_id == AEROLITH]
        use_first(g, token)  # {T}, {1}: sacrifice me
        settle(g)
        if completed:
            assert not can_pick(g, already)
        pick_if_asked(g, stored)
        settle(g)
        assert g.cards[stored].counters.get("boost", 0) == (1 if completed else 0)
