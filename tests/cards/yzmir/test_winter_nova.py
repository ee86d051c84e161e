"""Winter Nova, a Fleeting Spell: choose three modes (the rares may pick one more than once):
exhaust up to two cards in Reserve, create two Mana Moth tokens in target Expedition, discard
target Permanent, target player sacrifices a Character (CR 6.5.g)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, set_mana
from tests.cards.builders import AMELIA, HUB, SKALD, pick, play_spell, put, start, tokens_named


def _nova(version: str):
    g, p = start()
    set_mana(g, p, 8)
    frozen = [put(g, 1 - p, AMELIA, Zone.RESERVE), put(g, 1 - p, AMELIA, Zone.RESERVE)]
    site = put(g, 1 - p, HUB, Zone.LANDMARKS)
    victim = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    nova = put(g, p, version)
    play_spell(g, nova)
    return g, p, frozen, site, victim, nova


def _mode(g, number: int) -> None:
    act(g, next(o for o in options(g) if o == f"mode {number}"))


def test_alt_alize_b_yz_37_c_three_different_modes():
    g, p, frozen, site, victim, nova = _nova("ALT_ALIZE_B_YZ_37_C")
    _mode(g, 1)  # exhaust up to two cards in Reserve
    assert len([o for o in options(g) if o.startswith("mode")]) == 3  # the first one is used up
    _mode(g, 2)  # the Mana Moths
    _mode(g, 4)  # target player sacrifices a Character (discarding a Permanent is left out)
    for cid in frozen:  # then they resolve in the order chosen
        pick(g, cid)
    assert all(g.cards[c].has(Status.EXHAUSTED) for c in frozen)
    act(g, "expedition -> hero yours")
    assert len(tokens_named(g, p, "Mana Moth", Side.HERO)) == 2
    act(g, "player theirs")
    assert g.cards[victim].zone is Zone.DISCARD
    assert g.cards[site].zone is Zone.LANDMARKS and nova in g.players[p].discard  # Fleeting


def _same_mode_three_times(version: str) -> None:
    g, p, frozen, site, victim, nova = _nova(version)
    for _ in range(3):
        assert len([o for o in options(g) if o.startswith("mode")]) == 4
        _mode(g, 2)
    for _ in range(3):
        act(g, "expedition -> hero yours")
    assert len(tokens_named(g, p, "Mana Moth", Side.HERO)) == 6
    assert nova in g.players[p].discard


def test_alt_alize_b_yz_37_r1_may_pick_the_same_mode_three_times():
    _same_mode_three_times("ALT_ALIZE_B_YZ_37_R1")


def test_alt_alize_b_yz_37_r2_may_pick_the_same_mode_three_times():
    _same_mode_three_times("ALT_ALIZE_B_YZ_37_R2")
