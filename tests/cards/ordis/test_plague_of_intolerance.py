"""Plague of Intolerance (Exalted, Corruption): {H} sacrifice a Character (CR 7.3.25), then by the
Characters in your Expeditions: 2+ draw a card, 4+ I also gain 2 boosts, 6+ each other
Character of yours also gains 1 boost."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (TROOPER, add_mana, card, check_facts, pick_if_asked, put, settle,
                                  start)

ME = "ALT_EOLE_B_OR_117_E"


def _after(others: int) -> tuple[int, int, int]:
    """With `others` Troopers of mine in play, one of them sacrificed: cards drawn, my boosts,
    and the boosts of a Trooper that stayed."""
    g, p = start()
    add_mana(g, p, 4)
    troopers = [put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
                for i in range(others)]
    me = put(g, p, ME)
    hand = len(g.players[p].hand) - 1
    play(g, me)
    settle(g)
    pick_if_asked(g, troopers[0])
    settle(g)
    stayed = troopers[-1] if others > 1 else me
    return (len(g.players[p].hand) - hand, g.cards[me].counters.get("boost", 0),
            g.cards[stayed].counters.get("boost", 0) if stayed != me else 0)


def test_alt_eole_b_or_117_e_sacrifice_then_rewards_by_the_characters_left():
    check_facts(ME, 4, 3, None, "OR")
    d = card(ME)
    assert d.rarity.value == "exalted" and d.has_subtype("Corruption")
    assert (d.forest, d.mountain, d.water) == (4, 4, 4)
    assert _after(1) == (0, 0, 0)  # me alone left: under 2
    assert _after(2) == (1, 0, 0)  # 2 Characters
    assert _after(4) == (1, 2, 0)  # 4
    assert _after(6) == (1, 2, 1)  # 6
