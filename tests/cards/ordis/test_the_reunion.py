"""The Reunion: {T}, choose up to the number of cards in your Landmarks (CR 6.5.g, 6.5.i): an
Ordis Recruit in a Companion Expedition, one in a Hero Expedition (either player's), up to
two target Characters gain 1 boost. R1, R2: a fourth option, draw a card."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, mode_saying, options
from tests.cards.builders import card, put, recruits, start, use_ability

CYLINDER = "ALT_CORE_B_AX_26_C"


def _boosts(g, option: str) -> bool:
    """Whether the mode this option answers gives boosts (a mode is answered by its number)."""
    steps = g.pending.prompt["modes"][int(option.split()[1]) - 1]
    return any(s.kind == "boost" for s in steps)


def reunited(version: str, others: int) -> tuple[int, int, int, int]:
    """Choose every option offered, first to last: (modes chosen, hero Recruits, companion
    Recruits, cards drawn)."""
    g, p = start()
    for _ in range(others):
        put(g, p, CYLINDER, Zone.LANDMARKS)
    me = put(g, p, version, Zone.LANDMARKS)
    hand = len(g.players[p].hand)
    use_ability(g, me)
    chosen = 0
    while g.pending.kind == "mode":
        modes = [o for o in options(g) if o.startswith("mode") and not _boosts(g, o)]
        if not modes:
            break
        act(g, modes[0])
        chosen += 1
    while g.pending.player == p and g.pending.kind != "turn":
        act(g, "done" if "done" in options(g) else options(g)[0])
    return (chosen, len(recruits(g, p, Side.HERO)), len(recruits(g, p, Side.COMPANION)),
            len(g.players[p].hand) - hand)


def test_alt_duster_b_or_101_c_as_many_options_as_cards_in_your_landmarks():
    assert reunited("ALT_DUSTER_B_OR_101_C", 0) == (1, 0, 1, 0)  # only me: one option
    assert reunited("ALT_DUSTER_B_OR_101_C", 1) == (2, 1, 1, 0)
    assert (card("ALT_DUSTER_B_OR_101_C").hand_cost, card("ALT_DUSTER_B_OR_101_C").reserve_cost) == (6, 6)


def test_alt_duster_b_or_101_r1_a_draw_among_the_options():
    assert reunited("ALT_DUSTER_B_OR_101_R1", 2) == (3, 1, 1, 1)


def test_alt_duster_b_or_101_r2_a_draw_among_the_options():
    assert reunited("ALT_DUSTER_B_OR_101_R2", 2) == (3, 1, 1, 1)
    assert reunited("ALT_DUSTER_B_OR_101_R2", 0) == (1, 0, 1, 0)
    d = card("ALT_DUSTER_B_OR_101_R2")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (6, 6, "AX")


def test_alt_duster_b_or_101_type_line_names_its_zone_type():
    # the type line's zone type (CR 2.2.3.b-c), shown by the inspector with the sub-types
    for version in ("ALT_DUSTER_B_OR_101_C", "ALT_DUSTER_B_OR_101_R1", "ALT_DUSTER_B_OR_101_R2"):
        assert "Landmark" in card(version).subtypes


def test_alt_duster_b_or_101_c_a_recruit_in_a_companion_expedition_may_be_the_opponents():
    g, p = start()
    me = put(g, p, "ALT_DUSTER_B_OR_101_C", Zone.LANDMARKS)
    use_ability(g, me)
    act(g, mode_saying(g, "Companion"))
    assert sorted(options(g)) == ["expedition -> companion theirs", "expedition -> companion yours"]
    act(g, "expedition -> companion theirs")
    [recruit] = recruits(g, 1 - p, Side.COMPANION)
    assert g.cards[recruit].controller == 1 - p and not recruits(g, p, Side.COMPANION)
