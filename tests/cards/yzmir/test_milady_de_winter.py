"""Milady de Winter: {H} take control of target token Permanent (R1: target Permanent with Base
Cost {2} or less), putting it in my Expedition if it's an Expedition Permanent (CR 1.1.3.d;
README rulings, Milady de Winter): a Landmark goes to her controller's Landmarks; its owner
stays the same (CR 1.4.3.a), so it goes to its owner's zones when it leaves."""

from altered_tui.engine.steps.tokens import create_landmark_token, create_token
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    REPROCESSOR, add_mana, check_facts, put, send_to_reserve, start, target,
)

WAND = "ALT_DUSTER_B_YZ_101_C"  # Mothcatcher Wand: an Expedition Permanent, Base Cost 2


def _token_landmark(version: str) -> None:
    g, p = start()
    o = 1 - p
    seed = create_landmark_token(g, "Manaseed", o, o, "test")
    moth = create_token(g, "Mana Moth", o, Side.HERO, "test")  # a token Character: no Permanent
    rock = put(g, o, REPROCESSOR, Zone.LANDMARKS)  # not a token
    add_mana(g, p, 3)
    milady = put(g, p, version)
    play(g, milady, side="companion")
    if g.pending.kind == "reaction":
        act(g, options(g)[0])
    if g.pending.kind == "target":
        assert not any(f"#{moth}" in o_ or f"#{rock}" in o_ for o_ in options(g))
        target(g, seed)
    assert seed in g.players[p].landmarks and seed not in g.players[o].landmarks
    assert g.cards[seed].controller == p
    assert g.cards[moth].controller == o and g.cards[rock].controller == o


def test_alt_duster_b_yz_90_c_takes_a_token_permanent():
    _token_landmark("ALT_DUSTER_B_YZ_90_C")
    check_facts("ALT_DUSTER_B_YZ_90_C", 3, 2, (2, 1, 2), "YZ")


def test_alt_duster_b_yz_90_r2_takes_a_token_permanent():
    _token_landmark("ALT_DUSTER_B_YZ_90_R2")
    check_facts("ALT_DUSTER_B_YZ_90_R2", 3, 2, (2, 1, 2), "MU")


def test_alt_duster_b_yz_90_r1_takes_a_cheap_permanent_into_her_expedition():
    g, p = start()
    o = 1 - p
    wand = put(g, o, WAND, Zone.EXPEDITION, Side.HERO)
    rock = put(g, o, REPROCESSOR, Zone.LANDMARKS)  # Base Cost 4: too much
    add_mana(g, p, 5)
    milady = put(g, p, "ALT_DUSTER_B_YZ_90_R1")
    play(g, milady, side="companion")
    if g.pending.kind == "reaction":
        act(g, options(g)[0])
    if g.pending.kind == "target":
        assert not any(f"#{rock}" in o_ for o_ in options(g))
        target(g, wand)
    assert wand in g.players[p].expeditions[Side.COMPANION]  # Milady's Expedition
    assert wand not in g.players[o].expeditions[Side.HERO]
    assert g.cards[wand].controller == p and g.cards[wand].owner == o
    assert g.cards[rock].controller == o
    send_to_reserve(g, wand)  # it leaves to its owner's Reserve (CR 1.4.3.a)
    assert wand in g.players[o].reserve and wand not in g.players[p].reserve
    check_facts("ALT_DUSTER_B_YZ_90_R1", 5, 2, (2, 1, 2), "YZ")
