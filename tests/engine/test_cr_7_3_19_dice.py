"""CR 7.3.19: rolling a die. An outcome printed "N+" holds for every result of N or more,
also a result a modifier took above 6 (CR 7.3.19.c)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.pool import default_pool
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Status, Zone
from tests.abilities.support import act, options, play, set_mana
from tests.cards.builders import ASMODEUS, fix_dice, put, start
from tests.log_text import prompt

MARTENGALE_R = "ALT_CORE_B_LY_04_R"  # may add 1 to a die result after seeing it
NEVENKA = "ALT_CORE_B_LY_01_C"  # Nevenka & Blotch: a die with a "6+" outcome


def test_7_3_19_c_a_six_raised_to_seven_satisfies_a_4_plus_outcome():
    """Asmodeus joins and rolls: 4+ it gains Anchored, 1-3 it gains 3 boosts."""
    g, p = start()
    put(g, p, MARTENGALE_R, Zone.EXPEDITION)
    set_mana(g, p, 6)
    asmodeus = put(g, p, ASMODEUS)
    fix_dice(g, 6)
    play(g, asmodeus)
    while g.pending.kind != "die":  # the Reaction of Asmodeus waits, then it rolls
        act(g, options(g)[0])
    assert "the result is 6" in prompt(g)
    act(g, "bonus yes")
    assert g.cards[asmodeus].has(Status.ANCHORED)
    assert g.cards[asmodeus].boosts == 0


def test_7_3_19_an_outcome_from_6_up_is_written_6_plus():
    die = next(s for a in default_pool()[NEVENKA].abilities for s in _steps(a)
               if isinstance(s, ab.RollDie))
    text = render_step(die)
    assert "On a 6+, it gains Anchored" in text and "On a 6," not in text


def _steps(ability):
    for attr in ("effect", "steps"):
        for s in getattr(ability, attr, None) or []:
            yield s
