"""More Unique parts at work in a game (the parts most Unique lines may use), each test
named after its part's id (README: Unique cards)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.engine.characteristics import is_eternal
from altered_tui.engine.types import Phase, Side, Status, Terrain, Zone
from altered_tui.engine.zones import move, ready_orbs

from tests.abilities.support import act, cast, character, give, options, play, set_mana
from tests.cards.builders import finish_day, pick, pick_if_asked, reaction_draws
from tests.uniques.parts.support import in_hand, joining, line_card, started

_landmarks = iter(range(1, 1000))


def _landmark() -> CardDef:
    n = next(_landmarks)
    return CardDef(id=f"TEST_LANDMARK_{n}", name=f"Test Landmark {n}", type=CardType.PERMANENT,
                   zone_type=ZoneType.LANDMARK)


def _joined(condition: int, setup=None, src: str = "hand") -> int:
    """Boosts I have once my {J} line (this condition, then 'I gain 2 boosts') resolved."""
    g, p = started()
    if setup:
        setup(g, p)
    me = give(g, p, joining(97, condition), Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, src=src)
    return g.cards[me].boosts


def _eternal_with_boosts(condition: int, boosts: int) -> bool:
    g, p = started()
    me = give(g, p, line_card((23, condition, 142)), Zone.EXPEDITION, Side.HERO)
    g.cards[me].counters["boost"] = boosts
    return is_eternal(g, me)


# --- Triggers ------------------------------------------------------------------------------

def _draws_after(trigger: int, zone: Zone, event) -> int:
    g, p = started()
    me = give(g, p, line_card((trigger, 191, 245)), zone, Side.HERO if zone is Zone.EXPEDITION else None)
    event(g, p, me)
    return reaction_draws(g, p)


def test_part_7_when_i_go_to_reserve_from_your_hand():
    def put_me(g, p, me):
        cast(g, ab.PutFromHand(kind="put_from_hand", zone="reserve"))
        pick_if_asked(g, me)
        assert g.cards[me].zone is Zone.RESERVE
    assert _draws_after(7, Zone.HAND, put_me) == 1


def test_part_11_when_i_go_to_reserve_from_the_expedition_zone():
    def send_me(g, p, me):
        cast(g, ab.SendTo(kind="send_to", zone="reserve", objects=ab.Select(ref="target")))
        pick_if_asked(g, me)
        assert g.cards[me].zone is Zone.RESERVE
    assert _draws_after(11, Zone.EXPEDITION, send_me) == 1


def test_part_18_at_night():
    g, p = started()
    give(g, p, line_card((18, 191, 245), keywords=ab.Keywords(eternal=True)),
         Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    assert g.phase is Phase.AFTERNOON and reaction_draws(g, p) == 0
    finish_day(g)
    assert reaction_draws(g, p) == 1


def test_part_21_when_another_character_joins_your_expeditions():
    g, p = started()
    me = in_hand(g, p, line_card((21, 191, 56)))
    play(g, me)
    assert g.cards[me].boosts == 0  # I joining is not another Character
    if g.pending.player != p:
        act(g, "pass")
    play(g, in_hand(g, p, character()), side="companion")
    assert g.cards[me].boosts == 1


def _joins_my_expedition(trigger: int, side: str) -> int:
    g, p = started()
    me = give(g, p, line_card((trigger, 191, 56)), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, character()), side=side)
    return g.cards[me].boosts


def test_part_253_when_another_character_joins_my_expedition():
    assert (_joins_my_expedition(253, "hero"), _joins_my_expedition(253, "companion")) == (1, 0)


def test_part_419_when_another_character_joins_my_expedition():
    assert (_joins_my_expedition(419, "hero"), _joins_my_expedition(419, "companion")) == (1, 0)


def test_part_257_when_i_gain_fleeting():
    def fleeting(g, p, me):
        cast(g, ab.GainStatus(kind="gain_status", status="fleeting", objects=ab.Select(
            ref="each", filter=ab.Filter(controller="you"))))
    assert _draws_after(257, Zone.EXPEDITION, fleeting) == 1


def test_part_545_when_you_pass_first():
    g, p = started()
    give(g, p, line_card((545, 191, 245)), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    assert reaction_draws(g, p) == 1


def test_part_546_when_you_pass_first():
    g, p = started()
    give(g, p, line_card((546, 191, 245)), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    assert reaction_draws(g, p) == 1


def test_part_546_passing_after_the_opponent_is_not_first():
    g, p = started()
    play(g, in_hand(g, p, character()))  # p's turn goes by; the opponent then passes first
    q = 1 - p
    give(g, p, line_card((546, 191, 245)), Zone.EXPEDITION, Side.HERO)
    assert g.pending.player == q
    act(g, "pass")
    assert g.pending.player == p
    act(g, "pass")
    assert reaction_draws(g, p) == 0


def test_part_794_when_you_pass():
    g, p = started()
    play(g, in_hand(g, p, character()))
    give(g, p, line_card((794, 191, 245)), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")  # the opponent passes first
    act(g, "pass")
    assert reaction_draws(g, p) == 1


def _moved_draws(blocked: bool) -> tuple[int, int]:
    g, p = started()
    give(g, p, line_card((674, 191, 245)), Zone.EXPEDITION, Side.HERO)
    if blocked:
        give(g, 1 - p, character(stats=(5, 5, 5)), Zone.EXPEDITION, Side.HERO)
    finish_day(g)
    return reaction_draws(g, p), g.players[p].positions[Side.HERO]


def test_part_674_when_my_expedition_moves_forward():
    assert _moved_draws(blocked=False) == (1, 1)
    assert _moved_draws(blocked=True) == (0, 0)


# --- Conditions ----------------------------------------------------------------------------

def _landmarks_in(count):
    def setup(g, p):
        for _ in range(count):
            give(g, p, _landmark(), Zone.LANDMARKS)
    return setup


def test_part_189_if_theres_a_card_in_your_landmarks():
    assert (_joined(189), _joined(189, _landmarks_in(1))) == (0, 2)


def test_part_176_if_two_or_more_cards_in_your_landmarks():
    assert (_joined(176, _landmarks_in(1)), _joined(176, _landmarks_in(2))) == (0, 2)


def test_part_186_you_may_pay_1_if_you_do():
    g, p = started()
    set_mana(g, p, 3)
    me = in_hand(g, p, joining(97, 186))
    play(g, me)
    assert g.pending.kind == "may"
    act(g, "yes")
    assert g.cards[me].boosts == 2 and len(ready_orbs(g, p)) == 2


def _reserve_of(count):
    def setup(g, p):
        for cid in list(g.players[p].reserve):
            move(g, cid, Zone.DISCARD)
        for _ in range(count):
            give(g, p, character(), Zone.RESERVE)
    return setup


def test_part_359_if_you_have_two_or_more_cards_in_reserve():
    assert (_joined(359, _reserve_of(1)), _joined(359, _reserve_of(2))) == (0, 2)


def test_part_367_if_your_reserve_is_empty():
    assert (_joined(367, _reserve_of(1)), _joined(367, _reserve_of(0))) == (0, 2)


def _hand_of(count):
    def setup(g, p):
        for cid in list(g.players[p].hand):
            move(g, cid, Zone.DISCARD)
        for _ in range(count):
            give(g, p, character())
    return setup


def test_part_362_if_your_hand_is_empty():
    assert (_joined(362, _hand_of(1)), _joined(362, _hand_of(0))) == (0, 2)


def test_part_538_if_your_hand_is_empty():
    assert (_joined(538, _hand_of(1)), _joined(538, _hand_of(0))) == (0, 2)


def _opponent_ahead(g, p):
    g.players[1 - p].positions[Side.HERO] += 1


def test_part_383_if_my_expedition_is_behind():
    assert (_joined(383), _joined(383, _opponent_ahead)) == (0, 2)


def _a_fleeting_character(g, p):
    cid = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[cid].status |= Status.FLEETING


def test_part_384_if_you_control_a_fleeting_character():
    assert (_joined(384), _joined(384, _a_fleeting_character)) == (0, 2)


def _permanents(count):
    def setup(g, p):
        for _ in range(count):
            give(g, p, _landmark(), Zone.LANDMARKS)
    return setup


def test_part_403_if_you_control_two_or_more_permanents():
    assert (_joined(403, _permanents(1)), _joined(403, _permanents(2))) == (0, 2)


def _in_water_only(g, p):
    g.players[p].positions[Side.HERO] = 2  # a Water region of the bundled map (seed 3)


def _in_forest_and_mountain(g, p):
    g.players[p].positions[Side.HERO] = 1  # a Forest and Mountain region


def test_part_405_if_im_in_forest():
    assert (_joined(405, _in_water_only), _joined(405, _in_forest_and_mountain)) == (0, 2)


def test_part_426_if_im_in_mountain():
    assert (_joined(426, _in_water_only), _joined(426, _in_forest_and_mountain)) == (0, 2)


def test_part_509_if_im_fleeting():
    # A Character played from Reserve gains Fleeting (CR 2.4.6.a); from hand it does not.
    assert (_joined(509), _joined(509, src="reserve")) == (0, 2)


def test_part_515_if_i_have_1_or_more_boosts():
    assert (_eternal_with_boosts(515, 0), _eternal_with_boosts(515, 1)) == (False, True)


def test_part_516_if_i_have_2_or_more_boosts():
    assert (_eternal_with_boosts(516, 1), _eternal_with_boosts(516, 2)) == (False, True)


def test_part_612_if_i_have_less_than_2_boosts():
    assert (_eternal_with_boosts(612, 1), _eternal_with_boosts(612, 2)) == (True, False)


def _second_player_joins(condition: int) -> int:
    g, p = started()
    act(g, "pass")
    q = g.pending.player
    me = give(g, q, joining(97, condition))
    play(g, me)
    return g.cards[me].boosts


def test_part_631_if_you_are_first_player():
    assert (_joined(631), _second_player_joins(631)) == (2, 0)


def test_part_632_if_you_are_first_player():
    assert (_joined(632), _second_player_joins(632)) == (2, 0)


def _orbs(count):
    return lambda g, p: set_mana(g, p, count)


def test_part_663_if_you_have_six_or_more_mana_orbs():
    assert (_joined(663, _orbs(5)), _joined(663, _orbs(6))) == (0, 2)


def test_part_358_if_you_have_ten_or_more_mana_orbs():
    assert (_joined(358, _orbs(9)), _joined(358, _orbs(10))) == (0, 2)


# --- Outputs -------------------------------------------------------------------------------

def test_part_56_i_gain_1_boost():
    g, p = started()
    me = in_hand(g, p, joining(56))
    play(g, me)
    assert g.cards[me].boosts == 1


def test_part_400_i_gain_2_boosts_otherwise_1():
    assert (_boosts_of(400, 355, ahead=False), _boosts_of(400, 355, ahead=True)) == (1, 2)


def _boosts_of(output: int, condition: int, ahead: bool) -> int:
    g, p = started()
    if ahead:
        _opponent_ahead(g, p)
    me = in_hand(g, p, joining(output, condition))
    play(g, me)
    return g.cards[me].boosts


def test_part_673_target_gains_2_boosts_otherwise_1():
    for ahead, boosts in ((False, 1), (True, 2)):
        g, p = started()
        if ahead:
            _opponent_ahead(g, p)
        other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
        play(g, in_hand(g, p, joining(673, 355)))
        pick_if_asked(g, other)
        assert g.cards[other].boosts == boosts, ahead


def test_part_120_up_to_two_target_characters_each_gain_1_boost():
    g, p = started()
    a = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    b = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    in_reserve = give(g, p, character(), Zone.RESERVE)
    play(g, in_hand(g, p, joining(120)))
    assert not any(f"#{in_reserve}" in o for o in options(g))
    for cid in (a, b):
        pick_if_asked(g, cid)
    while g.pending.kind in ("target", "choose"):
        act(g, "done" if "done" in options(g) else options(g)[0])
    assert (g.cards[a].boosts, g.cards[b].boosts) == (1, 1)


def _reserve_target(output: int) -> tuple[int, int]:
    """(boosts of a Character in Reserve chosen as the target, boosts I have)."""
    g, p = started()
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    me = in_hand(g, p, joining(output))
    play(g, me)
    if g.pending.kind in ("target", "choose"):
        pick(g, stored)
    return g.cards[stored].boosts, g.cards[me].boosts


def test_part_488_target_character_in_play_or_in_reserve_gains_1_boost():
    assert _reserve_target(488) == (1, 0)


def test_part_489_target_character_in_play_or_in_reserve_gains_2_boosts():
    assert _reserve_target(489) == (2, 0)


def test_part_490_target_character_in_reserve_gains_2_boosts():
    assert _reserve_target(490) == (2, 0)


def test_part_492_target_other_character_in_play_or_in_reserve_gains_1_boost():
    assert _reserve_target(492) == (1, 0)


def test_part_494_up_to_two_target_characters_in_play_or_in_reserve_each_gain_1_boost():
    g, p = started()
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, in_hand(g, p, joining(494)))
    for cid in (stored, in_play):
        pick_if_asked(g, cid)
    while g.pending.kind in ("target", "choose"):
        act(g, "done" if "done" in options(g) else options(g)[0])
    assert (g.cards[stored].boosts, g.cards[in_play].boosts) == (1, 1)


def _moths(output: int, side: str) -> dict[Side, int]:
    """Mana Moths I control in each Expedition after my line, played into `side`."""
    g, p = started()
    play(g, in_hand(g, p, joining(output)), side=side)
    while g.pending.kind in ("target", "choose"):
        act(g, options(g)[0])
    return {s: sum(1 for c in g.players[p].expeditions[s] if g.cdef(c).name == "Mana Moth")
            for s in Side}


def test_part_414_a_mana_moth_in_my_expedition():
    assert _moths(414, "companion") == {Side.HERO: 0, Side.COMPANION: 1}


def test_part_416_a_mana_moth_in_your_companion_expedition():
    assert _moths(416, "hero") == {Side.HERO: 0, Side.COMPANION: 1}


def test_part_417_a_mana_moth_in_your_hero_expedition():
    assert _moths(417, "companion") == {Side.HERO: 1, Side.COMPANION: 0}


def test_part_418_a_mana_moth_in_your_other_expedition():
    assert _moths(418, "hero") == {Side.HERO: 0, Side.COMPANION: 1}


def _aeroliths(output: int, condition: int = 191, setup=None) -> int:
    g, p = started()
    if setup:
        setup(g, p)
    play(g, in_hand(g, p, joining(output, condition)))
    return sum(1 for c in g.players[p].landmarks if g.cdef(c).name == "Aerolith")


def test_part_562_an_aerolith_in_your_landmarks():
    assert _aeroliths(562) == 1


def test_part_652_two_aeroliths_in_your_landmarks():
    assert _aeroliths(652) == 2


def test_part_653_two_aeroliths_otherwise_one():
    assert (_aeroliths(653, 189), _aeroliths(653, 189, _landmarks_in(1))) == (1, 2)


def test_part_655_the_top_card_of_your_deck_becomes_an_exhausted_mana_orb():
    g, p = started()
    orbs = len(g.players[p].mana)
    play(g, in_hand(g, p, joining(655)))
    mana = g.players[p].mana
    assert len(mana) == orbs + 1
    new = [c for c in mana if g.cards[c].status & Status.EXHAUSTED and c not in ready_orbs(g, p)]
    assert new, "the new Mana Orb is exhausted"


def test_part_188_if_you_control_a_token():
    def a_token(g, p):
        cast(g, ab.CreateToken(kind="create_token", token="Aerolith", where="your_landmarks"))
        if g.pending.player != p:
            act(g, "pass")
    assert (_joined(188), _joined(188, a_token)) == (0, 2)


def test_part_430_roll_a_die_on_4_or_more():
    from tests.cards.builders import fix_dice
    for roll, boosts in ((3, 0), (4, 2), (6, 2)):
        assert _joined(430, lambda g, p, roll=roll: fix_dice(g, roll)) == boosts, roll


def test_part_430_roll_a_die_the_lower_results_take_the_otherwise():
    from tests.cards.builders import fix_dice
    g, p = started()
    fix_dice(g, 2)
    reserve = len(g.players[p].reserve)
    play(g, in_hand(g, p, joining(399, 430)))
    assert len(g.players[p].reserve) == reserve + 1 and reaction_draws(g, p) == 0


def _facing(g, p):
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)


def test_part_626_if_im_facing_a_character():
    assert (_joined(626), _joined(626, _facing)) == (0, 2)


def _exhausted_in_a_reserve(g, p):
    cid = give(g, 1 - p, character(), Zone.RESERVE)
    g.cards[cid].status |= Status.EXHAUSTED


def test_part_763_if_theres_an_exhausted_card_in_reserve():
    def none_exhausted(g, p):
        for player in g.players:
            for cid in player.reserve:
                g.cards[cid].status &= ~Status.EXHAUSTED
    assert (_joined(763, none_exhausted), _joined(763, _exhausted_in_a_reserve)) == (0, 2)


def test_part_561_an_aerolith_in_target_players_landmarks():
    g, p = started()
    play(g, in_hand(g, p, joining(561)))
    assert g.pending.kind == "player"
    act(g, "player theirs")
    names = [[g.cdef(c).name for c in g.players[q].landmarks] for q in (p, 1 - p)]
    assert names == [[], ["Aerolith"]]


def test_part_28_when_a_card_leaves_your_reserve_during_the_afternoon():
    g, p = started()
    me = give(g, p, line_card((28, 191, 56)), Zone.EXPEDITION, Side.HERO)
    stored = give(g, p, character(), Zone.RESERVE)
    play(g, stored, src="reserve")
    assert g.cards[me].boosts == 1


def _opponent_hero_in(region: int):
    def setup(g, p):
        g.players[1 - p].positions[Side.HERO] = region
    return setup


def test_part_354_if_both_your_expeditions_are_behind_or_tied():
    def me_ahead(g, p):
        g.players[p].positions[Side.HERO] += 1
    assert (_joined(354), _joined(354, _opponent_ahead), _joined(354, me_ahead)) == (2, 2, 0)


def _ascended(g, p):
    g.ascended.append((p, Side.HERO))


def test_part_616_if_im_in_an_ascended_expedition():
    assert (_joined(616), _joined(616, _ascended)) == (0, 2)


def test_part_619_if_one_of_your_expeditions_is_ascended():
    def companion_ascended(g, p):
        g.ascended.append((p, Side.COMPANION))
    # I join the Hero Expedition: any Ascended Expedition of mine counts
    assert (_joined(619), _joined(619, companion_ascended)) == (0, 2)


# The bundled map of seed 3: region 2 is Water only, region 4 Mountain only, region 5 Forest only.
def test_part_620_if_im_facing_an_expedition_in_mountain():
    assert (_joined(620, _opponent_hero_in(2)), _joined(620, _opponent_hero_in(4))) == (0, 2)


def test_part_621_if_im_facing_an_expedition_in_water():
    assert (_joined(621, _opponent_hero_in(4)), _joined(621, _opponent_hero_in(2))) == (0, 2)


def test_part_622_if_im_facing_an_expedition_in_forest():
    assert (_joined(622, _opponent_hero_in(2)), _joined(622, _opponent_hero_in(5))) == (0, 2)


def _face_up(*regions: int):
    def setup(g, p):
        for i in regions:
            g.regions[i].face_up = True
    return setup


def test_part_629_if_three_or_more_single_terrain_regions_are_visible():
    assert (_joined(629, _face_up(2, 4)), _joined(629, _face_up(2, 4, 5))) == (0, 2)


def test_part_630_if_three_or_more_single_terrain_regions_are_visible():
    assert (_joined(630, _face_up(2, 4)), _joined(630, _face_up(2, 4, 5))) == (0, 2)


def test_part_611_if_five_or_more_single_terrain_regions_are_visible():
    def five_single(g, p):
        for i in (1, 3):  # two-terrain regions of the map made single-terrain
            g.regions[i].terrains = (Terrain.WATER,)
        _face_up(1, 2, 3, 4, 5)(g, p)
    assert (_joined(611, _face_up(1, 2, 3, 4, 5)), _joined(611, five_single)) == (0, 2)


def test_part_190_if_im_not_fleeting():
    # played from Reserve I am Fleeting (CR 2.4.6.a)
    assert (_joined(190), _joined(190, src="reserve")) == (2, 0)


def _another_in_my_expedition(g, p):
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)


def _another_in_my_other_expedition(g, p):
    give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)


def _only_one(condition: int) -> tuple[int, int, int]:
    return (_joined(condition), _joined(condition, _another_in_my_other_expedition),
            _joined(condition, _another_in_my_expedition))


def test_part_353_if_im_the_only_character_in_my_expedition():
    assert _only_one(353) == (2, 2, 0)


def test_part_378_if_im_the_only_character_in_my_expedition():
    assert _only_one(378) == (2, 2, 0)


def test_part_423_if_im_the_only_character_in_my_expedition():
    assert _only_one(423) == (2, 2, 0)
