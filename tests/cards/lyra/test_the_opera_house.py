"""The Opera House: {T}: reveal the top card of your Deck; if it's a Spell, draw it, else it
stays on top (CR 3.1.3.f, 7.3.7); the rares also put a Permanent revealed so in Reserve
(CR 3.2.10)."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import (HUB, MAGICAL_TRAINING, SKALD, check_facts, put, start,
                                  use_ability)

C, R1, R2 = "ALT_CYCLONE_B_LY_82_C", "ALT_CYCLONE_B_LY_82_R1", "ALT_CYCLONE_B_LY_82_R2"


def _revealed(version: str, top_id: str):
    g, p = start()
    house = put(g, p, version, Zone.LANDMARKS)
    top = put(g, p, top_id, Zone.DECK)
    assert g.players[p].deck[0] == top
    use_ability(g, house)
    assert g.cards[house].has(Status.EXHAUSTED)
    return g, p, top


def test_alt_cyclone_b_ly_82_c_draws_a_revealed_spell_and_leaves_anything_else():
    g, p, top = _revealed(C, MAGICAL_TRAINING)
    assert top in g.players[p].hand
    g, p, top = _revealed(C, SKALD)
    assert g.players[p].deck[0] == top
    g, p, top = _revealed(C, HUB)  # a Permanent stays on top too
    assert g.players[p].deck[0] == top
    check_facts(C, 2, 2, None, "LY")


def _rare(version: str, faction: str) -> None:
    g, p, top = _revealed(version, MAGICAL_TRAINING)
    assert top in g.players[p].hand
    g, p, top = _revealed(version, HUB)
    assert top in g.players[p].reserve
    g, p, top = _revealed(version, SKALD)
    assert g.players[p].deck[0] == top
    check_facts(version, 2, 2, None, faction)


def test_alt_cyclone_b_ly_82_r1_puts_a_revealed_permanent_in_reserve():
    _rare(R1, "LY")


def test_alt_cyclone_b_ly_82_r2_axiom_version_same_ability():
    _rare(R2, "AX")
