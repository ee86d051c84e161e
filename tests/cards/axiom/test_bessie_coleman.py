"""Bessie Coleman: when you sacrifice a Permanent (Yzmir rare: a Character or Permanent),
I gain 1 boost if I have none (Axiom rare: fewer than 2)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    HUB, TROOPER, back_to, check_facts, put, settle, start, use_first,
)
from tests.cards.builders import card as card_def

C, R1, R2 = "ALT_CYCLONE_B_AX_68_C", "ALT_CYCLONE_B_AX_68_R1", "ALT_CYCLONE_B_AX_68_R2"
DEPOT = "ALT_CYCLONE_B_AX_79_C"  # Abandoned Depot: {T}, {1}: sacrifice me
FARFETCH = "ALT_CYCLONE_B_AX_69_R2"  # {J} you may sacrifice a Character or Permanent


def _sacrifice_a_depot(g, p) -> None:
    depot = put(g, p, DEPOT, Zone.LANDMARKS)
    use_first(g, depot)
    settle(g)
    assert g.cards[depot].zone is Zone.DISCARD
    back_to(g, p)


def _boosts_after_two_sacrifices(version: str) -> list[int]:
    g, p = start()
    bessie = put(g, p, version, Zone.EXPEDITION)
    seen = []
    for _ in range(2):
        _sacrifice_a_depot(g, p)
        seen.append(g.cards[bessie].boosts)
    return seen


def test_alt_cyclone_b_ax_68_c_a_boost_for_a_sacrificed_permanent_if_i_have_none():
    check_facts(C, 2, 2, (2, 2, 2), "AX")
    assert _boosts_after_two_sacrifices(C) == [1, 1]


def test_alt_cyclone_b_ax_68_r1_a_boost_for_a_sacrificed_permanent_up_to_two():
    check_facts(R1, 2, 2, (2, 2, 2), "AX")
    assert _boosts_after_two_sacrifices(R1) == [1, 2]


def test_alt_cyclone_b_ax_68_r2_a_sacrificed_character_counts_too():
    check_facts(R2, 2, 2, (2, 2, 2), "YZ")
    assert _boosts_after_two_sacrifices(R2) == [1, 1]
    for version, gains in ((R2, 1), (C, 0)):
        g, p = start()
        bessie = put(g, p, version, Zone.EXPEDITION)
        trooper = put(g, p, TROOPER, Zone.EXPEDITION)
        farfetch = put(g, p, FARFETCH)
        play(g, farfetch)
        settle(g)
        act(g, "yes")
        act(g, next(o for o in options(g) if f"#{trooper}" in o))
        assert g.cards[trooper].zone is Zone.DISCARD
        while g.pending.kind in ("target", "reaction"):
            act(g, options(g)[0])
        assert g.cards[bessie].boosts == gains
    assert card_def(R2).faction.value == "YZ"
