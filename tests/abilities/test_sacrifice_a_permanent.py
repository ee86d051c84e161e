"""'Sacrifice a Permanent' as a quick action's cost (CR 7.3.25): a Permanent its player
controls, in an Expedition or the Landmarks, the one with the ability included; not offered
without one."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, set_mana

QUICK = ab.QuickAction(kind="quick", cost=ab.Cost(sacrifice_permanent=True),
                       effect=[ab.Draw(kind="draw")])


def _landmark(*abilities, n: int = 1) -> CardDef:
    return CardDef(id=f"TEST_LANDMARK_SAC_{n}", name=f"Test Landmark {n}", type=CardType.PERMANENT,
                   zone_type=ZoneType.LANDMARK, hand_cost=0, reserve_cost=0,
                   abilities=tuple(abilities))


def test_quick_cost_sacrifice_permanent_7_3_25_the_chosen_permanent_is_sacrificed():
    g = game_at_first_turn()
    p = g.pending.player
    source = give(g, p, _landmark(QUICK), Zone.LANDMARKS)
    other = give(g, p, _landmark(n=2), Zone.LANDMARKS)
    gear = give(g, p, CardDef(id="TEST_EXP_PERM", name="Test Gear", type=CardType.PERMANENT,
                              zone_type=ZoneType.EXPEDITION, hand_cost=0, reserve_cost=0),
                Zone.EXPEDITION, Side.HERO)
    set_mana(g, p, 0)
    hand = len(g.players[p].hand)
    act(g, f"use Test Landmark 1#{source} a1")
    assert g.pending.kind == "choose"
    offered = options(g)
    assert all(any(f"#{c}" in o for o in offered) for c in (source, other, gear))  # itself too
    act(g, f"choose Test Landmark 2#{other}")
    assert other in g.players[p].discard and g.cards[source].zone is Zone.LANDMARKS
    assert len(g.players[p].hand) == hand + 1
    assert render_ability(QUICK) == "Sacrifice a Permanent: Draw a card."


def test_quick_cost_sacrifice_permanent_7_3_25_not_offered_without_a_permanent():
    g = game_at_first_turn()
    p = g.pending.player
    holder = give(g, p, character(QUICK, name="Sacrificer"), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, _landmark(n=3), Zone.LANDMARKS)  # the opponent's does not count
    assert not [o for o in options(g) if o.startswith(f"use Sacrificer#{holder}")]
    give(g, p, _landmark(n=4), Zone.LANDMARKS)
    assert [o for o in options(g) if o.startswith(f"use Sacrificer#{holder}")]


def test_passive_cost_option_sacrifice_permanent_5_1_2_c_a_permanent_pays_part_of_the_cost():
    from altered_tui.engine.zones import ready_orbs

    from tests.abilities.support import spell

    option = ab.PassiveAbility(kind="passive", effect=ab.CostOption(
        kind="cost_option", sacrifice_permanent=True, reduce=2))
    card = spell(ab.Draw(kind="draw"), cost=3)
    card = card.model_copy(update={"abilities": (option, *card.abilities)})
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, card)
    assert not any(o.endswith("reduced") for o in options(g))  # no Permanent: not offered
    rock = give(g, p, _landmark(n=5), Zone.LANDMARKS)
    set_mana(g, p, 3)
    act(g, f"play {card.name}#{cid}@hand reduced")
    assert g.pending.kind == "choose"
    act(g, f"choose Test Landmark 5#{rock}")
    assert rock in g.players[p].discard and len(ready_orbs(g, p)) == 2  # {3} - {2}
    assert any(e.kind == "sacrifice" and e.data.get("card") == rock for e in g.log)
    from altered_tui.cards.render import render_text
    assert "you may sacrifice a Permanent to make me cost {2} less" in render_text(card)
