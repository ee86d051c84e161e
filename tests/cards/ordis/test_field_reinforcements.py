"""Field Reinforcements: draw a card or create an Ordis Recruit in target Expedition; both
when none of your Expeditions is ahead."""

from altered_tui.engine.types import Side, Status

from tests.abilities.support import act, options
from tests.cards.builders import answer, play_spell, put, recruits, start


def _cast(version: str, ahead: bool):
    g, p = start()
    if ahead:
        g.players[p].positions[Side.HERO] = 1
    spell = put(g, p, version)
    play_spell(g, spell)
    return g, p, spell


def _both(version: str):
    g, p, spell = _cast(version, ahead=False)  # everything tied at the start
    assert len(options(g)) == 3
    hand = len(g.players[p].hand)
    act(g, options(g)[2])  # both
    answer(g, "expedition -> companion yours")
    assert len(g.players[p].hand) == hand + 1 and len(recruits(g, p, Side.COMPANION)) == 1
    return g, p, spell


def _only_one_when_ahead(version: str):
    g, p, spell = _cast(version, ahead=True)
    assert len(options(g)) == 2
    hand = len(g.players[p].hand)
    act(g, options(g)[0])
    assert len(g.players[p].hand) == hand + 1 and not recruits(g, p, Side.HERO)


def test_alt_alize_b_or_43_c_both_modes_when_tied_one_when_ahead():
    g, p, spell = _both("ALT_ALIZE_B_OR_43_C")
    assert spell in g.players[p].discard  # Fleeting
    _only_one_when_ahead("ALT_ALIZE_B_OR_43_C")


def test_alt_alize_b_or_43_r1_both_modes_then_cooldown():
    g, p, spell = _both("ALT_ALIZE_B_OR_43_R1")
    assert spell in g.players[p].reserve and g.cards[spell].has(Status.EXHAUSTED)
    _only_one_when_ahead("ALT_ALIZE_B_OR_43_R1")


def test_alt_alize_b_or_43_r2_both_modes_when_tied_one_when_ahead():
    g, p, spell = _both("ALT_ALIZE_B_OR_43_R2")
    assert spell in g.players[p].discard
    _only_one_when_ahead("ALT_ALIZE_B_OR_43_R2")
