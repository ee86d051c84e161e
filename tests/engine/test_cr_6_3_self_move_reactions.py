"""Self-move Reactions (CR 6.3.c-d): found on the object after its move, from any zone."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardType
from altered_tui.engine import apply_inplace
from altered_tui.engine.types import Status, Zone

from tests.engine.builders import afternoon, define, put

EXHAUST_ME_IN_RESERVE = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="goes_to_reserve"),
                                    effect=[ab.Exhaust(kind="exhaust", objects=ab.Select(ref="me"))])
RESUPPLY = ab.SpellEffect(kind="effect", steps=[ab.Resupply(kind="resupply")])


def test_6_3_d_a_resupply_activates_going_to_reserve_from_the_deck():
    g = afternoon(0)
    p = g.pending.player
    engine = define(g, "Ice Engine", stats=(3, 3, 3))
    g.defs[engine] = g.defs[engine].model_copy(update={"abilities": (EXHAUST_ME_IN_RESERVE,)})
    spell = define(g, "Refill", type=CardType.SPELL, cost=(0, 0))
    g.defs[spell] = g.defs[spell].model_copy(update={"abilities": (RESUPPLY,)})
    top = put(g, engine, p, Zone.DECK)
    g.players[p].deck.remove(top)
    g.players[p].deck.insert(0, top)  # on top of the Deck
    cid = put(g, spell, p, Zone.HAND)
    apply_inplace(g, f"play Refill#{cid}@hand")
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)
    assert len([e for e in g.log if e.kind == "trigger" and e.data.get("card") == top]) == 1
