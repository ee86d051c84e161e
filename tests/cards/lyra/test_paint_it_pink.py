"""Paint it Pink!: Fleeting; I cost {1} less if one or more of your Expeditions are In Contact
(README ruling; CR 5.1.2.e); return target Character or Permanent to the top of its owner's
Deck (CR 3.2.2). R1 and Ordis R2: {1} less for each of your Expeditions In Contact."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import AMELIA, add_mana, card, pick, play_spell, put, ready_mana, start


def _painted(version: str, meetings: int) -> int:
    """Cast it with `meetings` of my Expeditions In Contact; the mana it cost."""
    g, p = start()
    add_mana(g, p, 4)
    if meetings < 2:
        g.players[1 - p].positions[Side.COMPANION] = 6
    if meetings < 1:
        g.players[1 - p].positions[Side.HERO] = 1
    victim = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    pink = put(g, p, version)
    before = ready_mana(g, p)
    play_spell(g, pink)
    if g.pending.kind == "target":
        pick(g, victim, "target")
    assert g.players[1 - p].deck[0] == victim  # on top of its owner's Deck
    assert pink in g.players[p].discard  # Fleeting
    return before - ready_mana(g, p)


def test_alt_duster_b_ly_99_c_one_less_if_an_expedition_is_in_contact():
    assert [_painted("ALT_DUSTER_B_LY_99_C", n) for n in (0, 1, 2)] == [4, 3, 3]
    assert card("ALT_DUSTER_B_LY_99_C").keywords.fleeting


def test_alt_duster_b_ly_99_r1_one_less_per_expedition_in_contact():
    assert [_painted("ALT_DUSTER_B_LY_99_R1", n) for n in (0, 1, 2)] == [4, 3, 2]
    assert card("ALT_DUSTER_B_LY_99_R1").faction.value == "LY"


def test_alt_duster_b_ly_99_r2_one_less_per_expedition_in_contact():
    assert [_painted("ALT_DUSTER_B_LY_99_R2", n) for n in (0, 1, 2)] == [4, 3, 2]
    assert card("ALT_DUSTER_B_LY_99_R2").faction.value == "OR"
