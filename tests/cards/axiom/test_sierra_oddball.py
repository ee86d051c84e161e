"""Sierra & Oddball (Hero): when you play a Permanent with Hand Cost 3 or more, you may exhaust
the Hero to create a Brassbug in target Expedition."""

from altered_tui.engine.types import Side, Status

from tests.abilities.support import act, options, play
from tests.cards.builders import add_mana, answer, put, set_hero, start, tokens_named


SIERRA = "ALT_CORE_B_AX_01_C"
REPROCESSOR = "ALT_CORE_B_AX_25_C"  # Permanent, Hand Cost 4, no {J} ability
THREE_PIGS = "ALT_CORE_B_AX_12_C"  # Character, Hand Cost 3


def test_alt_core_b_ax_01_c_playing_a_costly_permanent_may_exhaust_me_for_a_brassbug():
    g, p = start()
    hero = set_hero(g, p, SIERRA)
    add_mana(g, p, 1)
    landmark = put(g, p, REPROCESSOR)
    play(g, landmark)
    assert g.pending.player == p and options(g) == ["yes", "no"]
    act(g, "yes")
    answer(g, "expedition -> companion yours")
    assert g.cards[hero].has(Status.EXHAUSTED)
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1


def test_alt_core_b_ax_01_c_declining_keeps_the_hero_ready_and_makes_no_token():
    g, p = start()
    hero = set_hero(g, p, SIERRA)
    add_mana(g, p, 1)
    play(g, put(g, p, REPROCESSOR))
    act(g, "no")
    assert not g.cards[hero].has(Status.EXHAUSTED)
    assert tokens_named(g, p, "Brassbug") == []


def test_alt_core_b_ax_01_c_an_exhausted_hero_cannot_pay_and_characters_do_not_trigger():
    g, p = start()
    hero = set_hero(g, p, SIERRA)
    play(g, put(g, p, THREE_PIGS))  # a Character, not a Permanent: no Reaction
    assert g.pending.kind == "turn" and g.pending.player == 1 - p
    act(g, "pass")
    g.cards[hero].status |= Status.EXHAUSTED
    add_mana(g, p, 4)
    play(g, put(g, p, REPROCESSOR))
    assert options(g) == ["no"]  # exhaust me is a cost that can't be paid now
