"""Lakshmi's Owl: when you roll one or more dice (CR 7.3.19), if I have no boosts, you may
give me 1 boost and Fleeting."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, cast
from tests.cards.builders import check_facts, fix_dice, put, settle, start


def test_alt_eole_b_ly_119_c_rolling_a_die_may_give_me_a_boost_and_fleeting():
    check_facts("ALT_EOLE_B_LY_119_C", 1, 1, (0, 1, 0), "LY")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_LY_119_C", Zone.EXPEDITION, Side.HERO)
    fix_dice(g, 3, 3)
    cast(g, ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[])]))
    settle(g)
    act(g, "yes")
    settle(g)
    assert g.cards[me].counters.get("boost", 0) == 1 and g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_ly_119_r1_rolling_a_die_boosts_me_while_unboosted():
    check_facts("ALT_EOLE_B_LY_119_R1", 1, 1, (0, 1, 0), "LY")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_LY_119_R1", Zone.EXPEDITION, Side.HERO)
    for _ in range(2):
        fix_dice(g, 3)
        cast(g, ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[])]))
        settle(g)
        from tests.cards.builders import back_to
        back_to(g, p)
    assert g.cards[me].counters.get("boost", 0) == 1 and not g.cards[me].has(Status.FLEETING)
    from tests.cards.builders import AMELIA, paid_to_play, use_support

    g, p = start()
    owl = put(g, p, "ALT_EOLE_B_LY_119_R1", Zone.RESERVE)
    use_support(g, owl)
    settle(g)
    assert paid_to_play(g, p, put(g, p, AMELIA)) == 2  # Hand Cost 3


def test_alt_eole_b_ly_119_r2_any_character_gaining_boosts_boosts_me_while_unboosted():
    from tests.cards.builders import HELPING_HAND, TROOPER, back_to, play_spell, pick_if_asked
    check_facts("ALT_EOLE_B_LY_119_R2", 1, 1, (0, 1, 0), "BR")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_LY_119_R2", Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    for _ in range(2):
        spell = put(g, p, HELPING_HAND)  # target a Character, it gains 1 boost
        play_spell(g, spell)
        pick_if_asked(g, theirs)
        settle(g)
        back_to(g, p)
    assert g.cards[theirs].counters.get("boost", 0) == 2  # an opponent's Character counts too
    assert g.cards[me].counters.get("boost", 0) == 1  # only while I had none
    from tests.cards.builders import AMELIA, paid_to_play, use_support
    g, p = start()
    use_support(g, put(g, p, "ALT_EOLE_B_LY_119_R2", Zone.RESERVE))
    settle(g)
    assert paid_to_play(g, p, put(g, p, AMELIA)) == 2  # Hand Cost 3
