"""Brave Cub: support {D}: discard target non-Companion token."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import cast
from tests.cards.builders import back_to, can_pick, check_facts, pick_if_asked, put, settle, start, use_support

RUST = "ALT_EOLE_B_BR_123_C"  # a Companion token


def test_alt_eole_b_mu_107_c_support_discards_a_non_companion_token():
    check_facts("ALT_EOLE_B_MU_107_C", 2, 2, (1, 3, 1), "MU")
    g, p = start()
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="hero_expedition"),
         ab.CreateToken(kind="create_token", token="Rust", where="hero_expedition"))
    settle(g)
    back_to(g, p)
    [recruit] = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].card_id != RUST]
    [rust] = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].card_id == RUST]
    me = put(g, p, "ALT_EOLE_B_MU_107_C", Zone.RESERVE)
    use_support(g, me)
    assert not can_pick(g, rust)
    pick_if_asked(g, recruit)
    settle(g)
    assert g.cards[recruit].zone is Zone.GONE and g.cards[rust].zone is Zone.EXPEDITION


def test_alt_eole_b_mu_107_r1_from_hand_may_discard_a_non_companion_token():
    from tests.abilities.support import act, play

    check_facts("ALT_EOLE_B_MU_107_R1", 2, 2, (1, 3, 1), "MU")
    g, p = start()
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="hero_expedition"))
    settle(g)
    back_to(g, p)
    [recruit] = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token]
    play(g, put(g, p, "ALT_EOLE_B_MU_107_R1"), side="companion")
    settle(g)
    act(g, "yes")
    pick_if_asked(g, recruit)
    settle(g)
    assert g.cards[recruit].zone is Zone.GONE


def test_alt_eole_b_mu_107_r2_from_hand_may_discard_a_non_companion_token():
    from tests.abilities.support import act, play

    check_facts("ALT_EOLE_B_MU_107_R2", 2, 2, (1, 3, 1), "LY")
    g, p = start()
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="hero_expedition"))
    settle(g)
    back_to(g, p)
    [recruit] = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token]
    play(g, put(g, p, "ALT_EOLE_B_MU_107_R2"), side="companion")
    settle(g)
    act(g, "yes")
    pick_if_asked(g, recruit)
    settle(g)
    assert g.cards[recruit].zone is Zone.GONE
