"""Builders for ability tests: a real game from the bundled decks, with test cards swapped in."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.cards.decks import load_deck
from altered_tui.cards.models import CardDef, CardType
from altered_tui.cards.pool import decks_dir
from altered_tui.cards.render import render_steps
from altered_tui.engine import apply_inplace, flow, legal_actions, new_game
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import move
from tests.log_text import prompt

_counter = iter(range(1, 10**6))


def game_at_first_turn(seed: int = 3) -> GameState:
    """A game past the setup Mana choices, waiting for the first player's first turn.
    The Heroes' own abilities are left out so each test sees only the ability it builds."""
    from tests.engine.builders import POOL as pool

    g = new_game(load_deck(decks_dir() / "bravos-practice.yaml", pool),
                 load_deck(decks_dir() / "lyra-practice.yaml", pool), pool, seed=seed)
    while g.pending.kind == "setup_mana":
        apply_inplace(g, legal_actions(g)[0])
    assert g.pending.kind == "turn"
    return g


def character(*abilities, stats=(1, 1, 1), cost=0, name=None, **fields) -> CardDef:
    n = next(_counter)
    return CardDef(id=f"TEST_{n}", name=name or f"Tester {n}", type=CardType.CHARACTER,
                   forest=stats[0], mountain=stats[1], water=stats[2], hand_cost=cost,
                   reserve_cost=cost, abilities=tuple(abilities), **fields)


def spell(*steps, cost=0, **fields) -> CardDef:
    n = next(_counter)
    return CardDef(id=f"TEST_{n}", name=f"Test Spell {n}", type=CardType.SPELL, hand_cost=cost,
                   reserve_cost=cost, abilities=(ab.SpellEffect(kind="effect", steps=list(steps)),),
                   **fields)


def reaction(on: str, *steps, **kw) -> ab.Reaction:
    return ab.Reaction(kind="reaction", trigger=ab.Trigger(on=on, filter=kw.pop("filter", None)),
                       effect=list(steps), **kw)


def give(g: GameState, player: int, card: CardDef, zone: Zone = Zone.HAND,
         side: Side | None = None) -> int:
    """Turn one of the player's deck cards into `card` and put it in `zone`."""
    g.defs[card.id] = card
    p = g.players[player]
    cid = p.deck[-1]
    g.cards[cid].card_id = card.id
    move(g, cid, zone, side=side, controller=player)
    refresh(g)
    return cid


def set_mana(g: GameState, player: int, count: int) -> None:
    """The player has exactly `count` ready Mana Orbs."""
    p = g.players[player]
    while len(p.mana) > count:
        move(g, p.mana[-1], Zone.DISCARD)
    while len(p.mana) < count:
        move(g, p.deck[-1], Zone.MANA)
    refresh(g)


def refresh(g: GameState) -> None:
    """Recompute the pending decision after a test changed the state by hand."""
    if g.pending is not None and g.pending.kind == "turn":
        g.pending = None
        flow.run(g)


def act(g: GameState, text: str) -> None:
    apply_inplace(g, text)


def options(g: GameState) -> list[str]:
    return [a.text for a in legal_actions(g)]


def mode_saying(g: GameState, words: str) -> str:
    """The option answering the mode whose text, as the card renders it, holds `words` (a
    mode is answered by its number alone)."""
    modes = g.pending.prompt["modes"]
    return next(o for o in options(g) if o.startswith("mode ")
                and words in render_steps(modes[int(o.split()[1]) - 1]))


def play(g: GameState, cid: int, side: str = "hero", src: str = "hand") -> None:
    name = g.cdef(cid).name
    dest = f" -> {side}" if g.cdef(cid).goes_to_expedition else ""
    act(g, f"play {name}#{cid}@{src}{dest}")


def me_select() -> ab.Select:
    return ab.Select(ref="me")


def cast(g: GameState, *steps) -> tuple[int, int]:
    """The player to act plays a test Spell made of these steps; (player, spell cid)."""
    p = g.pending.player
    cid = give(g, p, spell(*steps))
    play(g, cid)
    return p, cid


def confirm_own_only_target(g: GameState, cid: int, tough_priced_out: bool = False) -> None:
    """The only legal target is the player's own card: the engine asks (and says why) instead
    of choosing it silently; answer with that card."""
    assert g.pending is not None and g.pending.kind == "target"
    assert "is the only legal target" in prompt(g)
    assert ("Tough" in prompt(g)) == tough_priced_out
    assert options(g) == [f"target {g.cdef(cid).name}#{cid}"]
    act(g, options(g)[0])
