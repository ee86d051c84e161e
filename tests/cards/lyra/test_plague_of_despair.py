"""Plague of Despair (Exalted, Corruption): Gigantic; when you roll one or more dice, if the
result is 6+, I gain 1 boost; if it is 1, send me to Reserve (CR 7.3.19); support {D}:
target Character gains 1 boost."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import cast
from tests.cards.builders import AMELIA, card, fix_dice, pick_if_asked, put, settle, start, use_support

ME = "ALT_EOLE_B_LY_117_E"


def _after_roll(result: int):
    g, p = start()
    me = put(g, p, ME, Zone.EXPEDITION, Side.HERO)
    fix_dice(g, result)
    cast(g, ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[])]))
    settle(g)
    return g, me


def test_alt_eole_b_ly_117_e_a_six_boosts_me_a_one_sends_me_to_reserve():
    d = card(ME)
    assert d.rarity.value == "exalted" and d.keywords.gigantic and d.has_subtype("Corruption")
    g, me = _after_roll(6)
    assert g.cards[me].counters.get("boost", 0) == 1 and g.cards[me].zone is Zone.EXPEDITION
    g, me = _after_roll(3)
    assert g.cards[me].counters.get("boost", 0) == 0 and g.cards[me].zone is Zone.EXPEDITION
    g, me = _after_roll(1)
    assert g.cards[me].zone is Zone.RESERVE
    g, p = start()
    target = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, ME, Zone.RESERVE)
    use_support(g, me)
    pick_if_asked(g, target)
    settle(g)
    assert g.cards[target].counters.get("boost", 0) == 1
