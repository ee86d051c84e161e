"""Builders for the per-card tests: real games from the bundled decks, with real cards from
cards/ put where a test wants them, and the few checks several cards share."""

from __future__ import annotations

import dataclasses
import re
from typing import Callable

from altered_tui.cards import abilities as ab
from altered_tui.cards.decks import Deck, load_deck
from altered_tui.cards.models import CardDef
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import apply_inplace, legal_actions, new_game
from altered_tui.engine.objects import stats
from altered_tui.engine.steps.leave_play import send
from altered_tui.engine.progress import expedition_stats
from altered_tui.engine.rng import Rng
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import move, ready_orbs

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, refresh, spell
from tests.log_text import caused_by, prompt

# Real cards the tests use as filler or as a second card.
AMELIA = "ALT_CORE_B_AX_11_C"  # Amelia Earhart: a vanilla 3-cost 2/2/2 Character
FOUNDRY_MECHANIC = "ALT_CORE_B_AX_07_C"  # Character 0/1/1, Hand Cost 1, no ability
SALVAGER = "ALT_CORE_B_AX_08_C"  # {R} Resupply; Hand Cost 1
HUB = "ALT_CORE_B_AX_24_C"  # Landmark: {J} I gain three Kelon counters
REPROCESSOR = "ALT_CORE_B_AX_25_C"  # Permanent, Hand Cost 4, no {J} ability
RATATOSKR = "ALT_CORE_B_BR_04_C"  # Character, Hand Cost 1, Reserve Cost 3, {R} I gain 2 boosts
PATHFINDER = "ALT_CORE_B_BR_08_C"  # Bravos Pathfinder: 0/3/3, no ability
CHIRON = "ALT_CORE_B_BR_11_C"  # {J} target Character gains 1 boost
BLADEDANCER = "ALT_CORE_B_BR_16_C"  # Character, Hand Cost 1, {J} I gain 1 boost
HAVEN_WARRIOR = "ALT_CORE_B_BR_17_C"  # Character 4/2/4, Hand Cost 3, no ability
ACHILLES = "ALT_CORE_B_BR_21_C"  # Character 5/5/5, Hand Cost 5, no ability
HELPING_HAND = "ALT_CORE_B_BR_25_C"  # Spell, Hand Cost 1: target a Character, it gains 1 boost
SKALD = "ALT_CORE_B_LY_08_C"  # Lyra Skald: vanilla, Hand Cost 2, 3/0/2
NAVIGATOR = "ALT_CORE_B_LY_12_C"  # Lyra Navigator: 0/0/4, no ability
CHRONICLER = "ALT_CORE_B_LY_16_C"  # Lyra Chronicler: vanilla, Hand Cost 3, 4/0/4
ASMODEUS = "ALT_CORE_B_LY_20_C"  # Hand Cost 6
LOKI_C = "ALT_CORE_B_LY_21_C"  # {H} each player discards their hand, then draws three
ALL_IN_C = "ALT_CORE_B_LY_25_C"  # a Spell
A_CAPPELLA = "ALT_CORE_B_LY_22_C"  # A Cappella Training: a Song Spell, Hand Cost 1
PLANT = "ALT_CORE_B_MU_06_C"  # Spindle Harvesters, Animal Plant
SHROOM = "ALT_CORE_B_MU_08_C"  # Sneezer Shroom: a Plant, Hand Cost 2
HARVEST = "ALT_CORE_B_MU_29_C"  # Spell, Hand Cost 1: Resupply
TROOPER = "ALT_CORE_B_OR_05_C"  # Ordis Trooper: 1/1/1, Hand Cost 1, Reserve Cost 1, no ability
CADETS = "ALT_CORE_B_OR_06_C"  # {J} create an Ordis Recruit token in my Expedition
BUREAUCRAT = "ALT_CORE_B_OR_09_C"  # The Frog Prince, Bureaucrat Noble
CHARGE = "ALT_CORE_B_OR_23_C"  # Fleeting Spell, Hand Cost 2: each Character you control gains 1 boost
ALCHEMIST = "ALT_CORE_B_YZ_12_C"  # Character, Hand Cost 3, Reserve Cost 1, {H} I gain 2 boosts
MAGICAL_TRAINING = "ALT_CORE_B_YZ_19_C"  # Spell, Hand Cost 1: draw a card
SEAL = "ALT_CORE_B_YZ_23_C"  # Conjuring Seal: Spell, Reserve Cost 5, draw 2 cards


