"""Galvanize the Troops (a Feat, README rulings: Feats): {J} Resupply, then you may have
target Character you control gain Fleeting; when you pass with two or more Fleeting
Characters, complete me; Completed: at Noon, if you are first player, Resupply."""

from altered_tui.engine.types import Phase, Side, Status, Zone

from tests.abilities.support import act
from tests.log_text import caused_by
from tests.cards.builders import (
    AMELIA, TROOPER, card, pick_if_asked, put, run_until, settle, spell_cost_paid, start,
)

ME = "ALT_EOLE_B_BR_120_C"


def test_alt_eole_b_br_120_c_joins_resupplies_and_may_make_a_character_fleeting():
    d = card(ME)
    assert d.is_landmark and d.has_subtype("Feat") and d.faction.value == "BR"
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    top = g.players[p].deck[0]
    assert spell_cost_paid(g, p, put(g, p, ME)) == 2
    settle(g)
    act(g, "yes")
    pick_if_asked(g, mine)
    settle(g)
    assert top in g.players[p].reserve and g.cards[mine].has(Status.FLEETING)


def test_alt_eole_b_br_120_c_completes_with_two_fleeting_characters_when_you_pass():
    for fleeting, done in ((1, False), (2, True)):
        g, p = start()
        me = put(g, p, ME, Zone.LANDMARKS)
        for i in range(2):
            c = put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO)
            if i < fleeting:
                g.cards[c].status |= Status.FLEETING
        act(g, "pass")
        settle(g)
        assert g.cards[me].has(Status.COMPLETED) is done


def _noon_resupplies(completed: bool, day_two_first: bool) -> int:
    g, _p = start()
    owner = 1 - g.first_player if day_two_first else g.first_player  # it alternates (CR 4.1)
    me = put(g, owner, ME, Zone.LANDMARKS)
    if completed:
        g.cards[me].status |= Status.COMPLETED
    run_until(g, 2, Phase.AFTERNOON)
    assert g.day == 2 and (g.first_player == owner) is day_two_first
    return sum(1 for e in g.log if caused_by(g, e, "reaction", "Galvanize the Troops")
               and e.kind == "resupply")


def test_alt_eole_b_br_120_c_completed_resupplies_at_noon_if_first_player():
    assert _noon_resupplies(True, True) == 1
    assert _noon_resupplies(True, False) == 0
    assert _noon_resupplies(False, True) == 0


def _otherwise_boosts_in_reserve(version: str, faction: str) -> None:
    d = card(version)
    assert d.is_landmark and d.faction.value == faction and (d.hand_cost, d.reserve_cost) == (2, 2)
    g, p = start()
    first = g.first_player
    me = put(g, first, version, Zone.LANDMARKS)  # first player on Day 1, not on Day 2
    g.cards[me].status |= Status.COMPLETED
    run_until(g, 2, Phase.MORNING)
    stored = put(g, first, AMELIA, Zone.RESERVE)
    run_until(g, 2, Phase.AFTERNOON)
    assert g.first_player != first and g.cards[stored].counters.get("boost", 0) == 1
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    top = g.players[p].deck[0]
    assert spell_cost_paid(g, p, put(g, p, version)) == 2
    settle(g)
    act(g, "yes")
    pick_if_asked(g, mine)
    settle(g)
    assert top in g.players[p].reserve and g.cards[mine].has(Status.FLEETING)


def test_alt_eole_b_br_120_r1_completed_not_first_player_boosts_a_reserve_character():
    _otherwise_boosts_in_reserve("ALT_EOLE_B_BR_120_R1", "BR")


def test_alt_eole_b_br_120_r2_completed_not_first_player_boosts_a_reserve_character():
    _otherwise_boosts_in_reserve("ALT_EOLE_B_BR_120_R2", "LY")
