"""Armored Jammer (common): {J} Sabotage."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import put, ready_mana, start, target


AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_ax_28_c_joins_and_sabotages():
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    jam = put(g, p, "ALT_CORE_B_AX_28_C")
    play(g, jam)
    assert ready_mana(g, p) == 1 and jam in g.players[p].landmarks
    assert "done" in options(g)
    target(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ax_28_c_sabotage_is_optional():
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, "ALT_CORE_B_AX_28_C", Zone.RESERVE), src="reserve")
    act(g, "done")
    assert victim in g.players[1 - p].reserve


def _jammer_leaves(version):
    """The Jammer is in its owner's Landmark zone and is sacrificed by an effect (CR 7.3.25)."""
    from altered_tui.cards import abilities as ab

    from tests.abilities.support import give, spell

    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    jam = put(g, p, version, Zone.LANDMARKS)
    sac = spell(ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose", filter=ab.Filter(type="permanent"))))
    play(g, give(g, p, sac))
    return g, p, jam, victim


def test_alt_core_b_ax_28_r_leaving_the_landmark_zone_sabotages():
    g, p, jam, victim = _jammer_leaves("ALT_CORE_B_AX_28_R")
    assert jam in g.players[p].discard
    assert "done" in options(g)
    target(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ax_28_r2_leaving_the_landmark_zone_sabotages():
    g, p, jam, victim = _jammer_leaves("ALT_CORE_B_AX_28_R2")
    assert jam in g.players[p].discard
    target(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ax_28_c_leaving_does_nothing():
    g, p, jam, victim = _jammer_leaves("ALT_CORE_B_AX_28_C")
    assert jam in g.players[p].discard and g.pending.kind == "turn"
    assert victim in g.players[1 - p].reserve