# --- Games -------------------------------------------------------------------------------

def card(card_id: str) -> CardDef:
    """A card version from the bundled pool (cards/)."""
    return default_pool()[card_id]


def start(seed: int = 3) -> tuple[GameState, int]:
    """A game waiting for the first player's first turn, and that player."""
    g = game_at_first_turn(seed)
    return g, g.pending.player


def game_with_hero(hero_id: str, seed: int = 3) -> tuple[GameState, int]:
    """A new game (setup included) where player 1 (P1) plays the Bravos practice deck with this
    Hero; run to the first Afternoon turn. Returns the game and P1's index (0)."""
    pool = default_pool()
    bravos = dataclasses.replace(load_deck(decks_dir() / "bravos-practice.yaml", pool), hero=hero_id)
    lyra = load_deck(decks_dir() / "lyra-practice.yaml", pool)
    g = new_game(bravos, lyra, pool, seed=seed)
    while g.pending.kind == "setup_mana":
        apply_inplace(g, legal_actions(g)[0])
    return g, 0


def new_game_with_hero(hero_id: str, filler_id: str = TROOPER, seed: int = 3) -> GameState:
    """A fresh game (before the first Noon) where both players have `hero_id` as Hero."""
    deck = Deck(name="test", hero=hero_id, cards=((filler_id, 39),))
    g = new_game(deck, deck, default_pool(), seed=seed)
    while g.pending.kind == "setup_mana":
        apply_inplace(g, legal_actions(g)[0])
    return g


# --- Setting the table by hand -----------------------------------------------------------

def put(g: GameState, player: int, card_id: str, zone: Zone = Zone.HAND, side: Side | None = None) -> int:
    """One of the player's deck cards becomes the real card `card_id`, put in `zone` (no
    trigger fires); in an Expedition, the Hero's unless `side` says otherwise."""
    if zone is Zone.EXPEDITION and side is None:
        side = Side.HERO
    return give(g, player, card(card_id), zone, side)


def boosted(g: GameState, player: int, card_id: str, zone: Zone = Zone.EXPEDITION,
            side: Side = Side.HERO, boosts: int = 1) -> int:
    cid = put(g, player, card_id, zone, side)
    g.cards[cid].counters["boost"] = boosts
    return cid


def add_mana(g: GameState, player: int, n: int) -> None:
    """Give the player n more ready Mana Orbs (cards from the bottom of the Deck)."""
    for _ in range(n):
        move(g, g.players[player].deck[-1], Zone.MANA)
    refresh(g)


def set_hero(g: GameState, player: int, hero_id: str) -> int:
    """Make the player's Hero the given hero version; returns the Hero's cid."""
    g.defs[hero_id] = card(hero_id)
    hero = g.players[player].hero
    assert hero is not None
    g.cards[hero].card_id = hero_id
    refresh(g)
    return hero


def clear_hand(g: GameState, player: int) -> None:
    """Discard the player's hand, so a test chooses exactly what is in it."""
    for cid in list(g.players[player].hand):
        move(g, cid, Zone.DISCARD)


def only_in_hand(g: GameState, player: int, keep: list[int]) -> None:
    """Discard the rest of the player's hand, so a 'card from your hand' choice is known."""
    for cid in [c for c in g.players[player].hand if c not in keep]:
        move(g, cid, Zone.DISCARD)


def send_to_reserve(g: GameState, cid: int) -> None:
    """Send an object in play to Reserve by an effect (as Kelon Burst would)."""
    send(g, cid, Zone.RESERVE, "test", rule="7.3.26")


def ready_again(g: GameState, cid: int) -> None:
    """Ready an exhausted object by hand (as the Night would) and recompute the options."""
    g.cards[cid].status &= ~Status.EXHAUSTED
    refresh(g)


class _FixedDice(Rng):
    """An Rng whose dice give the listed results, in order."""

    def __init__(self, state: int, results: list[int]):
        super().__init__(state)
        self.results = list(results)

    def die(self) -> int:
        return self.results.pop(0)


