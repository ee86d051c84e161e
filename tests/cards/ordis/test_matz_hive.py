"""Matz & Hive (Hero): three Landmarks kept at Night; at Noon, with three or more cards in your
Landmarks, you may sacrifice one to play for free a Landmark Permanent whose Hand Cost is at
most {2} more than the sacrificed card's (CR 7.3.25, 7.3.20, 2.2.7)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options
from tests.cards.builders import advance_to_noon, card, label, put, ready_mana, set_hero, start

MATZ = "ALT_DUSTER_B_OR_85_C"
CYLINDER = "ALT_CORE_B_AX_26_C"  # Kelon Cylinder: Landmark, Hand Cost 1
JAMMER = "ALT_CORE_B_AX_28_C"  # Armored Jammer: Landmark, Hand Cost 2
HAVEN = "ALT_CORE_B_BR_30_C"  # Haven, Bravos Bastion: Landmark, Hand Cost 2
GENERATOR = "ALT_CORE_B_AX_27_C"  # Kelonic Generator: Landmark, Hand Cost 3
FESTIVAL = "ALT_CORE_B_LY_29_C"  # Lyra Festival: Landmark, Hand Cost 4


def _noon(landmarks: list[str], hand: list[str]):
    g, p = start()
    set_hero(g, p, MATZ)
    placed: dict[str, int] = {}

    def table(g):
        if placed:  # once, though each player's Expand comes before Noon
            return
        for card_id in landmarks:
            placed[card_id] = put(g, p, card_id, Zone.LANDMARKS)
        for card_id in hand:
            placed[card_id] = put(g, p, card_id, Zone.HAND)

    advance_to_noon(g, before_noon=table, stop=lambda g: g.phase.value == "noon"
                    and g.pending.kind == "may" and g.pending.player == p)
    return g, p, placed


def test_alt_duster_b_or_85_c_7_3_20_sacrifice_a_landmark_to_play_one_up_to_two_dearer_free():
    g, p, cards = _noon([CYLINDER, JAMMER, HAVEN], [GENERATOR, FESTIVAL])
    assert g.phase.value == "noon" and options(g) == ["yes", "no"]
    mana = ready_mana(g, p)
    act(g, "yes")
    act(g, f"choose {label(g, cards[CYLINDER])}")  # Hand Cost 1: up to 3 may be played
    offered = [o for o in options(g) if o.startswith("play")]
    assert offered and all(f"#{cards[GENERATOR]}@" in o for o in offered)  # not the Festival (4)
    act(g, offered[0])
    while g.phase.value == "noon" and g.pending.kind in ("reaction", "may") and g.pending.player == p:
        act(g, options(g)[0])
    assert g.cards[cards[CYLINDER]].zone is Zone.DISCARD
    assert g.cards[cards[GENERATOR]].zone is Zone.LANDMARKS
    assert g.cards[cards[FESTIVAL]].zone is Zone.HAND
    assert ready_mana(g, p) == mana  # played for free


def test_alt_duster_b_or_85_c_two_landmarks_are_not_enough_and_three_are_kept_at_night():
    g, p, _cards = _noon([CYLINDER, JAMMER], [GENERATOR])
    assert not (g.phase.value == "noon" and g.pending.kind == "may" and g.pending.player == p)
    hero = card(MATZ)
    assert (hero.reserve_limit, hero.landmark_limit, hero.faction.value) == (2, 3, "OR")
