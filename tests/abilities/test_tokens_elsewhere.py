"""Tokens created in an Expedition that is not the creator's own (CR 7.3.4, 6.3.j,
1.1.7.b) and the log line that says whose Expedition it was."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.pool import default_pool
from altered_tui.cards.render import render_steps
from altered_tui.engine.types import Side, Zone
from altered_tui.i18n.events import event_text

from tests.abilities.support import (
    act, character, game_at_first_turn, give, options, play, reaction, refresh, set_mana, spell,
)

LANDMARK = "ALT_CORE_B_AX_24_C"  # Brassbug Hub, a Landmark Permanent
FLEETING = ab.Keywords(fleeting=True)

DISCARD_IT_THEN_MOTH = [
    ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target")),
    ab.SendTo(kind="send_to", objects=ab.Select(ref="it"), zone="discard"),
    ab.CreateToken(kind="create_token", token="Mana Moth", where="its_expedition"),
]


def _tokens(g, player: int, side: Side) -> list[int]:
    return [c for c in g.players[player].expeditions[side] if g.cards[c].token]


def test_step_create_token_6_3_j_in_the_expedition_the_discarded_character_left():
    g = game_at_first_turn()
    p = g.pending.player
    victim = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, give(g, p, spell(*DISCARD_IT_THEN_MOTH)))
    assert victim in g.players[1 - p].discard
    [moth] = _tokens(g, 1 - p, Side.COMPANION)  # where the old object was (CR 6.3.j)
    c = g.cards[moth]
    assert c.controller == 1 - p and c.owner == p  # its Expedition's player; the creator owns it
    assert not _tokens(g, p, Side.HERO) and not _tokens(g, p, Side.COMPANION)
    [event] = [e for e in g.log if e.kind == "token"]
    assert event.data["who"] == p and event.data["whom"] == 1 - p
    shown = {"kind": "token", "data": event.data, "names": {moth: "Mana Moth"},
             "players": ["Ann", "Bob"]}
    assert event_text(shown, "en") == \
        f"{['Ann', 'Bob'][p]} creates a token: Mana Moth, in {['Ann', 'Bob'][1 - p]}'s companion expedition"
    assert render_steps(DISCARD_IT_THEN_MOTH) == (
        "Discard target Character, then create a Mana Moth Illusion token (2/2/2) in its Expedition")


def test_step_create_token_7_4_4_h_a_gigantic_ones_expedition_is_chosen():
    g = game_at_first_turn()
    p = g.pending.player
    giant = give(g, 1 - p, character(keywords=ab.Keywords(gigantic=True)), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(*DISCARD_IT_THEN_MOTH)))
    assert giant in g.players[1 - p].discard
    assert g.pending.kind == "expedition" and g.pending.player == p
    act(g, "expedition -> companion")  # either of that player's Expeditions (CR 7.4.4.f)
    assert len(_tokens(g, 1 - p, Side.COMPANION)) == 1 and not _tokens(g, 1 - p, Side.HERO)


def test_step_create_token_its_expedition_nothing_when_it_was_in_no_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    landmark = give(g, 1 - p, default_pool()[LANDMARK], Zone.LANDMARKS)
    steps = [DISCARD_IT_THEN_MOTH[0].model_copy(update={"objects": ab.Select(
        ref="target", filter=ab.Filter(type="object"))}), *DISCARD_IT_THEN_MOTH[1:]]
    play(g, give(g, p, spell(*steps)))
    assert landmark in g.players[1 - p].discard
    assert not any(g.cards[c].token for c in g.cards)



# --- permanent_joins_yours ----------------------------------------------------------------

def _watching(on: str):
    """A game with a Character of the first player's that gains a boost on `on`:
    (game, player, the Character)."""
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction(on, ab.Boost(kind="boost", objects=ab.Select(ref="me")))),
                   Zone.EXPEDITION, Side.HERO)
    return g, p, watcher


def _settled(g) -> None:
    while g.pending.kind == "reaction":
        act(g, options(g)[0])


def test_trigger_permanent_joins_yours_7_5_8_a_another_permanent_of_yours():
    g, p, watcher = _watching("permanent_joins_yours")
    set_mana(g, p, 6)
    play(g, give(g, p, default_pool()[LANDMARK]))
    _settled(g)
    assert g.cards[watcher].boosts == 1
    set_mana(g, 1 - p, 6)
    play(g, give(g, 1 - p, default_pool()[LANDMARK]))  # the opponent's Permanent: not yours
    _settled(g)
    play(g, give(g, p, character()))  # a Character is no Permanent
    _settled(g)
    assert g.cards[watcher].boosts == 1


# --- card_goes_to_discard -----------------------------------------------------------------

def test_trigger_card_goes_to_discard_3_2_3_any_players_card_from_any_zone():
    from altered_tui.engine.zones import move
    g, p, watcher = _watching("card_goes_to_discard")
    play(g, give(g, p, spell(ab.Draw(kind="draw"), keywords=FLEETING)))  # discarded (CR 2.4.6)
    _settled(g)
    assert g.cards[watcher].boosts == 1
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    act(g, "pass")  # the other player's turn
    play(g, give(g, p, spell(ab.SendTo(kind="send_to", objects=ab.Select(
        ref="each", filter=ab.Filter(type="card", in_reserve=True)), zone="discard"))))
    _settled(g)
    assert theirs in g.players[1 - p].discard and g.cards[watcher].boosts == 2
    move(g, g.players[1 - p].hand[0], Zone.DISCARD)  # from a hand too
    refresh(g)
    _settled(g)
    assert g.cards[watcher].boosts == 3


def test_trigger_card_goes_to_discard_2_1_e_not_for_a_token_that_ceases_to_exist():
    g, p, watcher = _watching("card_goes_to_discard")
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Mana Moth",
                                            where="hero_expedition"),
                             ab.Sacrifice(kind="sacrifice", objects=ab.Select(
                                 ref="each", filter=ab.Filter(token=True))), keywords=FLEETING)))
    _settled(g)
    assert not _tokens(g, p, Side.HERO)
    assert g.cards[watcher].boosts == 1  # the Spell alone


# --- "if I'm [status]" --------------------------------------------------------------------

def test_step_condition_i_am_2_4_gigantic_while_fleeting():
    from altered_tui.engine.characteristics import is_gigantic
    from altered_tui.engine.types import Status
    g = game_at_first_turn()
    p = g.pending.player
    giant = give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.GrantKeywords(
        kind="grant_keywords", keywords=ab.Keywords(gigantic=True),
        condition=ab.StepCondition(i_am="fleeting")))), Zone.EXPEDITION, Side.HERO)
    assert not is_gigantic(g, giant)
    g.cards[giant].status |= Status.FLEETING
    assert is_gigantic(g, giant)


def _woolly(where: str, **kw) -> ab.CreateToken:
    return ab.CreateToken(kind="create_token", token="Woollyback", where=where, **kw)


def test_step_create_token_6_5_a_in_target_opponents_companion_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(_woolly("opponent_companion_expedition"))))
    [sheep] = _tokens(g, 1 - p, Side.COMPANION)  # the one opponent: nothing asked (CR 6.5.a)
    assert (g.cards[sheep].controller, g.cards[sheep].owner) == (1 - p, p)
    assert not _tokens(g, 1 - p, Side.HERO) and not _tokens(g, p, Side.COMPANION)
    assert render_steps([_woolly("opponent_companion_expedition")]) == (
        "Create a Woollyback Animal token (1/1/1) in target opponent's Companion Expedition")


def test_step_create_token_1_1_7_in_the_companion_expedition_of_its_owner():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.RESERVE)
    steps = [ab.Sabotage(kind="sabotage", then=[_woolly("its_owner_companion_expedition")])]
    play(g, give(g, p, spell(*steps)))
    act(g, next(o for o in options(g) if f"#{mine}" in o))  # my own card: its owner is me
    assert mine in g.players[p].discard
    [sheep] = _tokens(g, p, Side.COMPANION)
    assert g.cards[sheep].controller == p and not _tokens(g, 1 - p, Side.COMPANION)


def test_step_create_token_6_5_b_in_each_of_n_different_target_expeditions():
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(_woolly("target_expeditions", expeditions=3))))
    assert g.pending.kind == "expedition" and len(options(g)) == 4
    act(g, "expedition -> hero theirs")
    assert len(options(g)) == 3  # a target once per step (CR 6.5.b)
    act(g, "expedition -> companion theirs")
    act(g, "expedition -> hero yours")
    assert len(_tokens(g, 1 - p, Side.HERO)) == len(_tokens(g, 1 - p, Side.COMPANION)) == 1
    assert len(_tokens(g, p, Side.HERO)) == 1 and not _tokens(g, p, Side.COMPANION)
    assert {g.cards[c].owner for c in _tokens(g, 1 - p, Side.HERO)} == {p}
    assert render_steps([_woolly("target_expeditions", expeditions=3)]) == (
        "Target three Expeditions and create a Woollyback Animal token (1/1/1) in each one")


def test_step_create_token_1_2_3_c_in_each_of_the_four_expeditions():
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(_woolly("each_expedition"))))
    for player in (p, 1 - p):
        for side in Side:
            [sheep] = _tokens(g, player, side)
            assert g.cards[sheep].controller == player