def fix_dice(g: GameState, *results: int) -> None:
    g.rng = _FixedDice(g.rng.state, list(results))


def dice_left(g: GameState) -> list[int]:
    return list(g.rng.results)  # type: ignore[attr-defined]


# --- Taking decisions --------------------------------------------------------------------

def label(g: GameState, cid: int) -> str:
    return f"{g.cdef(cid).name}#{cid}"


def _names(cid: int, option: str) -> bool:
    return re.search(rf"#{cid}(\D|$)", option) is not None


def pick(g: GameState, cid: int, verb: str | None = None) -> None:
    """Take the first pending option that names card `cid` (and starts with `verb`, if given)."""
    mine = [o for o in options(g) if _names(cid, o) and (verb is None or o.startswith(verb))]
    assert mine, f"card #{cid} is not among {options(g)}"
    act(g, mine[0])


def can_pick(g: GameState, cid: int) -> bool:
    return any(_names(cid, o) for o in options(g))


def pick_if_asked(g: GameState, cid: int) -> None:
    """Take card `cid` if a target or choice is pending (a single legal target may have been
    taken already, README: choices with one answer)."""
    if g.pending is not None and g.pending.kind in ("target", "choose") and can_pick(g, cid):
        pick(g, cid)


def target(g: GameState, cid: int) -> None:
    act(g, f"target {label(g, cid)}")


def choose(g: GameState, cid: int) -> None:
    act(g, f"choose {label(g, cid)}")


def answer(g: GameState, prefix: str) -> None:
    """Take the one pending option that starts with prefix."""
    matching = [o for o in options(g) if o.startswith(prefix)]
    assert len(matching) == 1, (prefix, options(g))
    act(g, matching[0])


def can_play(g: GameState, cid: int) -> bool:
    return any(o.startswith("play ") and f"#{cid}@" in o for o in options(g))


def play_spell(g: GameState, cid: int, src: str = "hand") -> None:
    act(g, f"play {g.cdef(cid).name}#{cid}@{src}")


def use_support(g: GameState, cid: int) -> None:
    """Play the first support ability of a card in Reserve ({D} and the like)."""
    act(g, f"use {label(g, cid)} s1")


def use_ability(g: GameState, cid: int, n: int = 1) -> None:
    """Play the n-th (1-based) quick action of an object in play or of a Hero."""
    act(g, f"use {label(g, cid)} a{n}")


def use_first(g: GameState, cid: int) -> None:
    """Play the first ability offered for the object `cid` (whatever its number)."""
    act(g, next(o for o in options(g) if o.startswith("use") and _names(cid, o)))


def resolve_spell(g: GameState, cid: int) -> None:
    """Answer the first option until the Spell has left Limbo."""
    while g.cards[cid].zone is Zone.LIMBO:
        act(g, options(g)[0])


def settle(g: GameState) -> None:
    """Play the waiting Reactions in the order offered."""
    while g.pending is not None and g.pending.kind == "reaction":
        act(g, options(g)[0])


def settle_accepting(g: GameState) -> None:
    """Play waiting Reactions and answer 'you may' questions with yes."""
    while g.pending is not None and g.pending.kind in ("reaction", "may"):
        opts = options(g)
        act(g, "yes" if "yes" in opts else opts[0])


# --- Playing cards and reading what they cost ---------------------------------------------

def ready_mana(g: GameState, player: int) -> int:
    """The player's ready Mana Orbs."""
    return len(ready_orbs(g, player))


def played(card_id: str, src: str = "hand", extra_mana: int = 0, side: str = "hero"):
    """Play a real card from hand or Reserve; returns (game, player, cid, mana paid)."""
    g, p = start()
    add_mana(g, p, extra_mana)
    cid = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    before = ready_mana(g, p)
    play(g, cid, side=side, src=src)
    return g, p, cid, before - ready_mana(g, p)


def play_from_hand(card_id: str, side: Side = Side.HERO) -> tuple[GameState, int, int, int]:
    """Play the real card from hand in a fresh game: (game, player, cid, mana paid)."""
    return played(card_id, side=side.value)


def paid_to_play(g: GameState, player: int, cid: int, side: str = "hero", src: str = "hand") -> int:
    before = ready_mana(g, player)
    play(g, cid, side, src)
    return before - ready_mana(g, player)


