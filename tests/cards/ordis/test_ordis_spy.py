"""Ordis Spy: {H} Sabotage; the rare also creates a Recruit in its Expedition when played from Reserve.

Ordis Spy (Bravos rare): {H} Sabotage; {R} a Recruit in my Expedition."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import pick, put, recruits, start
from tests.log_text import prompt


def _with_opponent_reserve_card():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    return g, p, victim


def test_alt_core_b_or_14_c_sabotages_a_reserve_card_when_played_from_hand():
    g, p, victim = _with_opponent_reserve_card()
    spy = put(g, p, "ALT_CORE_B_OR_14_C")
    play(g, spy)
    assert g.pending.player == p and "Sabotage" in prompt(g)
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard and victim not in g.players[1 - p].reserve


def test_alt_core_b_or_14_c_does_not_sabotage_when_played_from_reserve():
    g, p, victim = _with_opponent_reserve_card()
    spy = put(g, p, "ALT_CORE_B_OR_14_C", Zone.RESERVE)
    play(g, spy, src="reserve")
    assert victim in g.players[1 - p].reserve
    assert g.pending.kind == "turn" and g.pending.player == 1 - p


def test_alt_core_b_or_14_r_sabotages_when_played_from_hand_without_a_recruit():
    g, p, victim = _with_opponent_reserve_card()
    spy = put(g, p, "ALT_CORE_B_OR_14_R")
    play(g, spy)
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard
    assert recruits(g, p, Side.HERO) == [] and recruits(g, p, Side.COMPANION) == []


def test_alt_core_b_or_14_r_creates_a_recruit_in_its_expedition_when_played_from_reserve():
    g, p, victim = _with_opponent_reserve_card()
    spy = put(g, p, "ALT_CORE_B_OR_14_R", Zone.RESERVE)
    play(g, spy, side="companion", src="reserve")
    assert len(recruits(g, p, Side.COMPANION)) == 1 and recruits(g, p, Side.HERO) == []
    assert victim in g.players[1 - p].reserve  # no Sabotage from Reserve


def test_alt_core_b_or_14_r2_sabotages_when_played_from_hand():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    spy = put(g, p, "ALT_CORE_B_OR_14_R2")
    play(g, spy)
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard
    assert recruits(g, p, Side.HERO) == [] and stats(g, spy) == (2, 2, 2)


def test_alt_core_b_or_14_r2_creates_a_recruit_in_its_expedition_when_played_from_reserve():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    spy = put(g, p, "ALT_CORE_B_OR_14_R2", Zone.RESERVE)
    play(g, spy, side="companion", src="reserve")
    assert len(recruits(g, p, Side.COMPANION)) == 1 and recruits(g, p, Side.HERO) == []
    assert victim in g.players[1 - p].reserve
