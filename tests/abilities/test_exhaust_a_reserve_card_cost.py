"""'Exhaust a card in your Reserve' as a cost (CR 7.3.10): of a quick action, and as the
optional cost that makes a card cost less (CR 5.1.2.c). A ready card of the player's own
Reserve is picked; an exhausted one can't pay it (CR 1.2.5.c), so the cost is not offered."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_ability, render_text
from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, game_at_first_turn, give, options, refresh, set_mana, spell

QUICK = ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_reserve_card=True),
                       effect=[ab.Draw(kind="draw")])


def _landmark(*abilities) -> CardDef:
    return CardDef(id="TEST_LANDMARK_EXR", name="Test Infirmary", type=CardType.PERMANENT,
                   zone_type=ZoneType.LANDMARK, hand_cost=0, reserve_cost=0,
                   abilities=tuple(abilities))


def test_quick_cost_exhaust_reserve_card_7_3_10_a_ready_card_of_yours_is_exhausted():
    g = game_at_first_turn()
    p = g.pending.player
    source = give(g, p, _landmark(QUICK), Zone.LANDMARKS)
    give(g, 1 - p, character(name="Theirs"), Zone.RESERVE)  # an opponent's card can't pay it
    tired = give(g, p, character(name="Tired"), Zone.RESERVE)
    g.cards[tired].status |= Status.EXHAUSTED
    refresh(g)
    assert not [o for o in options(g) if o.startswith(f"use Test Infirmary#{source}")]
    fresh = give(g, p, character(name="Fresh"), Zone.RESERVE)
    other = give(g, p, character(name="Other"), Zone.RESERVE)
    set_mana(g, p, 0)
    hand = len(g.players[p].hand)
    act(g, f"use Test Infirmary#{source} a1")
    assert g.pending.kind == "choose"
    assert sorted(o for o in options(g)) == sorted([f"choose Fresh#{fresh}", f"choose Other#{other}"])
    act(g, f"choose Fresh#{fresh}")
    assert g.cards[fresh].has(Status.EXHAUSTED) and fresh in g.players[p].reserve
    assert not g.cards[other].has(Status.EXHAUSTED)
    assert len(g.players[p].hand) == hand + 1
    assert render_ability(QUICK) == "Exhaust a card in your Reserve: Draw a card."


def test_passive_cost_option_exhaust_reserve_card_5_1_2_c_exhausting_pays_part_of_the_cost():
    option = ab.PassiveAbility(kind="passive", effect=ab.CostOption(
        kind="cost_option", discard_from_reserve=0, exhaust_reserve_card=True, reduce=1))
    card = spell(ab.Draw(kind="draw"), cost=3)
    card = card.model_copy(update={"abilities": (option, *card.abilities)})
    g = game_at_first_turn()
    p = g.pending.player
    for c in list(g.players[p].reserve):
        g.cards[c].status |= Status.EXHAUSTED
    cid = give(g, p, card)
    refresh(g)
    assert not any(o.endswith("reduced") for o in options(g))  # nothing ready in Reserve
    fresh = give(g, p, character(name="Fresh"), Zone.RESERVE)
    set_mana(g, p, 3)
    act(g, f"play {card.name}#{cid}@hand reduced")
    if g.pending.kind == "choose":
        act(g, f"choose Fresh#{fresh}")
    assert g.cards[fresh].has(Status.EXHAUSTED) and fresh in g.players[p].reserve
    assert len(ready_orbs(g, p)) == 1  # it cost {3} - {1}: one of three orbs is left
    assert "you may exhaust ({T}) a card from your Reserve to make me cost {1} less" in render_text(card)