def spell_cost_paid(g: GameState, player: int, cid: int, src: str = "hand") -> int:
    """Play a Spell or Landmark and return the Mana it cost (choices left pending)."""
    before = ready_mana(g, player)
    play_spell(g, cid, src)
    return before - ready_mana(g, player)


# --- Running the game on -----------------------------------------------------------------

def answer_quietly(g: GameState, declines: tuple[str, ...] = ("pass", "expand none", "no", "done")) -> None:
    """Take the first of `declines` on offer (pass, decline Expand, say no, stop choosing),
    else the first option."""
    opts = options(g)
    act(g, next((word for word in declines if word in opts), opts[0]))


def pass_or_take_first(g: GameState) -> None:
    """Pass, or decline Expand; any other decision takes its first option ('may' included)."""
    answer_quietly(g, ("pass", "expand none"))


def finish_day(g: GameState, answer_one: Callable[[GameState], None] = answer_quietly) -> None:
    """Answer with `answer_one` until the next Day begins."""
    day = g.day
    while g.day == day and not g.over:
        answer_one(g)


def run_until(g: GameState, day: int, phase: Phase) -> None:
    """Answer quietly until the given day reaches the given phase (or later)."""
    order = list(Phase)
    while not g.over and (g.day, order.index(g.phase)) < (day, order.index(phase)):
        answer_quietly(g)


def run_until_prompt(g: GameState, prompt_part: str) -> None:
    """Pass or take the first option until a decision whose prompt contains `prompt_part`."""
    day = g.day
    while not g.over and g.day <= day + 1:
        if g.pending is not None and prompt_part in prompt(g):
            return
        pass_or_take_first(g)
    raise AssertionError(f"no decision with {prompt_part!r}")


def until_pending(g: GameState, kind: str, player: int) -> None:
    """Answer quietly until `player` must take a decision of `kind`."""
    while not g.over and not (g.pending.kind == kind and g.pending.player == player):
        answer_quietly(g)


def to_afternoon_of_day_two(g: GameState) -> None:
    """Everyone passes; every other decision takes its first option (Noon Reactions included)."""
    while not (g.day == 2 and g.phase is Phase.AFTERNOON):
        pass_or_take_first(g)


def advance_to_noon(g: GameState, before_noon: Callable[[GameState], None] | None = None,
                    stop: Callable[[GameState], bool] | None = None) -> None:
    """Play quietly (both players pass, nobody Expands, 'may' is declined) through the rest
    of the day and the next Morning, until the next day's Noon Reactions have been played or
    `stop` says a decision of interest is pending. `before_noon` runs just before the last
    Morning decision, i.e. right before Noon begins."""
    day = g.day
    while not g.over:
        if g.day > day and g.phase in (Phase.NOON, Phase.AFTERNOON):
            if stop is not None and stop(g):
                return
            if g.phase is Phase.AFTERNOON and g.pending.kind == "turn" and not g.emblems:
                return
        if before_noon is not None and g.day > day and g.pending.kind == "expand":
            before_noon(g)
        answer_quietly(g, ("pass", "expand none", "no"))
    raise AssertionError("the game ended before the next Noon")


def opponent_passes(g: GameState, player: int) -> None:
    """The other player passes their turn so `player` plays again this Afternoon."""
    assert g.pending.player == 1 - player and "pass" in options(g), options(g)
    act(g, "pass")
    assert g.pending.player == player


def end_turn_of_opponent(g: GameState, player: int) -> None:
    """If it is the other player's turn, they pass, so the player acts again."""
    if g.pending.kind == "turn" and g.pending.player != player:
        act(g, "pass")
    assert g.pending.kind == "turn" and g.pending.player == player


def back_to(g: GameState, player: int) -> None:
    """The other player passes, so `player` takes the next turn."""
    while g.pending.player != player:
        act(g, "pass")


# --- Reading the game --------------------------------------------------------------------

def hero_exp(g: GameState, player: int) -> list[int]:
    return g.players[player].expeditions[Side.HERO]


def tokens_named(g: GameState, player: int, name: str, side: Side | None = None) -> list[int]:
    """The tokens called `name` in the player's Expeditions (or in one of them)."""
    sides = [side] if side else list(Side)
    return [c for s in sides for c in g.players[player].expeditions[s]
            if g.cards[c].token and g.cdef(c).name == name]


