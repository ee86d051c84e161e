"""Winged Monkey: {H} I gain 2 boosts. The rares then create an Aerolith token in target
player's Landmarks (CR 7.3.4)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import check_facts, facts, landmark_tokens, played, put, start


def test_alt_cyclone_b_yz_67_c_gains_two_boosts_from_hand_only():
    g, p = start()
    monkey = put(g, p, "ALT_CYCLONE_B_YZ_67_C")
    play(g, monkey)
    assert g.cards[monkey].boosts == 2
    g, p, cid, paid = played("ALT_CYCLONE_B_YZ_67_C", "reserve")
    assert paid == 1 and g.cards[cid].boosts == 0
    check_facts("ALT_CYCLONE_B_YZ_67_C", 3, 1, None, "YZ")
    facts("ALT_CYCLONE_B_YZ_67_C", 3, 1, (0, 2, 0), "YZ")


def _rare(card_id, faction):
    for whom, holder in (("theirs", 1), ("yours", 0)):
        g, p = start()
        monkey = put(g, p, card_id)
        play(g, monkey)
        assert g.cards[monkey].boosts == 2 and g.pending.kind == "player"
        act(g, f"player {whom}")
        owner = 1 - p if holder else p
        assert len(landmark_tokens(g, owner)) == 1 and not landmark_tokens(g, 1 - owner)
    g, p, cid, paid = played(card_id, "reserve")
    assert g.cards[cid].boosts == 0 and not landmark_tokens(g, p) and not landmark_tokens(g, 1 - p)
    check_facts(card_id, 3, 1, None, faction)
    facts(card_id, 3, 1, (0, 2, 0), faction)


def test_alt_cyclone_b_yz_67_r1_two_boosts_then_an_aerolith_for_target_player():
    _rare("ALT_CYCLONE_B_YZ_67_R1", "YZ")


def test_alt_cyclone_b_yz_67_r2_two_boosts_then_an_aerolith_for_target_player():
    _rare("ALT_CYCLONE_B_YZ_67_R2", "AX")
