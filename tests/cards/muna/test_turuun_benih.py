"""Turuun & Benih: when you make a Gift, you may exhaust me to receive it too; not during the
first Day (README: Gift)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Status

from tests.abilities.support import act, give, options, play, spell
from tests.cards.builders import card, set_hero, start, to_afternoon_of_day_two

TURUUN = "ALT_DUSTER_B_MU_85_C"
MANASEED_TO_OPPONENT = ab.CreateToken(kind="create_token", token="Manaseed",
                                      where="target_opponent_landmarks")


def test_alt_duster_b_mu_85_c_exhaust_me_to_receive_the_gift_too_not_on_the_first_day():
    d = card(TURUUN)
    assert (d.faction.value, d.reserve_limit, d.landmark_limit) == ("MU", 2, 2)
    g, p = start()
    hero = set_hero(g, p, TURUUN)
    play(g, give(g, p, spell(MANASEED_TO_OPPONENT)))
    assert len(g.players[1 - p].landmarks) == 1
    assert g.pending.kind != "may" and not g.players[p].landmarks  # the first Day: ignored
    assert not g.cards[hero].has(Status.EXHAUSTED)

    g, _ = start()
    to_afternoon_of_day_two(g)
    q = g.pending.player
    hero = set_hero(g, q, TURUUN)
    play(g, give(g, q, spell(MANASEED_TO_OPPONENT)))
    assert g.pending.kind == "may" and g.pending.player == q, options(g)
    act(g, "yes")
    assert g.cards[hero].has(Status.EXHAUSTED)
    assert [g.cdef(c).name for c in g.players[q].landmarks] == ["Manaseed"]
    assert [g.cdef(c).name for c in g.players[1 - q].landmarks] == ["Manaseed"]
