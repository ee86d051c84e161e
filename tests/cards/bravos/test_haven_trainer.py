"""Haven Trainer: {H} (the rares: {J}) you may Rush, and a card played from Reserve this way
may be paid at its Hand Cost instead of its Reserve Cost (CR 5.1.2.d)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import RATATOSKR, add_mana, check_facts, put, ready_mana, settle, start


def _trainer(version: str, src: str) -> bool:
    g, p = start()
    add_mana(g, p, 1)
    squirrel = put(g, p, RATATOSKR, Zone.RESERVE)  # Hand Cost 1, Reserve Cost 3
    me = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, me, src=src)
    if g.pending is None or g.pending.prompt.get("kind") != "rush":
        return False
    before = ready_mana(g, p)
    offered = [o for o in options(g) if f"#{squirrel}@reserve -> hero" in o]
    act(g, next(o for o in offered if "hand_cost" in o))
    settle(g)
    assert g.cards[squirrel].zone is Zone.EXPEDITION and before - ready_mana(g, p) == 1
    return True


def test_alt_duster_b_br_97_c_from_hand_rush_paying_a_reserve_card_at_its_hand_cost():
    check_facts("ALT_DUSTER_B_BR_97_C", 3, 3, (3, 3, 2), "BR")
    assert _trainer("ALT_DUSTER_B_BR_97_C", "hand")
    assert not _trainer("ALT_DUSTER_B_BR_97_C", "reserve")


def test_alt_duster_b_br_97_r1_as_it_joins_rush_paying_at_hand_cost():
    check_facts("ALT_DUSTER_B_BR_97_R1", 3, 3, (3, 3, 3), "BR")
    assert _trainer("ALT_DUSTER_B_BR_97_R1", "hand") and _trainer("ALT_DUSTER_B_BR_97_R1", "reserve")


def test_alt_duster_b_br_97_r2_as_it_joins_rush_paying_at_hand_cost():
    check_facts("ALT_DUSTER_B_BR_97_R2", 3, 3, (3, 3, 3), "YZ")
    assert _trainer("ALT_DUSTER_B_BR_97_R2", "hand") and _trainer("ALT_DUSTER_B_BR_97_R2", "reserve")
