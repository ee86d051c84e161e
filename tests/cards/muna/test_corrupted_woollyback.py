"""Corrupted Woollyback (Corruption, README rulings: Corruption): {H} I gain Fleeting unless
there's an Animal in an opponent's Expedition."""

from altered_tui.engine.types import Side, Status, Zone

from tests.cards.builders import card, check_facts, played, put, start
from tests.abilities.support import play
from tests.cards.builders import settle

ANIMAL = "ALT_CORE_B_MU_06_C"  # Spindle Harvesters, an Animal


def _fleeting(opponent_animal: bool) -> bool:
    g, p = start()
    if opponent_animal:
        put(g, 1 - p, ANIMAL, Zone.EXPEDITION, Side.HERO)
    put(g, p, ANIMAL, Zone.EXPEDITION, Side.HERO)  # mine does not count
    me = put(g, p, "ALT_EOLE_B_MU_108_C")
    play(g, me)
    settle(g)
    return g.cards[me].has(Status.FLEETING)


def test_alt_eole_b_mu_108_c_fleeting_unless_an_opponent_has_an_animal_in_play():
    check_facts("ALT_EOLE_B_MU_108_C", 1, 1, (1, 1, 1), "MU")
    assert card("ALT_EOLE_B_MU_108_C").has_subtype("Corruption")
    assert _fleeting(False) and not _fleeting(True)




def _leaves_a_woollyback(version: str) -> None:
    from tests.abilities.support import refresh
    from tests.cards.builders import send_to_reserve

    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION, Side.COMPANION)
    send_to_reserve(g, me)
    refresh(g)
    settle(g)
    tokens = [c for c in g.players[p].expeditions[Side.COMPANION] if g.cards[c].token]
    assert len(tokens) == 1 and g.cdef(tokens[0]).name == "Woollyback"


def test_alt_eole_b_mu_108_r1_cant_be_played_unless_an_opponent_has_an_animal():
    from tests.cards.builders import can_play

    d = card("ALT_EOLE_B_MU_108_R1")
    assert (d.hand_cost, d.forest, d.mountain, d.water) == (1, 1, 0, 0) and d.faction.value == "MU"
    for animal in (False, True):
        g, p = start()
        if animal:
            put(g, 1 - p, ANIMAL, Zone.EXPEDITION, Side.HERO)
        put(g, p, ANIMAL, Zone.EXPEDITION, Side.HERO)
        assert can_play(g, put(g, p, "ALT_EOLE_B_MU_108_R1")) is animal
    _leaves_a_woollyback("ALT_EOLE_B_MU_108_R1")


def test_alt_eole_b_mu_108_r2_fleeting_unless_six_in_discard_and_leaves_a_woollyback():
    from altered_tui.engine.zones import move

    check_facts("ALT_EOLE_B_MU_108_R2", 1, 1, (1, 0, 0), "YZ")
    for in_discard in (5, 6):
        g, p = start()
        for cid in list(g.players[p].discard):
            move(g, cid, Zone.DECK)
        for _ in range(in_discard):
            move(g, g.players[p].deck[0], Zone.DISCARD)
        me = put(g, p, "ALT_EOLE_B_MU_108_R2")
        play(g, me)
        settle(g)
        assert g.cards[me].has(Status.FLEETING) is (in_discard == 5)
    _leaves_a_woollyback("ALT_EOLE_B_MU_108_R2")
