"""All In!: roll a die; target Character gains X boosts, X being the result.

All In! (Bravos rare): roll a die; target Character gains X boosts, X the result."""

from altered_tui.engine.types import Zone

from tests.abilities.support import confirm_own_only_target, play
from tests.cards.builders import CHRONICLER, check_facts, fix_dice, pick, put, start


def test_alt_core_b_ly_25_c_target_gains_as_many_boosts_as_the_die_result():
    g, p = start()
    mine = put(g, p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_LY_25_C")
    fix_dice(g, 5)
    play(g, spell)
    confirm_own_only_target(g, mine)
    assert g.cards[mine].boosts == 5
    assert spell in g.players[p].reserve  # a spell from hand goes to Reserve


def test_alt_core_b_ly_25_c_a_one_gives_one_boost():
    g, p = start()
    mine = put(g, p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_LY_25_C")
    fix_dice(g, 1)
    play(g, spell)
    confirm_own_only_target(g, mine)
    assert g.cards[mine].boosts == 1


def test_alt_core_b_ly_25_r2_target_gains_boosts_equal_to_the_roll():
    g, p = start()
    fix_dice(g, 5)
    mine = put(g, p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_LY_25_R2")
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, mine)
    assert g.cards[mine].boosts == 5
    check_facts("ALT_CORE_B_LY_25_R2", 3, 3, None, "BR")


def test_alt_core_b_ly_25_r_may_discard_a_reserve_card_to_add_two():
    from tests.abilities.support import act

    for accept, boosts in ((True, 6), (False, 4)):
        g, p = start()
        fix_dice(g, 4)
        mine = put(g, p, CHRONICLER, Zone.EXPEDITION)
        fodder = put(g, p, CHRONICLER, Zone.RESERVE)
        spell = put(g, p, "ALT_CORE_B_LY_25_R")
        play(g, spell)
        assert g.pending.kind == "may"
        act(g, "yes" if accept else "no")
        if g.pending.kind == "choose":
            pick(g, fodder)
        if g.pending.kind == "target":
            pick(g, mine)
        assert g.cards[mine].boosts == boosts
        assert (fodder in g.players[p].discard) == accept
    check_facts("ALT_CORE_B_LY_25_R", 3, 3, None, "LY")
