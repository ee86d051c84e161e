"""Lady of the Lake: vanilla.

Lady of the Lake rares: support {D}: the next Spell (rare) / Character (Bravos rare) you play this turn loses Fleeting."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import play_from_hand, play_spell, put, settle, start

TRACER = "ALT_CORE_B_BR_07_C"  # Bravos Tracer: {J} I gain Fleeting


def test_alt_core_b_yz_09_c_costs_2_and_is_1_1_3_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_09_C")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (2, (1, 1, 3), Zone.EXPEDITION)


def test_alt_core_b_yz_09_r_next_spell_loses_fleeting():
    g, p = start()
    lady = put(g, p, "ALT_CORE_B_YZ_09_R", Zone.RESERVE)
    craft = put(g, p, "ALT_CORE_B_YZ_22_C")  # Spy Craft: a Fleeting Spell
    act(g, f"use Lady of the Lake#{lady} s1")
    assert lady in g.players[p].discard
    play_spell(g, craft)
    if g.pending.kind != "turn":
        act(g, "done")  # no Sabotage
    assert craft in g.players[p].reserve


def test_alt_core_b_yz_09_r_costs_2_and_is_1_1_3():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_09_R")
    assert (paid, stats(g, cid)) == (2, (1, 1, 3))


def test_alt_core_b_yz_09_r2_next_character_played_from_reserve_is_not_fleeting():
    g, p = start()
    lady = put(g, p, "ALT_CORE_B_YZ_09_R2", Zone.RESERVE)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    act(g, f"use Lady of the Lake#{lady} s1")
    play(g, trooper, "hero", src="reserve")
    assert g.cards[trooper].zone is Zone.EXPEDITION and not g.cards[trooper].has(Status.FLEETING)


def test_alt_core_b_yz_09_r2_without_it_a_character_from_reserve_is_fleeting_and_it_is_1_1_3():
    g, p = start()
    trooper = put(g, p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    play(g, trooper, "hero", src="reserve")
    assert g.cards[trooper].has(Status.FLEETING)
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_09_R2")
    assert (paid, stats(g, cid), g.cdef(cid).faction.value) == (2, (1, 1, 3), "BR")


def test_alt_core_b_yz_09_r2_with_bravos_tracer_its_player_orders_the_two_reactions():
    # CR 5.2.b's own example: "loses Fleeting" is an Emblem-Reaction beside the Tracer's
    # "{J} I gain Fleeting"; resolving the Tracer's first, it ends without Fleeting
    for tracer_first in (True, False):
        g, p = start()
        lady = put(g, p, "ALT_CORE_B_YZ_09_R2", Zone.RESERVE)
        tracer = put(g, p, TRACER)
        act(g, f"use Lady of the Lake#{lady} s1")
        play(g, tracer, "hero")
        reactions = sorted((o for o in options(g) if o.startswith("react")),
                           key=lambda t: int(t.rsplit("e", 1)[1]))
        assert len(reactions) == 2  # the Emblem-Reaction (made first) and the Tracer's own
        emblem, own = reactions
        act(g, own if tracer_first else emblem)
        settle(g)
        assert g.cards[tracer].has(Status.FLEETING) is not tracer_first
