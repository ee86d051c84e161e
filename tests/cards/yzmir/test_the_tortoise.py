"""The Tortoise: support {D}: After You (CR 7.3.2). The Yzmir rare also has: {H} if your
opponent is the first player, you become it (CR 4.2.1.b; README: Rules notes)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, start, use_support


def _after_you(card_id):
    g, p = start()
    tortoise = put(g, p, card_id, Zone.RESERVE)
    use_support(g, tortoise)
    assert tortoise in g.players[p].discard
    assert g.pending.kind == "turn" and g.pending.player == 1 - p  # the turn ended
    assert not g.players[p].passed  # without passing


def test_alt_cyclone_b_yz_69_c_discarded_from_reserve_ends_the_turn_without_passing():
    _after_you("ALT_CYCLONE_B_YZ_69_C")
    check_facts("ALT_CYCLONE_B_YZ_69_C", 2, 2, (0, 0, 3), "YZ")


def test_alt_cyclone_b_yz_69_r1_from_hand_takes_first_player_from_the_opponent():
    g, p = start()
    g.first_player = 1 - p
    play(g, put(g, p, "ALT_CYCLONE_B_YZ_69_R1"))
    assert g.first_player == p
    assert [e.data["who"] for e in g.log if e.kind == "first_player"] == [p]


def test_alt_cyclone_b_yz_69_r1_from_reserve_or_already_first_nothing_changes():
    g, p = start()
    g.first_player = 1 - p
    play(g, put(g, p, "ALT_CYCLONE_B_YZ_69_R1", Zone.RESERVE), src="reserve")
    assert g.first_player == 1 - p  # {H} only
    g2, p2 = start()
    assert g2.first_player == p2
    play(g2, put(g2, p2, "ALT_CYCLONE_B_YZ_69_R1"))
    assert g2.first_player == p2 and not [e for e in g2.log if e.kind == "first_player"]


def test_alt_cyclone_b_yz_69_r1_discarded_from_reserve_ends_the_turn():
    _after_you("ALT_CYCLONE_B_YZ_69_R1")
    check_facts("ALT_CYCLONE_B_YZ_69_R1", 2, 2, (0, 0, 3), "YZ")


def test_alt_cyclone_b_yz_69_r2_discarded_from_reserve_ends_the_turn():
    _after_you("ALT_CYCLONE_B_YZ_69_R2")
    check_facts("ALT_CYCLONE_B_YZ_69_R2", 2, 2, (0, 0, 3), "AX")
