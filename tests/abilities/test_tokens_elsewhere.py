"""Tokens created in an Expedition that is not the creator's own (CR 7.3.4, 6.3.j,
1.1.7.b) and the log line that says whose Expedition it was."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.pool import default_pool
from altered_tui.engine.types import Side, Zone
from altered_tui.i18n.events import event_text

from tests.abilities.support import (
    act, character, game_at_first_turn, give, options, play, reaction, set_mana, spell,
)

LANDMARK = "ALT_CORE_B_AX_24_C"  # Brassbug Hub, a Landmark Permanent

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

def _settled(g) -> None:
    while g.pending.kind == "reaction":
        act(g, options(g)[0])


def test_trigger_permanent_joins_yours_7_5_8_a_another_permanent_of_yours():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("permanent_joins_yours", ab.Boost(
        kind="boost", objects=ab.Select(ref="me")))), Zone.EXPEDITION, Side.HERO)
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
