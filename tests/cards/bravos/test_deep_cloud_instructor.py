"""Deep-Cloud Instructor: {H} (the rares: {J}) you may Rush a Character, which activates one of
its {R} abilities if played from your hand (CR 7.3.1.b); {R} I gain 2 boosts (the rares: 1)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import RATATOSKR, add_mana, check_facts, put, rush, settle, start


def _rushes(version: str, src: str) -> int:
    g, p = start()
    add_mana(g, p, 3)
    squirrel = put(g, p, RATATOSKR)  # Hand Cost 1; {R} I gain 2 boosts
    me = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, me, src=src)
    while g.pending is not None and g.pending.kind == "reaction":  # {J} and {R}: either first
        act(g, options(g)[0])
        if g.pending is not None and g.pending.prompt.get("kind") == "rush":
            break
    if g.pending is None or g.pending.prompt.get("kind") != "rush":
        settle(g)
        return -1
    rush(g, squirrel)
    settle(g)
    return g.cards[squirrel].boosts


def _own_boosts(version: str) -> int:
    g, p = start()
    add_mana(g, p, 3)
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    while g.pending is not None and (g.pending.kind == "reaction"
                                     or g.pending.prompt.get("kind") == "rush"):
        if g.pending.kind == "reaction":
            act(g, options(g)[0])
        else:
            rush(g, None)
    return g.cards[me].boosts


def test_alt_duster_b_br_95_c_from_hand_rush_a_character_that_activates_its_reserve_abilities():
    check_facts("ALT_DUSTER_B_BR_95_C", 2, 4, (1, 3, 1), "BR")
    assert _rushes("ALT_DUSTER_B_BR_95_C", "hand") == 2
    assert _rushes("ALT_DUSTER_B_BR_95_C", "reserve") == -1  # {H} only
    assert _own_boosts("ALT_DUSTER_B_BR_95_C") == 2


def _rare(version: str, faction: str) -> None:
    check_facts(version, 2, 3, (1, 3, 1), faction)
    assert _rushes(version, "hand") == 2
    assert _rushes(version, "reserve") == 2  # {J}: from Reserve too
    assert _own_boosts(version) == 1


def test_alt_duster_b_br_95_r1_as_it_joins_rush_a_character_one_boost_from_reserve():
    _rare("ALT_DUSTER_B_BR_95_R1", "BR")


def test_alt_duster_b_br_95_r2_as_it_joins_rush_a_character_one_boost_from_reserve():
    _rare("ALT_DUSTER_B_BR_95_R2", "AX")
