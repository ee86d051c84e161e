"""A determinization agrees with everything the viewer sees, deals the hidden cards from
the deck lists, and rebuilds the pending decision with the same options."""

from collections import Counter

import pytest

from altered_tui.ai.determinize import Unsupported, determinize, supported
from altered_tui.engine import apply_inplace, legal_actions, observation
from altered_tui.engine.rng import Rng

from tests.engine.builders import BRAVOS, LYRA, POOL, conservation_problems, game

DECKS = (BRAVOS, LYRA)


def without_log(obs):
    return {k: v for k, v in obs.items() if k not in ("log", "progress")}


def positions(seed, limit=200):
    """Every decision of a random game, as (state, deciding player)."""
    g = game(seed)
    rng = Rng(seed)
    for _ in range(limit):
        if g.over:
            return
        yield g, g.pending.player
        legal = legal_actions(g)
        apply_inplace(g, legal[rng.below(len(legal))])


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_viewer_sees_the_same_game_in_a_determinization(seed):
    checked = 0
    for g, viewer in positions(seed):
        obs = observation(g, viewer, log_from=len(g.log))
        if not supported(obs):
            with pytest.raises(Unsupported):
                determinize(obs, DECKS, POOL, Rng(seed))
            continue
        d = determinize(obs, DECKS, POOL, Rng(seed + checked))
        assert without_log(observation(d, viewer, log_from=len(d.log))) == without_log(obs)
        assert [a.text for a in legal_actions(d)] == [a.text for a in legal_actions(g)]
        assert conservation_problems(d) == []
        for p in (0, 1):  # same number of cards, and the same cards, as the deck list
            owned = Counter(c.card_id for c in d.cards.values() if c.owner == p and not c.token)
            assert owned == Counter(DECKS[p].card_list() + [DECKS[p].hero])
        checked += 1
    assert checked > 20


def test_hidden_cards_are_sampled_differently_by_different_rngs():
    g = next(g for g, _ in positions(4) if g.pending.kind == "turn" and g.day >= 2)
    viewer = g.pending.player
    obs = observation(g, viewer)
    hands = set()
    for k in range(6):
        d = determinize(obs, DECKS, POOL, Rng(k))
        hands.add(tuple(sorted(d.cards[c].card_id for c in d.players[1 - viewer].hand)))
        assert len(d.players[1 - viewer].hand) == len(g.players[1 - viewer].hand)
    assert len(hands) > 1


def test_terrain_markers_on_regions_and_on_a_hero_are_rebuilt():
    """README rulings: Terrain Markers; the observation shows them, with their timestamps."""
    from altered_tui.engine.adventure import place_marker
    from altered_tui.engine.objects import terrains_at
    from altered_tui.engine.types import Terrain

    g = next(g for g, _ in positions(5) if g.pending.kind == "turn")
    viewer = g.pending.player
    g.players[viewer].markers = [Terrain.MOUNTAIN]
    place_marker(g, viewer, 0, Terrain.FOREST, viewer, "test")
    place_marker(g, viewer, 0, Terrain.WATER, None, "test")  # the later one counts
    obs = observation(g, viewer)
    d = determinize(obs, DECKS, POOL, Rng(5))
    assert terrains_at(d, 0) == [Terrain.WATER] and d.players[viewer].markers == [Terrain.MOUNTAIN]
    assert [(m.terrain, m.owner, m.ts) for m in d.regions[0].markers] == \
        [(m.terrain, m.owner, m.ts) for m in g.regions[0].markers]
    assert without_log(observation(d, viewer)) == without_log(obs)


def test_a_next_character_joins_effect_in_limbo_is_rebuilt():
    """CR 2.2.14: 'the next Character that joins my Expedition this turn gains N boosts' is
    public while it waits; a computer player's copy of the game keeps it as it is."""
    g = next(g for g, _ in positions(5) if g.pending.kind == "turn")
    viewer = g.pending.player
    waiting = {"controller": viewer, "kind": "next_joins", "duration": "turn", "player": viewer,
               "side": "hero", "boosts": 2, "cause": "test"}
    g.ongoing.append(dict(waiting))
    obs = observation(g, viewer)
    d = determinize(obs, DECKS, POOL, Rng(5))
    assert d.ongoing[-1] == waiting


def test_the_cards_played_this_turn_are_rebuilt():
    """Wanax's cost counts the other cards its player played this turn (CR 4.2.3, 5.1.2.e): a
    determinization keeps that count, so the computer player pays what the game would ask."""
    from altered_tui.engine.playing import play_cost
    from altered_tui.engine.types import Zone
    from tests.cards.builders import card, put

    g = next(g for g, _ in positions(6) if g.pending.kind == "turn")
    viewer = g.pending.player
    g.played_this_turn[viewer] = 2  # say a Rush has played two cards in this turn already
    wanax = put(g, viewer, "ALT_DUSTER_B_BR_98_E")
    assert card("ALT_DUSTER_B_BR_98_E").name == "Wanax, Reka Hexarch"
    obs = observation(g, viewer)
    d = determinize(obs, DECKS, POOL, Rng(6))
    assert d.played_this_turn == g.played_this_turn
    mine = next(c for c in d.players[viewer].hand if d.cards[c].card_id == "ALT_DUSTER_B_BR_98_E")
    printed = card("ALT_DUSTER_B_BR_98_E").hand_cost
    assert play_cost(d, mine, Zone.HAND) == play_cost(g, wanax, Zone.HAND) == max(0, printed - 2)
    assert without_log(observation(d, viewer)) == without_log(obs)


def test_a_unique_in_a_deck_is_known_to_a_determinization():
    """A Unique card (CR 1.1.4.g) is kept beside the pool's own versions: the hidden cards
    dealt by a determinization may be one, and the computer player must know its card."""
    import dataclasses

    from altered_tui.cards.models import Rarity
    from altered_tui.cards.pool import CardPool
    from altered_tui.engine import new_game

    pool = CardPool(POOL.defs)
    card_id, count = LYRA.cards[0]
    unique = POOL[card_id].model_copy(update={"id": "ALT_CORE_B_LY_99_U_1",
                                              "rarity": Rarity.UNIQUE})
    pool.add_unique(unique)
    lyra = dataclasses.replace(LYRA, cards=((unique.id, 1), *LYRA.cards[1:]))
    g = new_game(BRAVOS, lyra, pool, seed=4)
    d = determinize(observation(g, 0), (BRAVOS, lyra), pool, Rng(4))
    assert d.defs[unique.id] == unique
    assert any(c.card_id == unique.id for c in d.cards.values())
