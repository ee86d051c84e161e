"""Bravos Bladedancer (common, Yzmir rare): Seasoned. {J} I gain 1 boost."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import put, ready_mana, send_to_reserve, start


def _alt_core_b_br_16_c_and_r2_join_with_a_boost_and_keep_it(version):
    g, p = start()
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 2 and stats(g, cid) == (1, 1, 1)
    send_to_reserve(g, cid)
    assert cid in g.players[p].reserve and g.cards[cid].boosts == 1  # Seasoned


def test_alt_core_b_br_16_c_join_with_a_boost_and_keep_it():
    _alt_core_b_br_16_c_and_r2_join_with_a_boost_and_keep_it('ALT_CORE_B_BR_16_C')


def test_alt_core_b_br_16_r2_join_with_a_boost_and_keep_it():
    _alt_core_b_br_16_c_and_r2_join_with_a_boost_and_keep_it('ALT_CORE_B_BR_16_R2')


def _alt_core_b_br_16_c_and_r2_from_reserve(version, cost):
    g, p = start()
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 3 - cost and g.cards[cid].boosts == 1


def test_alt_core_b_br_16_c_from_reserve():
    _alt_core_b_br_16_c_and_r2_from_reserve('ALT_CORE_B_BR_16_C', 3)


def test_alt_core_b_br_16_r2_from_reserve():
    _alt_core_b_br_16_c_and_r2_from_reserve('ALT_CORE_B_BR_16_R2', 2)


def test_alt_core_b_br_16_r_from_reserve_loses_fleeting_with_four_boosts_or_less():
    from altered_tui.engine.types import Status
    from tests.cards.builders import settle

    g, p = start()
    cid = put(g, p, "ALT_CORE_B_BR_16_R", Zone.RESERVE)
    play(g, cid, src="reserve")
    settle(g)
    assert ready_mana(g, p) == 0 and g.cards[cid].boosts == 1
    assert not g.cards[cid].has(Status.FLEETING)


def test_alt_core_b_br_16_r_keeps_fleeting_with_five_boosts_checked_on_resolution():
    from altered_tui.engine.types import Status
    from tests.abilities.support import act, options

    g, p = start()  # {R}: "if I have 4 boosts or less" is checked as it resolves (CR 6.5.d)
    cid = put(g, p, "ALT_CORE_B_BR_16_R", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.cards[cid].has(Status.FLEETING)
    g.cards[cid].counters["boost"] = 4  # the {J} boost makes it 5 if it resolves first
    assert g.pending.kind == "reaction"
    joins = next(e for e in g.emblems if e.source == cid and e.ability == 0)  # the {J} first
    act(g, next(o for o in options(g) if o.endswith(f"e{joins.eid}")))
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[cid].boosts == 5
    assert g.cards[cid].has(Status.FLEETING)
