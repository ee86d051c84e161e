"""The Aerolith token: a Landmark Permanent token (README: Landmark tokens) with 'when I'm
sacrificed — Resupply' and '{T}, {1}: sacrifice me' (CR 7.3.25, 7.3.22)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Phase, Zone

from tests.abilities.support import act, game_at_first_turn, give, options, play, spell
from tests.cards.builders import back_to, card, ready_mana, run_until, settle, use_first

AEROLITH = "ALT_CYCLONE_B_NE_03_C"


def _with_aerolith():
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Aerolith",
                                            where="your_landmarks"))))
    [token] = [c for c in g.players[p].landmarks if g.cards[c].token]
    back_to(g, p)
    return g, p, token


def test_alt_cyclone_b_ne_03_c_exhaust_and_pay_one_to_sacrifice_me_then_resupply():
    d = card(AEROLITH)
    assert d.token and d.is_landmark and d.has_subtype("Ore") and d.has_subtype("Landmark")
    g, p, token = _with_aerolith()
    assert g.cdef(token).id == AEROLITH
    top = g.players[p].deck[0]
    mana = ready_mana(g, p)
    use_first(g, token)
    settle(g)
    assert ready_mana(g, p) == mana - 1
    assert g.cards[token].zone is Zone.GONE and token not in g.players[p].discard
    assert top in g.players[p].reserve  # Resupply: the top card of the Deck in Reserve


def test_alt_cyclone_b_ne_03_c_sacrificed_at_clean_up_over_the_landmark_limit_resupplies():
    g, p, first = _with_aerolith()
    for _ in range(2):
        play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Aerolith",
                                                where="your_landmarks"))))
        back_to(g, p)
    tokens = [c for c in g.players[p].landmarks if g.cards[c].token]
    assert len(tokens) == 3  # over the Hero's limit of 2
    run_until(g, 2, Phase.MORNING)
    gone = [c for c in tokens if g.cards[c].zone is Zone.GONE]
    assert len(gone) == 1  # one sacrificed at Clean-up (CR 4.2.5.c)
    assert len([e for e in g.log if e.kind == "resupply" and e.data.get("who") == p]) == 1