def landmark_tokens(g: GameState, player: int, name: str = "Aerolith") -> list[int]:
    """The tokens called `name` in the player's Landmarks (README: Landmark tokens)."""
    return [c for c in g.players[player].landmarks if g.cards[c].token and g.cdef(c).name == name]


def recruits(g: GameState, player: int, side: Side) -> list[int]:
    """The Ordis Recruit tokens in one of the player's Expeditions."""
    return tokens_named(g, player, "Ordis Recruit", side)


def progress(g: GameState, player: int, side: Side) -> int:
    """How many regions the Expedition has moved forward from its start (Hero at 0, Companion at 7)."""
    pos = g.players[player].positions[side]
    return pos if side is Side.HERO else 7 - pos


def rest_outcome(g: GameState, cid: int) -> str:
    """Where Rest sent the card: 'reserve' or 'discard' (read from the Rest event)."""
    [event] = [e for e in g.log if e.kind == "rest" and e.data["card"] == cid]
    return "discard" if event.data["via"] == "fleeting" else "reserve"


def reaction_events(g: GameState, kind: str, name: str) -> list:
    return [e for e in g.log if e.kind == kind and caused_by(g, e, "reaction", name)]


def reaction_draws(g: GameState, player: int) -> int:
    """Cards the player drew through Reactions so far."""
    return sum(1 for e in g.log if e.kind == "draw" and e.player == player
               and caused_by(g, e, "reaction"))


# --- Checks several cards share ----------------------------------------------------------

def facts(card_id: str, hand: int, reserve: int, forest_mountain_water: tuple[int, int, int],
          faction: str) -> None:
    """The card file's costs, statistics and faction."""
    d = card(card_id)
    assert (d.hand_cost, d.reserve_cost, (d.forest, d.mountain, d.water), d.faction.value if hasattr(
        d.faction, "value") else d.faction) == (hand, reserve, forest_mountain_water, faction)


def check_facts(card_id: str, hand: int, reserve: int, st: tuple[int, int, int] | None, faction: str) -> None:
    """Costs paid from hand and from Reserve, the statistics in play, and the faction."""
    extra = max(hand, reserve)
    g, p, cid, paid = played(card_id, "hand", extra)
    assert paid == hand
    if st is not None:
        assert stats(g, cid) == st
    g, p, cid, paid = played(card_id, "reserve", extra)
    assert paid == reserve
    assert card(card_id).faction.value == faction


def vanilla(version: str, hand_cost: int, expected: tuple[int, int, int]) -> tuple[GameState, int, int]:
    """Play a version from hand: it costs its Hand Cost and has its printed statistics."""
    g, p = start()
    if hand_cost > 3:
        add_mana(g, p, hand_cost - 3)
    before = ready_mana(g, p)
    cid = put(g, p, version)
    play(g, cid)
    assert before - ready_mana(g, p) == hand_cost
    assert cid in hero_exp(g, p)
    assert stats(g, cid) == expected and g.cards[cid].boosts == 0
    return g, p, cid


def plays_for_its_printed_costs(card_id: str) -> None:
    """A version without abilities plays for its printed costs from hand and from Reserve, and
    counts its printed statistics in its Expedition."""
    card = default_pool()[card_id]
    assert not card.abilities and not card.support
    g = game_at_first_turn()
    p = g.pending.player
    for _ in range(max(card.hand_cost, card.reserve_cost)):
        give(g, p, character(), Zone.MANA)
    refresh(g)
    from_hand = give(g, p, card)
    before = len(ready_orbs(g, p))
    play(g, from_hand, "hero")
    assert len(ready_orbs(g, p)) == before - card.hand_cost  # CR 5.1.2.d
    assert stats(g, from_hand) == card.stats
    assert expedition_stats(g, p, Side.HERO) == list(card.stats)
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    for _ in range(card.reserve_cost):
        give(g2, p2, character(), Zone.MANA)
    from_reserve = give(g2, p2, card, Zone.RESERVE)
    before = len(ready_orbs(g2, p2))
    play(g2, from_reserve, "companion", src="reserve")
    assert len(ready_orbs(g2, p2)) == before - card.reserve_cost
    assert g2.cards[from_reserve].has(Status.FLEETING)  # CR 5.2.1.b


