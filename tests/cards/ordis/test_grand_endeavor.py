"""Grand Endeavor: at Noon, target Expedition moves forward one region; the rare has Tough 2."""

from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Phase, Side

from tests.abilities.support import act
from tests.cards.builders import add_mana, progress, put, run_until, spell_cost_paid, start
from tests.log_text import prompt


def _endeavor(card_id):
    g, p = start()
    add_mana(g, p, 3)
    endeavor = put(g, p, card_id)
    assert spell_cost_paid(g, p, endeavor) == 6
    assert endeavor in g.players[p].landmarks
    assert g.players[p].positions[Side.HERO] == 0
    run_until(g, 2, Phase.NOON)
    assert g.pending.player == p and "moves forward" in prompt(g)
    return g, p, endeavor


def test_alt_core_b_or_29_c_moves_target_expedition_forward_at_noon():
    g, p, endeavor = _endeavor("ALT_CORE_B_OR_29_C")
    act(g, "expedition -> companion yours")
    assert progress(g, p, Side.COMPANION) == 1 and progress(g, p, Side.HERO) == 0
    assert tough(g, endeavor) == 0


def test_alt_core_b_or_29_r_has_tough_2_and_moves_an_expedition_forward_at_noon():
    g, p, endeavor = _endeavor("ALT_CORE_B_OR_29_R")
    assert tough(g, endeavor) == 2
    run_until(g, 2, Phase.AFTERNOON)
    assert g.players[p].positions[Side.HERO] == 1


def test_alt_core_b_or_29_r2_moves_target_expedition_forward_at_noon():
    g, p, endeavor = _endeavor("ALT_CORE_B_OR_29_R2")
    run_until(g, 2, Phase.AFTERNOON)
    assert g.players[p].positions[Side.HERO] == 1
