"""Beginning of the game (CR 4.1.g-l)."""

from altered_tui.engine import apply_inplace, legal_actions
from altered_tui.engine.types import Phase, Status, Zone

from tests.engine.builders import BRAVOS, LYRA, afternoon, events, game


def test_4_1_g_the_first_player_is_random_and_both_happen_across_seeds():
    firsts = {game(seed).first_player for seed in range(20)}
    assert firsts == {0, 1}
    g = game(3)
    assert events(g, "setup")[0].rule == "4.1.g"


def test_4_1_h_each_hero_is_in_its_hero_zone():
    g = game(0)
    for p in g.players:
        assert g.cards[p.hero].zone is Zone.HERO and g.cdef(p.hero).type.value == "hero"


def test_4_1_j_each_player_draws_six_cards():
    g = game(0)
    for p, deck in zip(g.players, (BRAVOS, LYRA)):
        assert len(p.hand) == 6 and len(p.deck) == deck.size - 6


def test_4_1_k_first_player_picks_mana_first_three_picks_each():
    for seed in (0, 1, 2, 3):
        g = game(seed)
        pickers = []
        while g.pending.kind == "setup_mana":
            pickers.append(g.pending.player)
            apply_inplace(g, legal_actions(g)[0])
        first = g.first_player
        assert pickers == [first] * 3 + [1 - first] * 3


def test_4_1_k_setup_mana_orbs_are_ready_and_come_from_hand():
    g = afternoon(0)
    for p in g.players:
        assert len(p.mana) == 3 and len(p.hand) == 3
        assert all(g.cards[c].zone is Zone.MANA and g.cards[c].status is Status.NONE
                   for c in p.mana)


def test_4_1_k_setup_mana_options_are_the_cards_in_hand():
    g = game(0)
    p = g.pending.player
    assert sorted(a.card for a in legal_actions(g)) == sorted(g.players[p].hand)
    assert all(a.verb == "mana" for a in legal_actions(g))


def test_4_1_l_day_one_starts_at_noon_without_morning():
    g = afternoon(0)
    phases = [(e.data["day"], e.data["phase"]) for e in events(g, "phase")]
    assert phases == [(1, "noon"), (1, "afternoon")]
    assert g.day == 1 and g.phase is Phase.AFTERNOON
    assert not events(g, "succeed") and not events(g, "expand")
    assert g.pending.player == g.first_player  # CR 4.2.3.c
