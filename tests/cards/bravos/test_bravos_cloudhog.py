"""Bravos Cloudhog: {R} Sabotage; if a Character was discarded, I gain 1 boost (the rares: 2,
otherwise 1)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, MAGICAL_TRAINING, add_mana, check_facts, label, put, settle, start


def _hog(version: str, discard: str | None) -> int:
    g, p = start()
    add_mana(g, p, 1)  # Reserve Cost 4
    add = {"character": AMELIA, "spell": MAGICAL_TRAINING}
    victim = put(g, 1 - p, add[discard], Zone.RESERVE) if discard else None
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    if g.pending is not None and g.pending.kind == "target":
        act(g, f"target {label(g, victim)}" if victim else "done")
    settle(g)
    if victim:
        assert victim in g.players[1 - p].discard
    return g.cards[me].boosts


def test_alt_duster_b_br_91_c_sabotage_a_boost_for_a_character():
    check_facts("ALT_DUSTER_B_BR_91_C", 2, 4, (2, 2, 2), "BR")
    assert _hog("ALT_DUSTER_B_BR_91_C", "character") == 1
    assert _hog("ALT_DUSTER_B_BR_91_C", "spell") == 0
    assert _hog("ALT_DUSTER_B_BR_91_C", None) == 0


def _rare(version: str, faction: str) -> None:
    check_facts(version, 2, 4, (2, 2, 3), faction)
    assert _hog(version, "character") == 2
    assert _hog(version, "spell") == 1
    assert _hog(version, None) == 1


def test_alt_duster_b_br_91_r1_sabotage_two_boosts_for_a_character_else_one():
    _rare("ALT_DUSTER_B_BR_91_R1", "BR")


def test_alt_duster_b_br_91_r2_sabotage_two_boosts_for_a_character_else_one():
    _rare("ALT_DUSTER_B_BR_91_R2", "AX")
