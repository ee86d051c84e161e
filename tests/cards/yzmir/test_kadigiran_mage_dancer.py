"""Kadigiran Mage-Dancer (faction-shifted to Lyra): gains 1 boost whenever you roll dice.

Kadigiran Mage-Dancer (common): when you play a Spell, I gain 1 boost."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, give, options, play, spell
from tests.cards.builders import play_from_hand, play_spell, put, start


ROLL = ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[])])


def _roll(g, player):
    die_spell = give(g, player, spell(ROLL))
    play_spell(g, die_spell)
    while g.pending.kind == "die":  # only with a second die to choose from
        act(g, options(g)[0])


def test_alt_core_b_yz_07_r2_gains_a_boost_when_you_roll_a_die():
    g, p = start()
    dancer = put(g, p, "ALT_CORE_B_YZ_07_R2", Zone.EXPEDITION, Side.HERO)
    _roll(g, p)
    assert g.cards[dancer].boosts == 1


def test_alt_core_b_yz_07_r2_ignores_the_opponents_dice():
    g, p = start()
    dancer = put(g, 1 - p, "ALT_CORE_B_YZ_07_R2", Zone.EXPEDITION, Side.HERO)
    _roll(g, p)
    assert g.cards[dancer].boosts == 0


def test_alt_core_b_yz_07_c_gains_a_boost_when_you_play_a_spell():
    g, p = start()
    dancer = put(g, p, "ALT_CORE_B_YZ_07_C", Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, "ALT_CORE_B_YZ_07_C", Zone.EXPEDITION, Side.HERO)
    play_spell(g, put(g, p, "ALT_CORE_B_YZ_19_C"))  # Magical Training
    assert g.cards[dancer].boosts == 1 and g.cards[theirs].boosts == 0


def test_alt_core_b_yz_07_c_does_not_gain_a_boost_for_a_character():
    g, p = start()
    dancer = put(g, p, "ALT_CORE_B_YZ_07_C", Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_CORE_B_OR_05_C"))
    assert g.cards[dancer].boosts == 0


def test_alt_core_b_yz_07_c_costs_2_and_is_1_1_1():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_07_C")
    assert (paid, stats(g, cid), g.cards[cid].boosts) == (2, (1, 1, 1), 0)


def test_alt_core_b_yz_07_r_spell_boost_then_draws_at_dusk_with_three_boosts():
    from tests.cards.builders import finish_day, pass_or_take_first, reaction_events

    g, p = start()
    dancer = put(g, p, "ALT_CORE_B_YZ_07_R", Zone.EXPEDITION, Side.HERO)
    g.cards[dancer].counters["boost"] = 2
    play_spell(g, put(g, p, "ALT_CORE_B_YZ_19_C"))  # Magical Training
    assert g.cards[dancer].boosts == 3
    finish_day(g, pass_or_take_first)
    assert len(reaction_events(g, "draw", "Kadigiran Mage-Dancer")) == 1


def test_alt_core_b_yz_07_r_no_draw_with_two_boosts():
    from tests.cards.builders import finish_day, pass_or_take_first, reaction_events

    g, p = start()
    dancer = put(g, p, "ALT_CORE_B_YZ_07_R", Zone.EXPEDITION, Side.HERO)
    g.cards[dancer].counters["boost"] = 2
    finish_day(g, pass_or_take_first)
    assert reaction_events(g, "draw", "Kadigiran Mage-Dancer") == []
