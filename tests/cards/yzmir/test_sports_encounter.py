"""Sports Encounter: distribute 2 boosts among any target Characters in play (CR 6.5.h);
support {D}, After You (CR 7.3.2). R1: Cooldown (CR 7.4.1); Characters in Reserve may get
them too. R2: as R1."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import AMELIA, card, label, play_spell, put, start


def _distributes(version: str, to_reserve: bool = False) -> None:
    g, p = start()
    a = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    b = put(g, p, AMELIA, Zone.RESERVE if to_reserve else Zone.EXPEDITION, None if to_reserve else Side.HERO)
    me = put(g, p, version)
    play_spell(g, me)
    for cid in (a, b):
        act(g, next(o for o in options(g) if label(g, cid) in o))
    while g.pending.player == p and g.pending.kind != "turn":
        act(g, "done" if "done" in options(g) else options(g)[0])
    assert g.cards[a].boosts == 1 and g.cards[b].boosts == 1


def _after_you(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    act(g, f"use {g.cdef(me).name}#{me} s1")
    assert me in g.players[p].discard and g.pending.player == 1 - p


def test_alt_duster_b_yz_97_c_two_boosts_shared_and_support_after_you():
    _distributes("ALT_DUSTER_B_YZ_97_C")
    _after_you("ALT_DUSTER_B_YZ_97_C")
    assert (card("ALT_DUSTER_B_YZ_97_C").hand_cost, card("ALT_DUSTER_B_YZ_97_C").reserve_cost) == (2, 4)


def test_alt_duster_b_yz_97_r1_cooldown_and_a_character_in_reserve_may_get_one():
    _distributes("ALT_DUSTER_B_YZ_97_R1", to_reserve=True)
    _after_you("ALT_DUSTER_B_YZ_97_R1")
    d = card("ALT_DUSTER_B_YZ_97_R1")
    assert d.keywords.cooldown and (d.hand_cost, d.reserve_cost) == (2, 1)


def test_alt_duster_b_yz_97_r2_cooldown_and_a_character_in_reserve_may_get_one():
    _distributes("ALT_DUSTER_B_YZ_97_R2", to_reserve=True)
    _after_you("ALT_DUSTER_B_YZ_97_R2")
    d = card("ALT_DUSTER_B_YZ_97_R2")
    assert d.keywords.cooldown and (d.hand_cost, d.reserve_cost) == (2, 1)
    assert card("ALT_DUSTER_B_YZ_97_R2").faction.value == "BR"
