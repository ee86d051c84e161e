"""Each target filter of the ability language, and Gigantic's 'my Expedition' (CR 7.4.4)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction, spell


def _targets(g, f: ab.Filter) -> set[int]:
    """The cards a one-target boost spell may choose with this filter."""
    p = g.pending.player
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=f, up_to=True)))))
    return {int(o.split("#")[1].split()[0]) for o in options(g) if "#" in o}


def _board(g):
    p = g.pending.player
    mine = give(g, p, character(cost=1), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(cost=5, subtypes=("Plant",)), Zone.EXPEDITION, Side.HERO)
    return p, mine, theirs


def test_filter_type_permanents_are_not_characters():
    g = game_at_first_turn()
    p, mine, theirs = _board(g)
    from altered_tui.cards.models import CardType, ZoneType
    landmark = give(g, p, character().model_copy(update={"type": CardType.PERMANENT,
                                                         "zone_type": ZoneType.LANDMARK}), Zone.LANDMARKS)
    assert _targets(g, ab.Filter(type="permanent")) == {landmark}


def test_filter_subtype():
    g = game_at_first_turn()
    p, mine, theirs = _board(g)
    assert _targets(g, ab.Filter(subtype="Plant")) == {theirs}


def test_filter_controller():
    g = game_at_first_turn()
    p, mine, theirs = _board(g)
    assert _targets(g, ab.Filter(controller="opponent")) == {theirs}


def test_filter_other_excludes_the_source():
    g = game_at_first_turn()
    p, mine, theirs = _board(g)
    cid = give(g, p, character(reaction("joins", ab.Boost(kind="boost", objects=ab.Select(
        ref="target", filter=ab.Filter(other=True, controller="you"))))))
    play(g, cid)
    assert g.cards[mine].boosts == 1 and g.cards[cid].boosts == 0


def test_filter_token():
    g = game_at_first_turn()
    p, mine, theirs = _board(g)
    from altered_tui.engine.steps.tokens import create_token
    token = create_token(g, "Ordis Recruit", p, Side.HERO, "test")
    assert _targets(g, ab.Filter(token=True)) == {token}


def test_filter_max_hand_cost():
    g = game_at_first_turn()
    p, mine, theirs = _board(g)
    assert _targets(g, ab.Filter(max_hand_cost=3)) == {mine}


def test_filter_min_hand_cost():
    g2 = game_at_first_turn()
    p2, mine2, theirs2 = _board(g2)
    assert _targets(g2, ab.Filter(min_hand_cost=4)) == {theirs2}


def test_filter_status_any():
    g = game_at_first_turn()
    p, mine, theirs = _board(g)
    g.cards[theirs].status |= Status.ASLEEP
    assert _targets(g, ab.Filter(status_any=["anchored", "asleep"])) == {theirs}


def test_filter_status_none_2_4_6_a_non_fleeting_character():
    from altered_tui.cards.render import render_step
    g = game_at_first_turn()
    p, mine, theirs = _board(g)
    g.cards[theirs].status |= Status.FLEETING
    assert _targets(g, ab.Filter(status_none=["fleeting"])) == {mine}
    step = ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=ab.Filter(
        status_none=["fleeting"])), amount=2)
    assert render_step(step) == "Target non-Fleeting Character gains 2 boosts"


def test_filter_in_my_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    near = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    cid = give(g, p, character(reaction("joins", ab.Boost(kind="boost", objects=ab.Select(
        ref="each", filter=ab.Filter(in_my_expedition=True, other=True))))))
    play(g, cid, side="companion")
    assert g.cards[near].boosts == 1


def test_7_4_4_h_gigantic_creates_my_expedition_tokens_where_you_choose():
    g = game_at_first_turn()
    p = g.pending.player
    titan = character(reaction("joins", ab.CreateToken(kind="create_token", token="Ordis Recruit",
                                                       where="my_expedition")),
                      keywords=ab.Keywords(gigantic=True))
    play(g, give(g, p, titan), side="hero")
    assert g.pending.kind == "expedition"
    act(g, "expedition -> companion")
    assert any(g.cards[c].token for c in g.players[p].expeditions[Side.COMPANION])


def test_7_4_4_k_gigantic_has_no_other_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    titan = character(reaction("joins", ab.CreateToken(kind="create_token", token="Ordis Recruit",
                                                       where="other_expedition")),
                      keywords=ab.Keywords(gigantic=True))
    play(g, give(g, p, titan), side="hero")
    assert not any(g.cards[c].token for s in Side for c in g.players[p].expeditions[s])


def test_filter_boosted():
    for wanted in (True, False):
        g = game_at_first_turn()
        p, mine, theirs = _board(g)
        g.cards[theirs].counters["boost"] = 1
        assert _targets(g, ab.Filter(boosted=wanted)) == ({theirs} if wanted else {mine})


def test_filter_any_of_2_2_2_a_robot_or_permanent_not_another_character():
    from altered_tui.cards.models import CardDef, CardType, ZoneType
    from altered_tui.cards.render import render_step

    g = game_at_first_turn()
    p = g.pending.player
    robot = give(g, p, character(subtypes=("Robot",)), Zone.EXPEDITION, Side.HERO)
    plain = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    gear = give(g, 1 - p, CardDef(id="TEST_GEAR", name="Gear", type=CardType.PERMANENT,
                                  zone_type=ZoneType.EXPEDITION), Zone.EXPEDITION, Side.HERO)
    f = ab.Filter(type="object", any_of=[ab.Filter(subtype="Robot"), ab.Filter(type="permanent")])
    assert _targets(g, f) == {robot, gear} and plain not in g.pending.prompt.get("cards", [])
    sacrifice = ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose", filter=f))
    assert render_step(sacrifice) == "Sacrifice a Robot or Permanent"


def test_filter_target_expedition_ahead_7_5_2_a_only_expeditions_ahead_are_offered():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].positions[Side.HERO] = 2  # mine is ahead of theirs
    g.players[1 - p].positions[Side.COMPANION] = 4  # theirs is ahead of mine
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    f = ab.Filter(in_target_expedition=True, target_expedition_ahead=True)
    play(g, give(g, p, spell(ab.GainStatus(kind="gain_status", objects=ab.Select(ref="each", filter=f),
                                           status="asleep"))))
    assert sorted(options(g)) == ["expedition -> companion theirs", "expedition -> hero yours"]
    act(g, "expedition -> companion theirs")
    assert g.cards[theirs].has(Status.ASLEEP) and not g.cards[mine].has(Status.ASLEEP)


def test_filter_target_expedition_ahead_7_5_2_c_none_ahead_nothing_happens():
    g = game_at_first_turn()
    p = g.pending.player
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    f = ab.Filter(in_target_expedition=True, target_expedition_ahead=True)
    play(g, give(g, p, spell(ab.GainStatus(kind="gain_status", objects=ab.Select(ref="each", filter=f),
                                           status="asleep"))))
    assert g.pending.kind == "turn" and not g.cards[theirs].has(Status.ASLEEP)


def test_filter_in_expedition_2_2_3_characters_and_expedition_permanents_not_landmarks():
    """CR 2.2.3: Expedition Permanents join an Expedition, Landmark Permanents the Landmark zone."""
    from altered_tui.cards.models import CardType, ZoneType
    g = game_at_first_turn()
    p, mine, theirs = _board(g)
    permanent = character().model_copy(update={"type": CardType.PERMANENT})
    gear = give(g, p, permanent.model_copy(update={"id": "TEST_GEAR", "zone_type": ZoneType.EXPEDITION}),
                Zone.EXPEDITION, Side.HERO)
    landmark = give(g, p, permanent.model_copy(update={"id": "TEST_SITE", "zone_type": ZoneType.LANDMARK}),
                    Zone.LANDMARKS)
    found = _targets(g, ab.Filter(type="object", in_expedition=True))
    assert found == {mine, theirs, gear} and landmark not in found


def test_filter_not_subtype_2_2_2_p_non_plant_characters():
    g = game_at_first_turn()
    p, mine, theirs = _board(g)  # theirs is a Plant
    assert _targets(g, ab.Filter(not_subtype="Plant")) == {mine}
