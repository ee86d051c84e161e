"""'Defects' (README: Rules notes; CR 1.2.3.c, 1.4.3.a, 1.4.4.a), 'I'm also considered a
Spell' (README: Rules notes), 'that Expedition moves backward' and tokens distributed among
any Expeditions."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import (act, cast, character, game_at_first_turn, give, options,
                                     play, reaction)


def _defect_target():
    return ab.Defect(kind="defect", objects=ab.Select(ref="target"))


def test_step_defect_1_2_3_c_joins_the_facing_expedition_under_the_other_player():
    g = game_at_first_turn()
    p = g.pending.player
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    g.cards[theirs].counters["boost"] = 2
    g.cards[theirs].status |= Status.ANCHORED
    oid = g.cards[theirs].oid
    cast(g, _defect_target())
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{theirs}" in o))
    c = g.cards[theirs]
    assert theirs in g.players[p].expeditions[Side.COMPANION]
    assert theirs not in g.players[1 - p].expeditions[Side.COMPANION]
    assert (c.controller, c.owner, c.side) == (p, 1 - p, Side.COMPANION)
    assert c.oid == oid and c.boosts == 2 and c.has(Status.ANCHORED)  # the same object
    assert [e.data["who"] for e in g.log if e.kind == "defect"] == [p]


def test_step_defect_1_4_3_a_a_defector_goes_to_its_owners_reserve():
    from altered_tui.engine.steps.leave_play import send
    g = game_at_first_turn()
    p = g.pending.player
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, _defect_target())
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{theirs}" in o))
    send(g, theirs, Zone.RESERVE, "test", rule="7.3.26")
    assert theirs in g.players[1 - p].reserve and g.cards[theirs].controller == 1 - p


def test_step_defect_a_character_joining_triggers_when_a_character_joins_yours():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("character_joins_yours",
                                            ab.Boost(kind="boost", objects=ab.Select(ref="me")))),
                   Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.Defect(kind="defect", objects=ab.Select(ref="target", filter=ab.Filter(
        controller="opponent"))))
    while g.pending.kind in ("target", "reaction"):
        act(g, options(g)[0])
    assert g.cards[theirs].controller == p and g.cards[watcher].boosts == 1


def test_passive_also_counts_as_a_spell_for_a_when_you_play_a_spell_reaction():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("you_play", ab.Boost(kind="boost", objects=ab.Select(
        ref="me")), filter=ab.Filter(type="spell"))), Zone.EXPEDITION, Side.HERO)
    counts = character(ab.PassiveAbility(kind="passive", effect=ab.AlsoCountsAs(
        kind="also_counts_as", type="spell")))
    plain = character()
    play(g, give(g, p, plain))
    assert g.cards[watcher].boosts == 0
    act(g, "pass")
    play(g, give(g, p, counts))
    assert g.cards[watcher].boosts == 1
    assert g.cdef(watcher).type.value == "character"


def test_step_move_expedition_that_the_target_expedition_an_earlier_step_chose():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[1 - p].positions[Side.HERO] = 2
    give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.SendTo(kind="send_to", zone="discard", objects=ab.Select(
        ref="each", filter=ab.Filter(in_target_expedition=True))),
        ab.MoveExpedition(kind="move_expedition", direction="backward", expedition="that"))
    act(g, "expedition -> hero theirs")
    assert g.players[1 - p].positions[Side.HERO] == 1  # no second question
    assert not g.players[1 - p].expeditions[Side.HERO]


def test_step_create_token_distributed_any_one_expedition_of_any_player_per_token():
    g = game_at_first_turn()
    p = g.pending.player
    cast(g, ab.CreateToken(kind="create_token", token="Mana Moth", count=2, where="distributed_any"))
    act(g, "expedition -> companion theirs")
    act(g, "expedition -> hero yours")
    [theirs] = g.players[1 - p].expeditions[Side.COMPANION]
    [mine] = g.players[p].expeditions[Side.HERO]
    assert g.cards[theirs].token and g.cards[theirs].controller == 1 - p
    assert g.cards[theirs].owner == p and g.cards[mine].controller == p
