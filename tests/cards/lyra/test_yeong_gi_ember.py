"""Yeong-gi & Ember (Hero): {T}: roll a die, then spend any number of my Luck counters to raise
the result (CR 7.3.19.c); on 4+ a Character you control may activate its {D} ability
(CR 7.3.1.b), on 1-3 I gain a Luck counter."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (TROOPER, back_to, card, fix_dice, put, ready_again, set_hero, settle,
                                  start, use_ability)

HERO = "ALT_EOLE_B_LY_105_C"
WHITE_FANG = "ALT_EOLE_B_MU_109_C"  # {D}: the next Character you play this turn gains 1 boost


def test_alt_eole_b_ly_105_c_luck_counters_raise_the_roll_to_activate_a_support_ability():
    d = card(HERO)
    assert (d.reserve_limit, d.landmark_limit) == (2, 2) and d.faction.value == "LY"
    g, p = start()
    hero = set_hero(g, p, HERO)
    fang = put(g, p, WHITE_FANG, Zone.EXPEDITION)
    fix_dice(g, 2)
    use_ability(g, hero)
    settle(g)
    assert g.cards[hero].counters.get("luck", 0) == 1  # 1-3: a Luck counter
    back_to(g, p)
    ready_again(g, hero)
    fix_dice(g, 3)
    use_ability(g, hero)
    settle(g)
    assert options(g) == ["remove 1", "remove 0"]  # seen the 3, up to all of my Luck
    act(g, "remove 1")
    act(g, "yes")  # the one Character they control is the target (CR 6.5.a)
    settle(g)
    assert g.cards[hero].counters.get("luck", 0) == 0 and g.cards[fang].zone is Zone.EXPEDITION
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[trooper].counters.get("boost", 0) == 1  # White Fang's {D} effect, not discarded
