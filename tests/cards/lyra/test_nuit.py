"""Nuit: {H} if there are nine or more base statistics of 0 among Characters you control and
in your Reserve (the Bravos rare: seven or more boosts there), each player passes, you first
(CR 4.2.3.d, 2.3.1.a, 2.5)."""

from altered_tui.engine.types import Zone

from tests.log_text import caused_by
from tests.cards.builders import (FOUNDRY_MECHANIC, NAVIGATOR, SKALD, add_mana, check_facts, play,
                                  put, settle, start)

C, R1, R2 = "ALT_CYCLONE_B_LY_73_C", "ALT_CYCLONE_B_LY_73_R1", "ALT_CYCLONE_B_LY_73_R2"


def _played(version: str, setup, src: str = "hand"):
    """Who passed by Nuit's effect, in order (the log's pass events it caused)."""
    g, p = start()
    add_mana(g, p, 2)
    setup(g, p)
    nuit = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, nuit, src=src)
    settle(g)
    passed = [e.player for e in g.log if e.kind == "pass" and caused_by(g, e, "reaction", "Nuit")]
    return passed, p


def _zeros(n_navigators: int):
    """Lyra Navigator is 0/0/4: two 0s each, one on the field, the rest in Reserve."""
    def setup(g, p):
        put(g, p, NAVIGATOR, Zone.EXPEDITION)
        for _ in range(n_navigators - 1):
            put(g, p, NAVIGATOR, Zone.RESERVE)
        put(g, p, FOUNDRY_MECHANIC, Zone.HAND)  # in hand: not counted
    return setup


def test_alt_cyclone_b_ly_73_c_nine_zeros_and_each_player_passes():
    # Nuit 0/0/4 adds two; four Navigators add eight: ten
    passed, p = _played(C, _zeros(4))
    assert passed == [p, 1 - p]  # you first
    passed, p = _played(C, _zeros(3))  # eight with Nuit: not enough
    assert passed == []
    passed, p = _played(C, _zeros(4), src="reserve")  # {H}: not from Reserve
    assert passed == []
    check_facts(C, 4, 2, (0, 0, 4), "LY")


def test_alt_cyclone_b_ly_73_r1_nuit_itself_adds_three_zeros():
    passed, p = _played(R1, _zeros(3))  # 3 + 6 = 9
    assert passed == [p, 1 - p]
    passed, p = _played(R1, _zeros(2))  # 3 + 4 = 7
    assert passed == []
    check_facts(R1, 3, 1, (0, 0, 0), "LY")


def test_alt_cyclone_b_ly_73_r2_seven_boosts_and_each_player_passes():
    def boosts(n):
        def setup(g, p):
            on_field = put(g, p, SKALD, Zone.EXPEDITION)
            g.cards[on_field].counters["boost"] = n - 3
            in_reserve = put(g, p, SKALD, Zone.RESERVE)
            g.cards[in_reserve].counters["boost"] = 3
        return setup

    passed, p = _played(R2, boosts(7))
    assert passed == [p, 1 - p]
    passed, p = _played(R2, boosts(6))
    assert passed == []
    passed, p = _played(R2, _zeros(4))  # zeros do not count for this one
    assert passed == []
    check_facts(R2, 3, 1, (0, 0, 0), "BR")
