"""What the tests of Unique output parts share: answering, reading statuses and tokens,
a passive line in play, the cost paid after a line (README: Unique cards)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.unique_catalogue import default_catalogue, line_abilities
from altered_tui.engine.types import Side, Status, Terrain, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, give, options, play, set_mana, spell
from tests.cards.builders import use_support
from tests.uniques.parts.support import PASSIVE, line_card, started

FIRST_PLAYER = 631  # "if you are the first player": true for the player of the first turn
TWO_BOOSTS = 516  # "if I have two or more boosts": false for a Character just played


def answer(g, *answers: str) -> None:
    """Take, in turn, the first option starting with each answer."""
    for words in answers:
        act(g, next(o for o in options(g) if o.startswith(words)))


def yes(g) -> None:
    assert g.pending.kind == "may", options(g)
    act(g, "yes")


def statuses_of(g, cid) -> set[str]:
    return {name for name, flag in (("fleeting", Status.FLEETING), ("asleep", Status.ASLEEP),
                                    ("anchored", Status.ANCHORED), ("exhausted", Status.EXHAUSTED))
            if g.cards[cid].status & flag}


def in_water_only(g, player: int, side: Side = Side.HERO) -> None:
    g.players[player].positions[side] = 2  # a Water region of the bundled map (seed 3)
    assert g.regions[2].terrains == (Terrain.WATER,)


def permanent(cost: int = 0, landmark: bool = False) -> CardDef:
    kind = ZoneType.LANDMARK if landmark else ZoneType.EXPEDITION
    return CardDef(id=f"TEST_PART_PERMANENT_{cost}_{kind.value}", name="Test Gear",
                   type=CardType.PERMANENT, zone_type=kind, hand_cost=cost, reserve_cost=cost)


def tokens(g, p) -> dict:
    """Where the tokens are: {(whose, place): names} with place hero / companion."""
    found = {}
    for q in (p, 1 - p):
        for side in Side:
            names = sorted(g.cdef(c).name for c in g.players[q].expeditions[side] if g.cards[c].token)
            if names:
                found[("me" if q == p else "them", side.value)] = names
    return found


def passive_in_play(output: int, side: Side = Side.HERO, **fields):
    g, p = started()
    me = give(g, p, line_card((PASSIVE, 191, output), **fields), Zone.EXPEDITION, side)
    return g, p, me


def paid_after_support(output: int, card: CardDef, mana: int = 5) -> int:

    g, p = started()
    use_support(g, give(g, p, line_card((192, 191, output)), Zone.RESERVE))
    set_mana(g, p, mana)
    play(g, give(g, p, card))
    return mana - len(ready_orbs(g, p))


def draw_spell(cost: int) -> CardDef:
    """A Spell that draws a card."""
    return spell(ab.Draw(kind="draw"), cost=cost)


def whole_line_card(line: tuple[int, int, int], **fields):
    """A test Character with every ability of this line (an output may print more than one)."""
    found = line_abilities(line, default_catalogue())
    return character(*(a for where, a in found if where == "main"),
                     support=tuple(a for where, a in found if where == "support"), **fields)
