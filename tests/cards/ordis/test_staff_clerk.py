"""Staff Clerk: when an opponent plays a card from Reserve, an Ordis Recruit in my Expedition
(the Ordis rare: in target Expedition); the Axiom rare, when you play another card from
Reserve. A card played from hand does not count."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import TROOPER, add_mana, put, settle, start, tokens_named


def _opponent_plays(version: str, side_answer: str | None = None):
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.COMPANION)
    from_hand, from_reserve = put(g, 1 - p, TROOPER), put(g, 1 - p, TROOPER, Zone.RESERVE)
    act(g, "pass")
    play(g, from_hand, src="hand")
    settle(g)
    assert not tokens_named(g, p, "Ordis Recruit")  # from hand
    play(g, from_reserve, src="reserve")
    settle(g)
    if side_answer is not None:
        act(g, side_answer)
    return g, p


def test_alt_bise_b_or_51_c_recruits_when_an_opponent_plays_from_reserve():
    g, p = _opponent_plays("ALT_BISE_B_OR_51_C")
    assert len(tokens_named(g, p, "Ordis Recruit", Side.COMPANION)) == 1  # where it is
    assert not tokens_named(g, 1 - p, "Ordis Recruit")


def test_alt_bise_b_or_51_r1_recruits_in_target_expedition_when_an_opponent_plays_from_reserve():
    g, p = _opponent_plays("ALT_BISE_B_OR_51_R1", "expedition -> hero yours")
    assert len(tokens_named(g, p, "Ordis Recruit", Side.HERO)) == 1
    assert not tokens_named(g, p, "Ordis Recruit", Side.COMPANION)


def test_alt_bise_b_or_51_r2_recruits_when_you_play_another_card_from_reserve():
    g, p = start()
    add_mana(g, p, 3)
    clerk = put(g, p, "ALT_BISE_B_OR_51_R2", Zone.RESERVE)
    play(g, clerk, side="companion", src="reserve")
    settle(g)
    assert not tokens_named(g, p, "Ordis Recruit")  # not for itself
    trooper = put(g, p, TROOPER, Zone.RESERVE)
    play(g, put(g, 1 - p, TROOPER, Zone.RESERVE), src="reserve")  # the opponent's: no
    settle(g)
    assert not tokens_named(g, p, "Ordis Recruit")
    play(g, trooper, src="reserve")
    settle(g)
    assert len(tokens_named(g, p, "Ordis Recruit", Side.COMPANION)) == 1
