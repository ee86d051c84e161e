"""Soul Encounter: distribute 4 boosts among target Characters in play or in Reserve; the
rares are Cooldown (CR 7.4.1)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.cards.builders import AMELIA, card, choose, put, spell_cost_paid, start


def _distributes(version: str, cost: int) -> None:
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    stored = put(g, 1 - p, AMELIA, Zone.RESERVE)
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == cost
    for cid in (mine, stored, mine, mine):
        choose(g, cid)
    assert g.cards[mine].boosts == 3 and g.cards[stored].boosts == 1
    assert me in g.players[p].reserve
    assert g.cards[me].has(Status.EXHAUSTED) == card(version).keywords.cooldown


def test_alt_duster_b_mu_98_c_distribute_four_boosts_in_play_or_in_reserve():
    assert card("ALT_DUSTER_B_MU_98_C").faction.value == "MU"
    assert (card("ALT_DUSTER_B_MU_98_C").hand_cost, card("ALT_DUSTER_B_MU_98_C").reserve_cost) == (3, 3)
    _distributes("ALT_DUSTER_B_MU_98_C", 3)


def test_alt_duster_b_mu_98_r1_cooldown_distribute_four_boosts():
    d = card("ALT_DUSTER_B_MU_98_R1")
    assert (d.faction.value, d.hand_cost, d.reserve_cost, d.keywords.cooldown) == ("MU", 3, 2, True)
    _distributes("ALT_DUSTER_B_MU_98_R1", 3)


def test_alt_duster_b_mu_98_r2_cooldown_distribute_four_boosts():
    d = card("ALT_DUSTER_B_MU_98_R2")
    assert (d.faction.value, d.hand_cost, d.reserve_cost, d.keywords.cooldown) == ("LY", 3, 2, True)
    _distributes("ALT_DUSTER_B_MU_98_R2", 3)
