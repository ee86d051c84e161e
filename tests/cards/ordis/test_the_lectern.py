"""The Lectern: {J} Resupply (CR 7.3.22); when I'm sacrificed (Clean-up sacrifices excess
Landmarks, CR 4.2.5.c), create an Ordis Recruit in a Hero Expedition, either player's
(README: tokens in target Expedition). R1 and Yzmir R2: {J} with another card in your
Landmarks, draw a card; otherwise Resupply."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, options
from tests.cards.builders import back_to, card, put, recruits, settle, spell_cost_paid, start

CYLINDER = "ALT_CORE_B_AX_26_C"


def _joins(version: str, other_landmark: bool) -> tuple[int, int]:
    """(cards drawn, cards Resupplied)."""
    g, p = start()
    if other_landmark:
        put(g, p, CYLINDER, Zone.LANDMARKS)
    me = put(g, p, version)
    hand, reserve = len(g.players[p].hand) - 1, len(g.players[p].reserve)
    assert spell_cost_paid(g, p, me) == 2
    settle(g)
    return len(g.players[p].hand) - hand, len(g.players[p].reserve) - reserve


def _sacrificed_makes_a_recruit(version: str) -> None:
    for whose in ("yours", "theirs"):
        g, p = start()
        me = put(g, p, version, Zone.LANDMARKS)
        cast(g, ab.Sacrifice(kind="sacrifice", objects=ab.Select(
            ref="choose", filter=ab.Filter(type="permanent", landmark=True))))
        back_to(g, p)
        settle(g)
        # "a Hero Expedition": either player's Hero Expedition (README: tokens in target Expedition)
        assert g.pending.kind == "expedition" and g.pending.player == p
        assert sorted(options(g)) == ["expedition -> hero theirs", "expedition -> hero yours"]
        act(g, f"expedition -> hero {whose}")
        holder = p if whose == "yours" else 1 - p
        assert me in g.players[p].discard and len(recruits(g, holder, Side.HERO)) == 1
        assert not recruits(g, 1 - holder, Side.HERO)


def test_alt_duster_b_or_100_c_resupplies_and_leaves_a_recruit_when_sacrificed():
    assert _joins("ALT_DUSTER_B_OR_100_C", False) == (0, 1)
    assert _joins("ALT_DUSTER_B_OR_100_C", True) == (0, 1)
    _sacrificed_makes_a_recruit("ALT_DUSTER_B_OR_100_C")


def test_alt_duster_b_or_100_r1_draws_beside_another_landmark_else_resupplies():
    assert _joins("ALT_DUSTER_B_OR_100_R1", True) == (1, 0)
    assert _joins("ALT_DUSTER_B_OR_100_R1", False) == (0, 1)
    _sacrificed_makes_a_recruit("ALT_DUSTER_B_OR_100_R1")


def test_alt_duster_b_or_100_r2_draws_beside_another_landmark_else_resupplies():
    assert _joins("ALT_DUSTER_B_OR_100_R2", True) == (1, 0)
    assert _joins("ALT_DUSTER_B_OR_100_R2", False) == (0, 1)
    _sacrificed_makes_a_recruit("ALT_DUSTER_B_OR_100_R2")


def test_alt_duster_b_or_100_type_line_names_its_zone_type():
    # the type line's zone type (CR 2.2.3.b-c), shown by the inspector with the sub-types
    for version in ("ALT_DUSTER_B_OR_100_C", "ALT_DUSTER_B_OR_100_R1", "ALT_DUSTER_B_OR_100_R2"):
        assert "Landmark" in card(version).subtypes
