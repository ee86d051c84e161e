"""Manaseed, a Landmark Permanent token: {T}, sacrifice me: ready a Mana Orb (CR 7.3.18,
7.3.25; README: Landmark tokens)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.pool import default_pool
from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import exhaust

from tests.abilities.support import give, options, play, refresh, spell
from tests.cards.builders import back_to, ready_mana, start, use_ability

MANASEED = "ALT_DUSTER_B_NE_04_C"


def test_alt_duster_b_ne_04_c_exhaust_and_sacrifice_me_to_ready_a_mana_orb():
    token = default_pool()[MANASEED]
    assert token.token and token.is_landmark and token.has_subtype("Sap")
    assert token.has_subtype("Landmark") and (token.hand_cost, token.reserve_cost) == (0, 0)
    g, p = start()
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Manaseed",
                                            where="your_landmarks"))))
    back_to(g, p)
    [seed] = g.players[p].landmarks
    assert g.cards[seed].token and g.cdef(seed).id == MANASEED
    orbs = g.players[p].mana
    for orb in orbs:
        exhaust(g, orb)
    refresh(g)
    assert ready_mana(g, p) == 0
    use_ability(g, seed)
    assert ready_mana(g, p) == 1  # one orb readied
    assert g.cards[seed].zone is Zone.GONE and seed not in g.players[p].landmarks  # ceased to exist
    assert not g.players[p].discard or seed not in g.players[p].discard
    assert any(e.kind == "sacrifice" and e.data["card"] == seed for e in g.log)


def test_alt_duster_b_ne_04_c_not_offered_once_exhausted():
    g, p = start()
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Manaseed",
                                            where="your_landmarks"))))
    back_to(g, p)
    [seed] = g.players[p].landmarks
    assert any(o.startswith(f"use Manaseed#{seed}") for o in options(g))
    g.cards[seed].status |= Status.EXHAUSTED
    refresh(g)
    assert not any(o.startswith(f"use Manaseed#{seed}") for o in options(g))
