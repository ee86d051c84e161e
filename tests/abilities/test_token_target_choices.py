"""Tokens in targeted Expeditions (CR 6.5.a, 7.3.4): "another target Expedition" and "target up to
N Expeditions"."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side

from tests.abilities.support import act, cast, character, give, options, play, reaction
from tests.cards.builders import recruits, settle, start


def test_create_token_another_target_expedition_6_5_a_leaves_out_the_sources_own():
    g, p = start()
    me = give(g, p, character(reaction("played_from_hand", ab.CreateToken(
        kind="create_token", token="Ordis Recruit", where="another_target_expedition"))))
    play(g, me, side="companion")
    assert sorted(options(g)) == ["expedition -> companion theirs", "expedition -> hero theirs",
                                  "expedition -> hero yours"]
    act(g, "expedition -> hero theirs")
    settle(g)
    assert len(recruits(g, 1 - p, Side.HERO)) == 1 and recruits(g, p, Side.COMPANION) == []


def test_create_token_target_expeditions_up_to_6_5_a_may_stop_before_n():
    g, p = start()
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="target_expeditions",
                           expeditions=2, up_to=True))
    assert "done" in options(g)
    act(g, "done")  # none at all is allowed
    settle(g)
    assert all(recruits(g, who, s) == [] for who in (0, 1) for s in Side)
