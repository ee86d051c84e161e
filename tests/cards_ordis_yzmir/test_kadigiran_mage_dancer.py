"""Kadigiran Mage-Dancer (faction-shifted to Lyra): gains 1 boost whenever you roll dice."""

from altered_tui.cards import abilities as ab

from tests.abilities.support import give, spell
from tests.cards_ordis_yzmir.helpers import Side, Zone, act, options, play_spell, put, start

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
