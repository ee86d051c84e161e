"""Each Unique part of the catalogue at work in a game: a line using it is put on a test
Character, its trigger is made to happen and the result checked (README: Unique cards).
Each test is named after its part's id; the coverage test lists encoded parts without one."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from altered_tui.cards import abilities as ab
from altered_tui.cards.unique_catalogue import default_catalogue
from altered_tui.engine.characteristics import is_eternal, tough
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.objects import terrains_at
from altered_tui.engine.types import Terrain
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, cast, character, give, options, play, set_mana, spell
from tests.cards.builders import (fix_dice, pick, pick_if_asked, reaction_draws, run_until,
                                  settle_accepting, target, use_support)
from tests.uniques.parts.support import in_hand, joining, line_card, started

PLANT = dict(subtypes=("Plant",))
ROBOT = dict(subtypes=("Robot",))


def _boosts(g, cid):
    return g.cards[cid].boosts


def _say(g, word):
    """Answer a 'you may' question."""
    assert g.pending.kind == "may", options(g)
    act(g, word)


# --- Triggers ------------------------------------------------------------------------------

def test_part_24_on_joining():
    g, p = started()
    me = in_hand(g, p, joining(97))
    play(g, me)
    assert _boosts(g, me) == 2


def test_part_22_played_from_hand():
    g, p = started()
    me = in_hand(g, p, line_card((22, 191, 97)))
    play(g, me)
    assert _boosts(g, me) == 2


def test_part_1_played_from_reserve_only():
    g, p = started()
    from_hand = in_hand(g, p, line_card((1, 191, 97)))
    play(g, from_hand)
    assert _boosts(g, from_hand) == 0
    if g.pending.player != p:
        act(g, "pass")
    from_reserve = give(g, p, line_card((1, 191, 97)), Zone.RESERVE)
    play(g, from_reserve, src="reserve")
    assert _boosts(g, from_reserve) == 2


def test_part_20_at_noon():
    g, p = started()
    # Eternal: I stay in play through Rest to see the next Noon (CR 7.4.3).
    me = give(g, p, line_card((20, 191, 97), keywords=ab.Keywords(eternal=True)),
              Zone.EXPEDITION, Side.HERO)
    run_until(g, 1, Phase.NIGHT)
    assert _boosts(g, me) == 0  # the first Day's Noon was before the first turn
    run_until(g, 2, Phase.AFTERNOON)
    assert g.cards[me].zone is Zone.EXPEDITION and _boosts(g, me) == 2


def test_part_17_at_dusk():
    g, p = started()
    me = give(g, p, line_card((17, 191, 97), keywords=ab.Keywords(eternal=True)),
              Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    assert g.phase is Phase.AFTERNOON and _boosts(g, me) == 0
    run_until(g, 1, Phase.NIGHT)
    assert _boosts(g, me) == 2


def test_part_25_when_you_create_a_token():
    g, p = started()
    me = give(g, p, line_card((25, 191, 97)), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="hero_expedition"))
    settle_accepting(g)
    assert _boosts(g, me) == 2


def test_part_23_the_empty_trigger_makes_a_passive():
    g, p = started()
    me = give(g, p, line_card((23, 191, 54)), Zone.EXPEDITION, Side.HERO)
    assert tough(g, me) == 2


def test_part_192_support_discard_me_from_reserve():
    g, p = started()
    me = give(g, p, line_card((192, 191, 245)), Zone.RESERVE)
    hand = len(g.players[p].hand)
    use_support(g, me)
    assert g.cards[me].zone is Zone.DISCARD
    assert len(g.players[p].hand) == hand + 1


def _dusk_draws(blocked: bool) -> tuple[int, bool]:
    """(cards drawn by Reactions, whether one was drawn before Rest), a Day ended with a
    Character of this line in the Hero Expedition, faced by a stronger one or not."""
    g, p = started()
    give(g, p, line_card((236, 191, 90)), Zone.EXPEDITION, Side.HERO)
    if blocked:
        give(g, 1 - p, character(stats=(5, 5, 5)), Zone.EXPEDITION, Side.HERO)
    drawn_at_dusk = False
    day = g.day
    while g.day == day and not g.over:
        if g.phase is Phase.DUSK and reaction_draws(g, p):
            drawn_at_dusk = True
        act(g, "pass" if "pass" in options(g) else options(g)[0])
    return reaction_draws(g, p), drawn_at_dusk


def test_part_236_when_my_expedition_fails_to_move_then_after_rest():
    assert _dusk_draws(blocked=True) == (1, False)
    assert _dusk_draws(blocked=False) == (0, False)


# --- Conditions ----------------------------------------------------------------------------

def test_part_191_no_condition():
    g, p = started()
    me = in_hand(g, p, joining(97, 191))
    play(g, me)
    assert _boosts(g, me) == 2


def test_part_181_if_i_have_a_boost():
    g, p = started()
    me = give(g, p, line_card((23, 181, 142)), Zone.EXPEDITION, Side.HERO)
    assert not is_eternal(g, me)
    g.cards[me].counters["boost"] = 1
    assert is_eternal(g, me)


def test_part_182_may_put_a_card_from_hand_in_reserve_if_you_do():
    g, p = started()
    me = in_hand(g, p, joining(97, 182))
    other = in_hand(g, p, character())
    play(g, me)
    _say(g, "yes")
    pick_if_asked(g, other)
    assert g.cards[other].zone is Zone.RESERVE and _boosts(g, me) == 2


def test_part_182_declined_nothing_happens():
    g, p = started()
    me = in_hand(g, p, joining(97, 182))
    in_hand(g, p, character())
    play(g, me)
    _say(g, "no")
    assert _boosts(g, me) == 0


def test_part_187_may_discard_a_card_from_reserve_if_you_do():
    g, p = started()
    stored = give(g, p, character(), Zone.RESERVE)
    me = in_hand(g, p, joining(97, 187))
    play(g, me)
    _say(g, "yes")
    pick_if_asked(g, stored)
    assert g.cards[stored].zone is Zone.DISCARD and _boosts(g, me) == 2


def test_part_171_may_put_a_card_in_reserve_if_it_is_a_permanent():
    from altered_tui.cards.models import CardDef, CardType, ZoneType
    g, p = started()
    permanent = CardDef(id="TEST_PERMANENT_171", name="Test Gear", type=CardType.PERMANENT,
                        zone_type=ZoneType.LANDMARK)
    me = in_hand(g, p, joining(97, 171))
    gear = in_hand(g, p, permanent)
    play(g, me)
    _say(g, "yes")
    pick(g, gear)
    assert g.cards[gear].zone is Zone.RESERVE and _boosts(g, me) == 2


def test_part_171_a_character_put_in_reserve_is_not_a_permanent():
    g, p = started()
    me = in_hand(g, p, joining(97, 171))
    other = in_hand(g, p, character())
    play(g, me)
    _say(g, "yes")
    pick(g, other)
    assert g.cards[other].zone is Zone.RESERVE and _boosts(g, me) == 0


def test_part_201_unless_you_control_two_other_plants():
    g, p = started()
    me = in_hand(g, p, joining(97, 201))
    play(g, me)
    assert _boosts(g, me) == 2
    g2, p2 = started()
    for _ in range(2):
        give(g2, p2, character(**PLANT), Zone.EXPEDITION, Side.HERO)
    me2 = in_hand(g2, p2, joining(97, 201))
    play(g2, me2)
    assert _boosts(g2, me2) == 0


def test_part_352_if_i_am_in_forest():
    g, p = started()
    me = in_hand(g, p, line_card((22, 352, 97)))
    play(g, me)  # the Hero Expedition starts in the Hero region: every terrain
    assert _boosts(g, me) == 2
    g2, p2 = started()
    g2.players[p2].positions[Side.HERO] = 2  # a Water region of the bundled map (seed 3)
    assert terrains_at(g2, 2) == [Terrain.WATER]
    me2 = in_hand(g2, p2, line_card((22, 352, 97)))
    play(g2, me2)
    assert _boosts(g2, me2) == 0


def test_part_355_if_my_expedition_is_behind():
    g, p = started()
    me = in_hand(g, p, joining(97, 355))
    play(g, me)
    assert _boosts(g, me) == 0  # both Expeditions at their start: neither is behind
    g2, p2 = started()
    g2.players[1 - p2].positions[Side.HERO] += 1
    me2 = in_hand(g2, p2, joining(97, 355))
    play(g2, me2)
    assert _boosts(g2, me2) == 2


def test_part_370_may_sacrifice_another_robot_or_permanent_if_you_do():
    g, p = started()
    robot = give(g, p, character(**ROBOT), Zone.EXPEDITION, Side.HERO)
    plain = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(97, 370))
    play(g, me)
    _say(g, "yes")
    assert not any(f"#{plain}" in o for o in options(g))  # not a Robot nor a Permanent
    pick_if_asked(g, robot)
    assert g.cards[robot].zone is Zone.DISCARD and _boosts(g, me) == 2


# --- Outputs -------------------------------------------------------------------------------

def test_part_51_resupply():
    g, p = started()
    reserve = len(g.players[p].reserve)
    play(g, in_hand(g, p, joining(51)))
    assert len(g.players[p].reserve) == reserve + 1


def test_part_264_exhausted_resupply():
    g, p = started()
    reserve = set(g.players[p].reserve)
    play(g, in_hand(g, p, joining(264)))
    new = set(g.players[p].reserve) - reserve
    assert len(new) == 1 and g.cards[new.pop()].status & Status.EXHAUSTED


def test_part_54_i_am_tough_2():
    g, p = started()
    me = give(g, p, line_card((23, 191, 54)), Zone.EXPEDITION, Side.HERO)
    assert tough(g, me) == 2


def test_part_142_i_am_eternal():
    g, p = started()
    me = give(g, p, line_card((23, 191, 142)), Zone.EXPEDITION, Side.HERO)
    assert is_eternal(g, me)


def test_part_95_characters_opponents_play_cost_at_least_2():
    g, p = started()
    give(g, p, line_card((23, 191, 95)), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    o = g.pending.player
    assert o != p
    set_mana(g, o, 5)
    cheap = give(g, o, character(cost=0))
    play(g, cheap)
    assert len(ready_orbs(g, o)) == 3


def _cost_after(output: int, card, mana: int = 5) -> int:
    g, p = started()
    play(g, in_hand(g, p, joining(output)))
    if g.pending.player != p:
        act(g, "pass")
    set_mana(g, p, mana)
    cid = give(g, p, card)
    play(g, cid)
    return mana - len(ready_orbs(g, p))


def test_part_102_next_permanent_costs_2_less():
    from altered_tui.cards.models import CardDef, CardType, ZoneType
    gear = CardDef(id="TEST_PERMANENT_102", name="Test Gear 102", type=CardType.PERMANENT,
                   zone_type=ZoneType.LANDMARK, hand_cost=3, reserve_cost=3)
    assert _cost_after(102, gear) == 1
    assert _cost_after(102, character(cost=3)) == 3  # a Character is not a Permanent


def test_part_59_next_spell_costs_1_less():
    assert _cost_after(59, spell(ab.Draw(kind="draw"), cost=3)) == 2
    assert _cost_after(59, character(cost=3)) == 3


def _support_then_pay(output: int, card, mana: int = 5) -> int:
    """Use the support line from Reserve (a quick action: the turn goes on), then play card."""
    g, p = started()
    me = give(g, p, line_card((192, 191, output)), Zone.RESERVE)
    use_support(g, me)
    set_mana(g, p, mana)
    cid = give(g, p, card)
    play(g, cid)
    return mana - len(ready_orbs(g, p))


def test_part_728_next_card_this_turn_costs_1_less_down_to_1():
    assert _support_then_pay(728, character(cost=3)) == 2
    assert _support_then_pay(728, character(cost=1)) == 1


def test_part_69_may_target_a_character_it_gains_asleep():
    g, p = started()
    other = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(69)))
    pick_if_asked(g, other)
    assert g.cards[other].status & Status.ASLEEP


def test_part_70_may_target_a_character_it_gains_fleeting():
    g, p = started()
    other = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(70)))
    pick_if_asked(g, other)
    assert g.cards[other].status & Status.FLEETING


def test_part_94_up_to_one_other_cheap_character_gains_anchored():
    g, p = started()
    cheap = give(g, p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    dear = give(g, p, character(cost=4), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(94))
    play(g, me)
    assert not any(f"#{dear}" in o or f"#{me}" in o for o in options(g) if "#" in o)
    pick_if_asked(g, cheap)
    assert g.cards[cheap].status & Status.ANCHORED
    assert not g.cards[dear].status & Status.ANCHORED


def test_part_76_each_other_robot_you_control_gains_a_boost():
    g, p = started()
    robot = give(g, p, character(**ROBOT), Zone.EXPEDITION, Side.HERO)
    plain = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(76, **ROBOT))
    play(g, me)
    assert (_boosts(g, robot), _boosts(g, plain), _boosts(g, me)) == (1, 0, 0)


def test_part_133_characters_you_control_gain_a_boost():
    g, p = started()
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(133))
    play(g, me)
    assert (_boosts(g, mine), _boosts(g, me), _boosts(g, theirs)) == (1, 1, 0)


def _target_boosts(output: int) -> tuple[int, int]:
    g, p = started()
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(output))
    play(g, me)
    if g.pending.kind == "target":
        target(g, other)
    return _boosts(g, other), _boosts(g, me)


def test_part_77_target_character_gains_1_boost():
    assert _target_boosts(77) == (1, 0)


def test_part_119_target_character_gains_2_boosts():
    assert _target_boosts(119) == (2, 0)


def test_part_146_target_character_gains_3_boosts():
    assert _target_boosts(146) == (3, 0)


def test_part_323_target_character_other_than_me_gains_1_boost():
    g, p = started()
    me = in_hand(g, p, joining(323))
    play(g, me)  # no other Character: nothing to target, I gain nothing
    assert _boosts(g, me) == 0
    assert _target_boosts(323) == (1, 0)


def _drawn(output: int) -> int:
    g, p = started()
    me = in_hand(g, p, joining(output))
    hand = len(g.players[p].hand)
    play(g, me)
    return len(g.players[p].hand) - (hand - 1)


def test_part_245_draw_a_card():
    assert _drawn(245) == 1


def test_part_90_draw_a_card():
    assert _drawn(90) == 1


def test_part_97_i_gain_2_boosts():
    g, p = started()
    me = in_hand(g, p, joining(97))
    play(g, me)
    assert _boosts(g, me) == 2


def test_part_99_roll_a_die_4_up_3_boosts_else_1():
    for roll, boosts in ((4, 3), (6, 3), (3, 1), (1, 1)):
        g, p = started()
        fix_dice(g, roll)
        me = in_hand(g, p, joining(99))
        play(g, me)
        assert _boosts(g, me) == boosts, roll


def test_part_305_send_me_to_reserve():
    g, p = started()
    me = in_hand(g, p, joining(305))
    play(g, me)
    assert g.cards[me].zone is Zone.RESERVE


def test_part_338_may_exhaust_target_card_in_reserve():
    g, p = started()
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(338)))
    _say(g, "yes")
    pick_if_asked(g, stored)
    assert g.cards[stored].status & Status.EXHAUSTED


def test_part_399_draw_a_card_otherwise_resupply():
    g, p = started()
    me = in_hand(g, p, joining(399, 182))
    spare = in_hand(g, p, character())
    hand, reserve = len(g.players[p].hand), len(g.players[p].reserve)
    play(g, me)
    _say(g, "yes")
    pick_if_asked(g, spare)
    assert len(g.players[p].hand) == hand - 2 + 1  # played, put in Reserve, one drawn
    g2, p2 = started()
    me2 = in_hand(g2, p2, joining(399, 182))
    reserve = len(g2.players[p2].reserve)
    play(g2, me2)
    _say(g2, "no")
    assert len(g2.players[p2].reserve) == reserve + 1  # Resupply instead


def test_part_692_a_manaseed_in_each_players_landmarks():
    g, p = started()
    play(g, in_hand(g, p, joining(692)))
    for player in (p, 1 - p):
        names = [g.cdef(c).name for c in g.players[player].landmarks]
        assert names == ["Manaseed"], player


def test_part_697_distribute_2_boosts():
    g, p = started()
    a = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    b = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    me = in_hand(g, p, joining(697))
    play(g, me)
    for cid in (a, b):
        if g.pending.kind in ("target", "choose"):
            pick(g, cid)
    assert _boosts(g, a) + _boosts(g, b) + _boosts(g, me) == 2


# --- Coverage ------------------------------------------------------------------------------

def _parametrized_part_ids(path: Path) -> set[int]:
    """Part ids naming the cases (`part_<id>_...`) of the module's parametrized tests."""
    module = importlib.import_module(f"tests.uniques.parts.{path.stem}")
    found = set()
    for name, test in vars(module).items():
        if not name.startswith("test_") or not callable(test):
            continue
        for mark in getattr(test, "pytestmark", []):
            if mark.name != "parametrize":
                continue
            for case in mark.args[1]:
                match = re.match(r"part_(\d+)_", getattr(case, "id", None) or "")
                if match:
                    found.add(int(match.group(1)))
    return found


def test_every_catalogue_part_has_a_test_named_after_it():
    files = list(Path(__file__).parent.glob("test_*.py"))
    named = {int(n) for f in files
             for n in re.findall(r"^def test_part_(\d+)_", f.read_text(encoding="utf-8"), re.M)}
    named |= {n for f in files for n in _parametrized_part_ids(f)}
    without = sorted(default_catalogue().ids() - named)
    assert without == [], f"parts without a test: {without}"
