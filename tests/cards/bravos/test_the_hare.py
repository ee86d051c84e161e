"""The Hare: {H} if you are the first player, target player becomes first player."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def _hare(version, first=True, src="hand"):
    g, p = start()
    add_mana(g, p, 2)
    g.first_player = p if first else 1 - p
    hare = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, hare, src=src)
    settle(g)
    return g, p


def _hands_over(version, cost, faction):
    g, p = _hare(version)
    assert g.pending.kind == "player"
    act(g, "player theirs")
    assert g.first_player == 1 - p
    g, p = _hare(version, first=False)
    assert g.pending.kind == "turn" and g.first_player == 1 - p  # not first: nothing
    g, p = _hare(version, src="reserve")
    assert g.pending.kind == "turn" and g.first_player == p  # {H}: not from Reserve
    check_facts(version, cost, cost, (cost, cost, cost), faction)


def test_alt_cyclone_b_br_75_c_first_player_hands_the_marker_to_target_player():
    _hands_over("ALT_CYCLONE_B_BR_75_C", 4, "BR")


def test_alt_cyclone_b_br_75_r1_first_player_hands_the_marker_to_target_player():
    _hands_over("ALT_CYCLONE_B_BR_75_R1", 3, "BR")


def test_alt_cyclone_b_br_75_r2_first_player_hands_the_marker_to_target_player():
    _hands_over("ALT_CYCLONE_B_BR_75_R2", 3, "YZ")