def _create_token(name: str):
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token=name, where="hero_expedition"))))
    tokens = [cid for cid, c in g.cards.items() if c.token and g.cdef(cid).name == name]
    assert len(tokens) == 1
    return g, tokens[0]


def joins_with_its_facts(token_id: str, subtype: str, expected: tuple[int, int, int]) -> None:
    """A real create-token effect makes the token, with the sub-type and statistics of its file."""
    card = default_pool()[token_id]
    g, cid = _create_token(card.name)
    assert g.cards[cid].token and g.cards[cid].zone.value == "expedition"
    assert g.cdef(cid).id == token_id and g.cdef(cid).has_subtype(subtype)
    assert stats(g, cid) == expected


def check_next_card_costs_one_less(card_id: str, index: int = 1) -> None:
    """Support {D}: the next card you play this turn costs {1} less."""
    g, p = start()
    me = put(g, p, card_id, Zone.RESERVE)
    other = put(g, p, SKALD)
    act(g, f"use {g.cdef(me).name}#{me} s{index}")
    assert me in g.players[p].discard
    before = ready_mana(g, p)
    play(g, other)
    assert before - ready_mana(g, p) == 1  # Hand Cost 2, one less
    nxt = put(g, p, SKALD)
    end_turn_of_opponent(g, p)
    before = ready_mana(g, p)
    play(g, nxt)
    assert before - ready_mana(g, p) == 2  # used up by the first card


def check_anchor_support(card_id: str, index: int = 1) -> None:
    """Support {D}: target Character with Hand Cost {3} or less gains Anchored."""
    g, p = start()
    me = put(g, p, card_id, Zone.RESERVE)
    cheap = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    big = put(g, p, ASMODEUS, Zone.EXPEDITION)
    act(g, f"use {g.cdef(me).name}#{me} s{index}")
    assert not can_pick(g, big)
    if g.pending.kind == "target":
        pick(g, cheap)
    assert g.cards[cheap].has(Status.ANCHORED) and not g.cards[big].has(Status.ANCHORED)
    assert me in g.players[p].discard


def check_resupply_support(card_id: str, index: int = 1) -> None:
    """Support {D}: Resupply."""
    g, p = start()
    me = put(g, p, card_id, Zone.RESERVE)
    top = g.players[p].deck[0]
    act(g, f"use {g.cdef(me).name}#{me} s{index}")
    assert me in g.players[p].discard and top in g.players[p].reserve


def check_no_support(g: GameState, cid: int) -> None:
    assert not any(o.startswith(f"use {g.cdef(cid).name}#{cid} s") for o in options(g))


def exhausts_a_card_in_reserve(version: str, src: str = "reserve") -> None:
    """Played from `src`, the card asks 'you may'; the player says yes and targets a card in the
    opponent's Reserve, which is exhausted."""
    g, p = start()
    add_mana(g, p, 1)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    card = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, card, src=src)
    assert g.pending.kind == "may"
    act(g, "yes")
    if g.pending is not None and g.pending.kind == "target":
        pick(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED) and theirs in g.players[1 - p].reserve


# --- The Icebound Sites: a Trial counter per event, the third completes the trial ----------

def icebound_site(version: str, counters: int = 0) -> tuple[GameState, int, int]:
    """A game where the first player has the Site in their Landmarks with that many Trial
    counters."""
    g, p = start()
    site = put(g, p, version, Zone.LANDMARKS)
    if counters:
        g.cards[site].counters["trial"] = counters
    return g, p, site


def trial_counters(g: GameState, site: int) -> int:
    return g.cards[site].counters.get("trial", 0)


def trial_completed(g: GameState, player: int, site: int, side: str = "hero") -> int:
    """After the event that gave the Site its third Trial counter: its Reactions are played,
    it is sacrificed and a Dragon Shade is created in the player's chosen Expedition, which is
    returned; what follows in the effect is left to the test."""
    settle(g)
    assert g.pending.kind == "expedition" and g.pending.player == player, options(g)
    assert site in g.players[player].discard  # sacrificed before the token is made
    act(g, f"expedition -> {side} yours")
    [shade] = tokens_named(g, player, "Dragon Shade", Side(side))
    return shade


