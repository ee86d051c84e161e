"""Parliament of Ashes: Landmark: {J} Resupply (rares: draw a card); Characters you control
have Tough 1 (CR 7.4.7)."""

from altered_tui.engine.characteristics import keyword_value
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, put, ready_mana, settle, start


def _parliament(version, faction):
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    site = put(g, p, version)
    hand, reserve = len(g.players[p].hand), len(g.players[p].reserve)
    before = ready_mana(g, p)
    play(g, site)
    settle(g)
    assert before - ready_mana(g, p) == 2 and site in g.players[p].landmarks
    assert keyword_value(g, mine, "tough") == 1 and keyword_value(g, theirs, "tough") == 0
    assert g.cdef(site).faction.value == faction
    return g, p, hand - 1, reserve


def test_alt_cyclone_b_br_81_c_resupplies_and_my_characters_are_tough():
    g, p, hand, reserve = _parliament("ALT_CYCLONE_B_BR_81_C", "BR")
    assert len(g.players[p].reserve) == reserve + 1 and len(g.players[p].hand) == hand


def test_alt_cyclone_b_br_81_r1_draws_and_my_characters_are_tough():
    g, p, hand, reserve = _parliament("ALT_CYCLONE_B_BR_81_R1", "BR")
    assert len(g.players[p].hand) == hand + 1 and len(g.players[p].reserve) == reserve


def test_alt_cyclone_b_br_81_r2_draws_and_my_characters_are_tough():
    g, p, hand, reserve = _parliament("ALT_CYCLONE_B_BR_81_R2", "LY")
    assert len(g.players[p].hand) == hand + 1
