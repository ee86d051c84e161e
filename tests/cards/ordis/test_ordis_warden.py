"""Ordis Warden: {H} I gain Asleep (rares: you may); at Noon target player puts a card from
their hand in Reserve."""

from altered_tui.engine.types import Side, Status

from tests.abilities.support import act, options, play
from tests.cards.builders import check_facts, finish_day, put, run_until_prompt, settle, start


def _played(version, asleep=None):
    g, p = start()
    warden = put(g, p, version)
    play(g, warden)
    settle(g)
    if asleep is not None:
        act(g, "yes" if asleep else "no")
    return g, p, warden


def _noon(g, p, whom):
    """Asleep, the Warden stays at Rest; at Noon its player targets `whom`."""
    finish_day(g)
    run_until_prompt(g, "target")
    act(g, f"player {whom}")
    target = p if whom == "yours" else 1 - p
    hand, reserve = len(g.players[target].hand), len(g.players[target].reserve)
    if g.pending.kind == "choose" and g.pending.player == target:
        act(g, options(g)[0])
    assert len(g.players[target].hand) == hand - 1
    assert len(g.players[target].reserve) == reserve + 1


def test_alt_cyclone_b_or_68_c_gains_asleep_then_target_player_puts_a_card_in_reserve():
    g, p, warden = _played("ALT_CYCLONE_B_OR_68_C")
    assert g.cards[warden].has(Status.ASLEEP)
    _noon(g, p, "theirs")
    assert warden in g.players[p].expeditions[Side.HERO]  # it stayed, Asleep, through Rest
    check_facts("ALT_CYCLONE_B_OR_68_C", 3, 2, (2, 2, 2), "OR")


def test_alt_cyclone_b_or_68_r1_may_gain_asleep():
    g, p, warden = _played("ALT_CYCLONE_B_OR_68_R1", asleep=False)
    assert not g.cards[warden].has(Status.ASLEEP)
    g, p, warden = _played("ALT_CYCLONE_B_OR_68_R1", asleep=True)
    assert g.cards[warden].has(Status.ASLEEP)
    _noon(g, p, "yours")
    check_facts("ALT_CYCLONE_B_OR_68_R1", 2, 2, (2, 2, 2), "OR")


def test_alt_cyclone_b_or_68_r2_may_gain_asleep():
    g, p, warden = _played("ALT_CYCLONE_B_OR_68_R2", asleep=True)
    assert g.cards[warden].has(Status.ASLEEP)
    _noon(g, p, "theirs")
    check_facts("ALT_CYCLONE_B_OR_68_R2", 2, 2, (2, 2, 2), "YZ")