# --- Support Reactions that gain counters up to a max (CR 2.2.11.i, 2.5.f) ---------------

def cast_to_trigger(card_id: str) -> Callable[[GameState, int], None]:
    """Something the player does that a support Reaction may answer: play the real card
    `card_id` from hand (given the mana for it), let it resolve and the Reactions play, and
    have the other player pass, so the player acts again."""
    def cause(g: GameState, p: int) -> None:
        cid = put(g, p, card_id)
        add_mana(g, p, g.cdef(cid).hand_cost)
        play(g, cid)
        while g.cards[cid].zone is Zone.LIMBO or (g.pending is not None and g.pending.kind in
                                                  ("reaction", "target", "may")):
            opts = options(g)
            act(g, "no" if "no" in opts else opts[0])
        back_to(g, p)
    return cause


def at_noon(g: GameState, p: int) -> None:
    advance_to_noon(g)


def gains_up_to(card_id: str, cause: Callable[[GameState, int], None], times: int,
                counter: str = "boost") -> list[int]:
    """The card in its player's Reserve; `cause` happens `times` times: its count of
    `counter` after each."""
    g, p = start()
    cid = put(g, p, card_id, Zone.RESERVE)
    seen = []
    for _ in range(times):
        cause(g, p)
        assert g.cards[cid].zone is Zone.RESERVE
        seen.append(g.cards[cid].counters.get(counter, 0))
    return seen


PLAY_SPELL = cast_to_trigger(MAGICAL_TRAINING)
PLAY_CHARACTER = cast_to_trigger(AMELIA)
PLAY_ZERO_STAT = cast_to_trigger(FOUNDRY_MECHANIC)  # a base statistic of 0 (Forest)


def from_reserve_with_boosts(card_id: str, boosts: int,
                             hand: list[int] | None = None) -> tuple[GameState, int, int]:
    """The real card in its player's Reserve with `boosts` boosts, played from there (its
    Reserve Cost given); the boosts come along (CR 2.5.k). Returns (game, player, cid);
    `hand`, if given, receives the size of the player's hand before the card was played."""
    g, p = start()
    cid = boosted(g, p, card_id, Zone.RESERVE, boosts=boosts)
    add_mana(g, p, g.cdef(cid).reserve_cost)
    if hand is not None:
        hand.append(len(g.players[p].hand))
    play(g, cid, src="reserve")
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].boosts == boosts
    return g, p, cid


def noon_choice_gains(card_id: str, counter: str = "boost") -> None:
    """The support 'At Noon, choose one: I gain 1 boost, or {T}: I gain 2 boosts, up to a max
    of 3' (or `counter` counters), from a ready Reserve: the second mode twice (readied each
    Morning), then the first."""
    g, p = start()
    cid = put(g, p, card_id, Zone.RESERVE)
    seen = []
    for mode in ("mode 2", "mode 2", "mode 1"):
        advance_to_noon(g, stop=lambda g: g.pending.kind == "mode" and g.pending.player == p)
        act(g, next(o for o in options(g) if o.startswith(mode)))
        seen.append((g.cards[cid].counters.get(counter, 0), g.cards[cid].has(Status.EXHAUSTED)))
    assert seen == [(2, True), (3, True), (3, False)]  # CR 2.5.f: never over 3


def spending_a_counter_of_yours(card_id: str, setup: Callable[[GameState, int], None] | None = None
                                ) -> tuple[GameState, int, int]:
    """Play the real card from Reserve and pay its 'spend 1 counter from a card you control
    or in your Reserve' with a boost of another card in the Reserve (`setup` first sets the
    table, given the game and player). (game, player, cid)."""
    g, p = start()
    if setup is not None:
        setup(g, p)
    other = boosted(g, p, AMELIA, Zone.RESERVE, boosts=2)
    cid = put(g, p, card_id, Zone.RESERVE)
    add_mana(g, p, g.cdef(cid).reserve_cost)
    play(g, cid, src="reserve")
    settle(g)
    act(g, "yes")
    choose(g, other)
    assert g.cards[other].boosts == 1
    return g, p, cid


