"""'If one of your Expeditions would move forward during Dusk, you may exhaust me to make it
move forward one more region instead' (CR 6.2.b, 6.2.d, 7.3.10)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, give
from tests.cards.builders import settle, start


def _landmark() -> CardDef:
    return CardDef(id="TEST_DUSK_MORE", name="Test Post", type=CardType.PERMANENT, zone_type="landmark",
                   subtypes=("Landmark",), hand_cost=1, reserve_cost=1, abilities=(
                       ab.PassiveAbility(kind="passive", effect=ab.DuskExhaustForMore(
                           kind="dusk_exhaust_for_more")),))


def test_passive_dusk_exhaust_for_more_6_2_d_one_exhaustion_one_expedition():
    g, p = start()
    post = give(g, p, _landmark(), Zone.LANDMARKS)
    give(g, p, character(stats=(2, 2, 2)), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(2, 2, 2)), Zone.EXPEDITION, Side.COMPANION)
    act(g, "pass")
    settle(g)
    act(g, "pass")  # Dusk: both of mine move
    asked = 0
    while g.pending.kind == "may" and g.pending.prompt["kind"] == "dusk_exhaust_for_more":
        asked += 1
        act(g, "yes")
    assert asked == 1  # exhausted for the first, it can't pay for the second (CR 7.3.10)
    assert [e for e in g.log if e.kind == "exhaust" and e.data.get("card") == post]
    assert g.players[p].positions[Side.HERO] == 2 and g.players[p].positions[Side.COMPANION] == 6
