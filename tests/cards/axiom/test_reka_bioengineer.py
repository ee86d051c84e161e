"""Reka Bioengineer: {J} you may exhaust a card in your Reserve to create a Manaseed token in
your Landmarks; the rares: a card in any player's Reserve, the token in that player's."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, add_mana, check_facts, pick_if_asked, put, settle, start


def _names(g, player):
    return [g.cdef(c).name for c in g.players[player].landmarks]


def test_alt_duster_b_ax_92_c_exhaust_a_card_of_your_reserve_for_a_manaseed():
    check_facts("ALT_DUSTER_B_AX_92_C", 4, 4, (3, 4, 4), "AX")
    g, p = start()
    add_mana(g, p, 1)
    mine = put(g, p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, "ALT_DUSTER_B_AX_92_C"))
    settle(g)
    act(g, "yes")
    pick_if_asked(g, mine)
    assert g.cards[mine].has(Status.EXHAUSTED) and _names(g, p) == ["Manaseed"]


def _rare(version: str) -> None:
    g, p = start()
    add_mana(g, p, 1)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, version))
    settle(g)
    act(g, "yes")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED)
    assert _names(g, 1 - p) == ["Manaseed"] and _names(g, p) == []


def test_alt_duster_b_ax_92_r1_exhaust_a_card_in_any_reserve_that_player_gets_a_manaseed():
    check_facts("ALT_DUSTER_B_AX_92_R1", 4, 3, (3, 4, 4), "AX")
    _rare("ALT_DUSTER_B_AX_92_R1")


def test_alt_duster_b_ax_92_r2_exhaust_a_card_in_any_reserve_that_player_gets_a_manaseed():
    check_facts("ALT_DUSTER_B_AX_92_R2", 4, 3, (3, 4, 4), "YZ")
    _rare("ALT_DUSTER_B_AX_92_R2")


def _played(version: str, *reserves):
    """The Bioengineer played with these (player, exhausted) cards in Reserve."""
    g, p = start()
    add_mana(g, p, 1)
    cards = []
    for whose, exhausted in reserves:
        cid = put(g, p if whose == "mine" else 1 - p, AMELIA, Zone.RESERVE)
        if exhausted:
            g.cards[cid].status |= Status.EXHAUSTED
        cards.append(cid)
    play(g, put(g, p, version))
    settle(g)
    return g, p, cards


def test_alt_duster_b_ax_92_c_only_a_ready_card_pays_and_no_manaseed_without_it():
    # the exhaust is the price (CR 6.4): with only an exhausted card there, it can't be paid
    g, p, _ = _played("ALT_DUSTER_B_AX_92_C", ("mine", True))
    assert g.pending.kind == "may" and options(g) == ["no"]
    act(g, "no")
    assert _names(g, p) == []
    g, p, (tired, fresh) = _played("ALT_DUSTER_B_AX_92_C", ("mine", True), ("mine", False))
    act(g, "yes")
    assert g.pending.kind == "choose" and [o for o in options(g) if f"#{tired}" in o] == []
    pick_if_asked(g, fresh)
    assert g.cards[fresh].has(Status.EXHAUSTED) and _names(g, p) == ["Manaseed"]


def _rare_only_ready(version: str) -> None:
    g, p, _ = _played(version, ("mine", True), ("theirs", True))
    assert g.pending.kind == "may" and options(g) == ["no"]
    act(g, "no")
    assert _names(g, p) == [] and _names(g, 1 - p) == []
    g, p, (tired, fresh) = _played(version, ("theirs", True), ("mine", False))
    act(g, "yes")
    assert [o for o in options(g) if f"#{tired}" in o] == []  # not a target: already exhausted
    pick_if_asked(g, fresh)
    assert g.cards[fresh].has(Status.EXHAUSTED)
    assert _names(g, p) == ["Manaseed"] and _names(g, 1 - p) == []


def test_alt_duster_b_ax_92_r1_only_a_ready_card_may_be_targeted_and_no_manaseed_without_it():
    _rare_only_ready("ALT_DUSTER_B_AX_92_R1")


def test_alt_duster_b_ax_92_r2_only_a_ready_card_may_be_targeted_and_no_manaseed_without_it():
    _rare_only_ready("ALT_DUSTER_B_AX_92_R2")
