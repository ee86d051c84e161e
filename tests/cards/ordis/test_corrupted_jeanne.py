"""Corrupted Jeanne (Corruption, README rulings: Corruption): {H} I gain Fleeting unless
there's another Character in each of your Expeditions; when I leave the Expedition zone,
create an Ordis Recruit token in each of your Expeditions."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import TROOPER, add_mana, check_facts, put, send_to_reserve, settle, start
from tests.abilities.support import refresh

def _played(others: tuple[Side, ...]):
    g, p = start()
    add_mana(g, p, 3)
    for side in others:
        put(g, p, TROOPER, Zone.EXPEDITION, side)
    me = put(g, p, "ALT_EOLE_B_OR_114_C")
    play(g, me, side="hero")
    settle(g)
    return g, p, me


def test_alt_eole_b_or_114_c_fleeting_unless_others_in_both_and_leaving_creates_two_recruits():
    check_facts("ALT_EOLE_B_OR_114_C", 3, 3, (1, 1, 1), "OR")
    g, p, me = _played((Side.COMPANION,))
    assert g.cards[me].has(Status.FLEETING)  # alone in the Hero Expedition
    g, p, me = _played((Side.HERO, Side.COMPANION))
    assert not g.cards[me].has(Status.FLEETING)
    send_to_reserve(g, me)
    refresh(g)
    settle(g)
    recruits = [c for s in (Side.HERO, Side.COMPANION) for c in g.players[p].expeditions[s]
                if g.cards[c].token]
    assert len(recruits) == 2
    assert {g.cards[c].side for c in recruits} == {Side.HERO, Side.COMPANION}


def _rare_jeanne(version: str, faction: str, token: str) -> None:
    from tests.cards.builders import can_play, card, pick_if_asked, use_support

    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.forest, d.mountain, d.water) == (3, 3, 2, 2, 2)
    assert d.faction.value == faction
    g, p = start()
    add_mana(g, p, 3)
    put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, version)
    assert not can_play(g, me)
    put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    assert can_play(g, me)
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    send_to_reserve(g, me)
    refresh(g)
    settle(g)
    made = [c for s in (Side.HERO, Side.COMPANION) for c in g.players[p].expeditions[s]
            if g.cards[c].token]
    assert len(made) == 2 and {g.cdef(c).name for c in made} == {token}
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    while g.pending.kind in ("expedition", "target") and g.pending.player == p:
        from tests.abilities.support import act, options
        act(g, options(g)[0])
    settle(g)
    assert any(g.cdef(c).name == token for c in g.cards if g.cards[c].zone is Zone.EXPEDITION
               and g.cards[c].token)


def test_alt_eole_b_or_114_r1_cant_be_played_unless_others_in_both_and_leaves_two_recruits():
    _rare_jeanne("ALT_EOLE_B_OR_114_R1", "OR", "Ordis Recruit")


def test_alt_eole_b_or_114_r2_cant_be_played_unless_others_in_both_and_leaves_two_woollybacks():
    _rare_jeanne("ALT_EOLE_B_OR_114_R2", "MU", "Woollyback")
