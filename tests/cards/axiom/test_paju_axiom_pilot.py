"""Paju, Axiom Pilot: support {D}: an Aerolith token in target player's Landmarks; the rares:
when a Robot or a token joins my Expedition, if I have no boosts, I gain 1 boost, then an
Aerolith token in your Landmarks."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    CADETS, TROOPER, add_mana, card, check_facts, landmark_tokens, put, settle, start,
    use_support,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_70_C", "ALT_CYCLONE_B_AX_70_R1", "ALT_CYCLONE_B_AX_70_R2"
PUPPETEER = "ALT_CYCLONE_B_AX_72_C"  # Axiom Puppeteer: an Engineer Robot Character


def _support(version: str) -> None:
    g, p = start()
    paju = put(g, p, version, Zone.RESERVE)
    use_support(g, paju)
    assert g.pending.kind == "player"
    act(g, "player theirs")
    assert g.cards[paju].zone is Zone.DISCARD  # {D}
    assert len(landmark_tokens(g, 1 - p)) == 1 and not landmark_tokens(g, p)


def test_alt_cyclone_b_ax_70_c_discarded_from_reserve_gives_target_player_an_aerolith():
    check_facts(C, 2, 2, (2, 2, 2), "AX")
    _support(C)


def _joins(version: str) -> None:
    _support(version)
    g, p = start()
    paju = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    trooper = put(g, p, TROOPER)  # neither a Robot nor a token
    play(g, trooper, side="hero")
    settle(g)
    assert g.cards[paju].boosts == 0 and not landmark_tokens(g, p)
    g, p = start()
    paju = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    cadets = put(g, p, CADETS)  # {J} an Ordis Recruit token in my Expedition
    play(g, cadets, side="hero")
    settle(g)
    assert g.cards[paju].boosts == 1 and len(landmark_tokens(g, p)) == 1
    g, p = start()
    paju = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    g.cards[paju].counters["boost"] = 1  # boosted already: nothing
    add_mana(g, p, 1)
    robot = put(g, p, PUPPETEER)
    play(g, robot, side="hero")
    while g.pending.kind in ("reaction", "may"):
        act(g, "no" if g.pending.kind == "may" else options(g)[0])
    assert g.cards[paju].boosts == 1 and not landmark_tokens(g, p)


def test_alt_cyclone_b_ax_70_r1_a_robot_or_token_joining_boosts_me_and_makes_an_aerolith():
    check_facts(R1, 2, 2, (2, 2, 0), "AX")
    _joins(R1)


def test_alt_cyclone_b_ax_70_r2_a_robot_or_token_joining_boosts_me_and_makes_an_aerolith():
    check_facts(R2, 2, 2, (2, 2, 0), "YZ")
    _joins(R2)
    assert card(R2).support
