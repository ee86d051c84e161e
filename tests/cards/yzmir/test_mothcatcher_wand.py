"""Mothcatcher Wand, an Expedition Permanent: {J} exhaust target card in Reserve (CR 7.3.10);
{T}, {X}: create X Mana Moth Illusion tokens in my Expedition (CR 7.3.4), X chosen as it is
declared (CR 5.1.2.c) and no higher than the exhausted cards in Reserve, both players'
(rares: plus the other exhausted Permanents you control)."""

from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    HUB, TROOPER, add_mana, back_to, card, put, ready_mana, start, target, tokens_named, use_first,
)


def _wand(version: str, exhausted_permanent: bool):
    g, p = start()
    mine = put(g, p, TROOPER, Zone.RESERVE)
    theirs = put(g, 1 - p, TROOPER, Zone.RESERVE)
    g.cards[theirs].status |= Status.EXHAUSTED
    hub = put(g, p, HUB, Zone.LANDMARKS)
    if exhausted_permanent:
        g.cards[hub].status |= Status.EXHAUSTED
    wand = put(g, p, version)
    add_mana(g, p, 6)
    play(g, wand)
    target(g, mine)  # {J}
    assert g.cards[mine].has(Status.EXHAUSTED) and mine in g.players[p].reserve
    back_to(g, p)
    return g, p, wand


def _moths(version: str, counts_permanents: bool, faction: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.subtypes) == (2, 2, faction, ("Gear", "Expedition"))
    text = render_ability(d.abilities[1])
    assert text.startswith("{T}, {X}: Create X Mana Moth")  # in printed order
    for exhausted_permanent in (False, True):
        g, p, wand = _wand(version, exhausted_permanent)
        most = 2 + (1 if exhausted_permanent and counts_permanents else 0)
        use_first(g, wand)
        assert g.pending.kind == "pay_x"
        assert options(g) == [f"pay_x {n}" for n in range(most, -1, -1)]
        before = ready_mana(g, p)
        act(g, f"pay_x {most}")
        assert before - ready_mana(g, p) == most
        assert g.cards[wand].has(Status.EXHAUSTED)
        assert len(tokens_named(g, p, "Mana Moth", Side.HERO)) == most
    g, p, wand = _wand(version, False)  # X = 0: nothing paid, nothing created
    use_first(g, wand)
    before = ready_mana(g, p)
    act(g, "pay_x 0")
    assert ready_mana(g, p) == before and not tokens_named(g, p, "Mana Moth")


def test_alt_duster_b_yz_101_c_x_moths_up_to_the_exhausted_reserve_cards():
    _moths("ALT_DUSTER_B_YZ_101_C", False, "YZ")


def test_alt_duster_b_yz_101_r1_x_moths_counting_exhausted_permanents_too():
    _moths("ALT_DUSTER_B_YZ_101_R1", True, "YZ")


def test_alt_duster_b_yz_101_r2_x_moths_counting_exhausted_permanents_too():
    _moths("ALT_DUSTER_B_YZ_101_R2", True, "AX")
