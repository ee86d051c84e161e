"""Stigma of Havoc (Corruption): {H} each player, you first, discards their Reserve (CR
7.3.5) and Resupplies (CR 7.3.22) twice (the rares: once; and {J} Resupply); support {D}:
create an Aerolith token in target player's Landmarks."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, TROOPER, add_mana, card, put, settle, start, use_support


def _havoc(version: str, resupplies: int, last_first: bool = False) -> int:
    """Play it from hand; the opponent's Reserve is checked, your Reserve's size returned.
    `last_first`: its second waiting Reaction is played first (the player orders them)."""
    g, p = start()
    add_mana(g, p, 6)
    mine, theirs = put(g, p, AMELIA, Zone.RESERVE), put(g, 1 - p, TROOPER, Zone.RESERVE)
    play(g, put(g, p, version))
    if last_first and g.pending.kind == "reaction":
        act(g, options(g)[-1])
    settle(g)
    assert g.cards[mine].zone is Zone.DISCARD and g.cards[theirs].zone is Zone.DISCARD
    assert len(g.players[1 - p].reserve) == resupplies
    return len(g.players[p].reserve)


def _rare_havoc(version: str) -> None:
    # {J} Resupply before {H}: its card is discarded with the Reserve; after: it stays
    assert sorted(_havoc(version, 1, order) for order in (False, True)) == [1, 2]


def _support_aerolith(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    act(g, "player theirs")
    settle(g)
    assert [g.cdef(c).name for c in g.players[1 - p].landmarks] == ["Aerolith"]


def test_alt_eole_b_ly_115_c_from_hand_each_player_discards_reserve_and_resupplies_twice():
    d = card("ALT_EOLE_B_LY_115_C")
    assert (d.hand_cost, d.reserve_cost) == (6, 5) and d.has_subtype("Corruption")
    assert _havoc("ALT_EOLE_B_LY_115_C", 2) == 2
    _support_aerolith("ALT_EOLE_B_LY_115_C")


def test_alt_eole_b_ly_115_r1_from_hand_each_discards_reserve_and_resupplies_once():
    assert card("ALT_EOLE_B_LY_115_R1").faction.value == "LY"
    _rare_havoc("ALT_EOLE_B_LY_115_R1")
    _support_aerolith("ALT_EOLE_B_LY_115_R1")


def test_alt_eole_b_ly_115_r2_from_hand_each_discards_reserve_and_resupplies_once():
    assert card("ALT_EOLE_B_LY_115_R2").faction.value == "MU"
    _rare_havoc("ALT_EOLE_B_LY_115_R2")
    _support_aerolith("ALT_EOLE_B_LY_115_R2")
