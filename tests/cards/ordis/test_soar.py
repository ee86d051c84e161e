"""Soar: target Expedition Ascends (rares: then you may boost a Character in an Ascended
Expedition); {D}: the next Character you play this turn gains 1 boost."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (AMELIA, back_to, check_facts, play_spell, put, settle, start,
                                  use_support)


def _cast(version, boost_target=False):
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    other = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    play_spell(g, put(g, p, version))
    act(g, "expedition -> hero yours")
    return g, p, mine, other


def _support(version):
    g, p = start()
    soar = put(g, p, version, Zone.RESERVE)
    use_support(g, soar)
    back_to(g, p)
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    settle(g)
    assert soar in g.players[p].discard and g.cards[amelia].boosts == 1


def test_alt_cyclone_b_or_79_c_target_expedition_ascends_and_its_support_boosts():
    g, p, mine, other = _cast("ALT_CYCLONE_B_OR_79_C")
    assert g.ascended == [(p, Side.HERO)] and g.cards[mine].boosts == 0
    _support("ALT_CYCLONE_B_OR_79_C")
    check_facts("ALT_CYCLONE_B_OR_79_C", 1, 1, None, "OR")


def _rare(version, faction):
    g, p, mine, other = _cast(version)
    assert g.ascended == [(p, Side.HERO)]
    act(g, "yes")
    # only a Character in an Ascended Expedition may be targeted
    assert not any(f"#{other}" in o for o in options(g))
    if g.pending is not None and g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{mine}" in o))
    assert g.cards[mine].boosts == 1 and g.cards[other].boosts == 0
    _support(version)
    check_facts(version, 1, 1, None, faction)


def test_alt_cyclone_b_or_79_r1_then_a_boost_in_an_ascended_expedition():
    _rare("ALT_CYCLONE_B_OR_79_R1", "OR")


def test_alt_cyclone_b_or_79_r2_then_a_boost_in_an_ascended_expedition():
    _rare("ALT_CYCLONE_B_OR_79_R2", "MU")