def with_counters_from_reserve(card_id: str, counter: str, n: int,
                               others: tuple[tuple[str, Side], ...] = ()) -> tuple[GameState, int, int, list[int]]:
    """Play the real card from its player's Reserve, where it has `n` `counter` counters, which
    it keeps in Limbo (CR 2.5.k); first the player's `others` (card id, Expedition) are put in
    play. Returns (game, player, cid, the others' cids)."""
    g, p = start()
    placed = [put(g, p, other, Zone.EXPEDITION, side) for other, side in others]
    cid = put(g, p, card_id, Zone.RESERVE)
    g.cards[cid].counters[counter] = n
    add_mana(g, p, g.cdef(cid).reserve_cost)
    play(g, cid, src="reserve")
    return g, p, cid, placed


def with_counters_to_augment(g: GameState, player: int) -> tuple[int, int]:
    """A card of the player's in Reserve with 2 Kelon counters and a Character of the other
    player's in play with 1 boost: (reserve card, their Character)."""
    mine = put(g, player, FOUNDRY_MECHANIC, Zone.RESERVE)
    g.cards[mine].counters["kelon"] = 2
    theirs = boosted(g, 1 - player, AMELIA)
    return mine, theirs


def augment_these(g: GameState, cids: list[int]) -> None:
    """Play the waiting Reactions, say yes to 'you may', and target the cards `cids` (then
    stop choosing if asked for any number)."""
    left = list(cids)
    while g.pending is not None and g.pending.kind in ("reaction", "may", "target"):
        opts = options(g)
        if g.pending.kind == "may":
            act(g, "yes")
        elif g.pending.kind == "target" and left:
            pick(g, left.pop(0))
        elif g.pending.kind == "target":
            act(g, "done")
        else:
            act(g, opts[0])


def opponent_joins_facing(g: GameState, player: int, side: str = "hero") -> int:
    """`player` passes; the opponent plays a vanilla Character (Foundry Mechanic) from hand
    into their `side` Expedition, the one facing `player`'s of that kind (CR 1.2.3.c). The
    Reactions it triggers are left waiting. Returns the Character."""
    if g.pending.player == player:
        act(g, "pass")
    assert g.pending.player == 1 - player
    newcomer = put(g, 1 - player, FOUNDRY_MECHANIC)
    add_mana(g, 1 - player, 1)
    play(g, newcomer, side=side)
    return newcomer


def rush(g: GameState, cid: int | None, side: str = "hero") -> None:
    """Answer a pending Rush: play card `cid` (into Expedition `side` if it goes to one), or
    decline with None."""
    assert g.pending is not None and g.pending.prompt.get("kind") == "rush", g.pending
    if cid is None:
        act(g, "no")
        return
    plays = [o for o in options(g) if _names(cid, o) and (" -> " not in o or o.endswith(side))]
    assert plays, f"card #{cid} is not among {options(g)}"
    act(g, plays[0])


KAIBARA = "ALT_CORE_B_BR_24_C"  # a Leviathan Character, Hand Cost 8, no Reaction


def check_leviathan_whisperer(version: str, faction: str) -> None:
    """Leviathan Whisperer, printed as a common (and rare) of each faction: {J} the next
    Leviathan you play this Afternoon costs {2} less (an Ongoing Emblem, CR 2.2.14, 5.1.2.e);
    the rare's Leviathan also gains 1 boost. A non-Leviathan leaves the Emblem waiting; the
    second Leviathan pays in full."""
    check_facts(version, 2, 2, (2, 2, 2), faction)
    g, p = start()
    play(g, put(g, p, version))
    act(g, "pass")  # the opponent is done for the Afternoon: I play on
    add_mana(g, p, 6)
    assert paid_to_play(g, p, put(g, p, TROOPER)) == 1  # not a Leviathan: the Emblem waits
    kaibara = put(g, p, KAIBARA)
    assert paid_to_play(g, p, kaibara, side="companion") == 6
    assert g.cards[kaibara].zone is Zone.EXPEDITION
    assert g.cards[kaibara].boosts == (1 if card(version).rarity.value == "rare" else 0)
    second = put(g, p, KAIBARA, Zone.RESERVE)
    add_mana(g, p, 8)
    assert paid_to_play(g, p, second, side="hero", src="reserve") == 8  # used up
