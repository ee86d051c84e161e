"""A passive ability that takes other objects' abilities away (CR 2.3): applied before the
passives it removes (CR 2.3.2.d), in timestamp order with others of its kind (CR 2.3.3.b),
and working only on objects in play (CR 2.3.1.h)."""

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.engine.characteristics import has_keyword, is_gigantic, tough
from altered_tui.engine.objects import region_override
from altered_tui.engine.types import Side, Terrain, Zone
from altered_tui.engine.steps.leave_play import send

from tests.abilities.support import character, game_at_first_turn, give, play, reaction

GIGANTIC = ab.Keywords(gigantic=True)
BOOST_ME = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)


def _passive(effect) -> ab.PassiveAbility:
    return ab.PassiveAbility(kind="passive", effect=effect)


def _silencer(**to) -> CardDef:
    """A Character whose passive takes away the abilities of the objects `to` names."""
    f = ab.Filter(type=to.pop("type", "character"), **to)
    return character(_passive(ab.LoseAbilities(kind="lose_abilities", to=f)))


FOREST_MAKER = _passive(ab.RegionsAre(kind="regions_are", terrain="forest"))


def test_passive_lose_abilities_2_3_2_d_all_regions_are_forests_no_longer_applies():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(FOREST_MAKER), Zone.EXPEDITION, Side.HERO)
    assert region_override(g) is not None and region_override(g)[0] is Terrain.FOREST
    give(g, 1 - p, _silencer(other=True), Zone.EXPEDITION, Side.COMPANION)
    assert region_override(g) is None  # applying the silencer removed the other passive


def test_lose_abilities_2_3_2_d_keywords_and_reactions_go_too():
    g = game_at_first_turn()
    p = g.pending.player
    giant = give(g, p, character(keywords=ab.Keywords(gigantic=True, tough=2)),
                 Zone.EXPEDITION, Side.HERO)
    assert is_gigantic(g, giant) and tough(g, giant) == 2
    give(g, 1 - p, _silencer(controller="opponent"), Zone.EXPEDITION, Side.COMPANION)
    assert not is_gigantic(g, giant) and tough(g, giant) == 0
    eager = give(g, p, character(reaction("joins", BOOST_ME)))
    play(g, eager)
    assert g.cards[eager].zone is Zone.EXPEDITION and g.cards[eager].boosts == 0


def test_lose_abilities_2_3_1_h_only_objects_in_play_lose_them():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, 1 - p, _silencer(controller="opponent"), Zone.EXPEDITION, Side.COMPANION)
    boomerang = give(g, p, character(reaction("leaves_expedition", BOOST_ME),
                                     reaction("goes_to_reserve", BOOST_ME)),
                     Zone.EXPEDITION, Side.HERO)
    in_hand = give(g, p, character(keywords=GIGANTIC))
    assert has_keyword(g, in_hand, "gigantic")  # a card in hand is not in play
    send(g, boomerang, Zone.RESERVE, cause="reactions", rule="7.3.5")
    # Leaving is looked at before the move (CR 6.3.e), while it has no abilities; a Reaction
    # to going to Reserve is found on the card where it now is (CR 6.3.d), in Reserve,
    # where nothing takes its abilities away.
    assert [e.ability for e in g.emblems if e.source == boomerang] == [1]


def test_lose_abilities_2_3_3_b_of_two_silencers_the_earlier_one_applies():
    g = game_at_first_turn()
    p = g.pending.player
    first = give(g, p, _silencer(other=True), Zone.EXPEDITION, Side.HERO)
    second = give(g, 1 - p, character(_passive(ab.LoseAbilities(
        kind="lose_abilities", to=ab.Filter(type="character", other=True))), keywords=GIGANTIC),
        Zone.EXPEDITION, Side.COMPANION)
    giant = give(g, p, character(keywords=GIGANTIC), Zone.EXPEDITION, Side.HERO)
    first_def = g.cards[first].card_id
    g.defs[first_def] = g.defs[first_def].model_copy(update={"keywords": GIGANTIC})
    # Each would take the other's ability; the earlier one applies first and removes the
    # later one (CR 2.3.2.d, 2.3.3.a-b), whose own Gigantic goes with it.
    assert is_gigantic(g, first)
    assert not is_gigantic(g, second) and not is_gigantic(g, giant)


@pytest.mark.parametrize("grant_first", [True, False])
def test_lose_abilities_2_3_3_b_a_later_grant_still_applies(grant_first):
    g = game_at_first_turn()
    p = g.pending.player
    banner = CardDef(id="TEST_GIANT_BANNER", name="Giant Banner", type=CardType.PERMANENT,
                     zone_type=ZoneType.LANDMARK, abilities=(_passive(ab.GrantKeywords(
                         kind="grant_keywords", to=ab.Filter(type="character"),
                         keywords=GIGANTIC)),))
    target = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    if grant_first:
        give(g, p, banner, Zone.LANDMARKS)
        give(g, 1 - p, _silencer(controller="opponent"), Zone.EXPEDITION, Side.COMPANION)
    else:
        give(g, 1 - p, _silencer(controller="opponent"), Zone.EXPEDITION, Side.COMPANION)
        give(g, p, banner, Zone.LANDMARKS)
    # Applied in timestamp order: a grant after the loss gives the keyword back; one before
    # it is taken away with the rest.
    assert is_gigantic(g, target) is (not grant_first)


def test_lose_abilities_filter_names_no_subtype():
    with pytest.raises(ValueError, match="cannot ask for subtype"):
        ab.LoseAbilities(kind="lose_abilities", to=ab.Filter(subtype="Elemental"))
