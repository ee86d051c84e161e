"""Halua, Raging Leviathan: Gigantic, Tough 1; at Dusk each Character gains Fleeting (rares:
each other Character, and a support ability {D}: draw a card)."""

from altered_tui.engine.characteristics import is_gigantic, keyword_value
from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import act
from tests.cards.builders import (AMELIA, check_facts, put, run_until, start, use_support)


def _at_dusk(version):
    g, p = start()
    halua = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    assert is_gigantic(g, halua) and keyword_value(g, halua, "tough") == 1
    act(g, "pass")
    act(g, "pass")
    run_until(g, 1, Phase.NIGHT)
    gained = {e.data["card"] for e in g.log if e.kind == "status" and e.data.get("status") == "fleeting"}
    return g, p, halua, mine, theirs, gained


def test_alt_cyclone_b_br_77_c_at_dusk_every_character_gains_fleeting():
    g, p, halua, mine, theirs, gained = _at_dusk("ALT_CYCLONE_B_BR_77_C")
    assert {halua, mine, theirs} <= gained
    check_facts("ALT_CYCLONE_B_BR_77_C", 7, 7, None, "BR")


def _rare(version, faction):
    g, p, halua, mine, theirs, gained = _at_dusk(version)
    assert {mine, theirs} <= gained and halua not in gained
    g, p = start()
    halua = put(g, p, version, Zone.RESERVE)
    hand = len(g.players[p].hand)
    use_support(g, halua)
    assert halua in g.players[p].discard and len(g.players[p].hand) == hand + 1
    check_facts(version, 7, 7, None, faction)


def test_alt_cyclone_b_br_77_r1_other_characters_gain_fleeting_and_support_draws():
    _rare("ALT_CYCLONE_B_BR_77_R1", "BR")


def test_alt_cyclone_b_br_77_r2_other_characters_gain_fleeting_and_support_draws():
    _rare("ALT_CYCLONE_B_BR_77_R2", "MU")
