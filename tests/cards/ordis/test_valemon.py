"""Valemon: unless you have eight or more Mana Orbs, I am Defender (CR 7.4.2); the rares: with
ten or more Mana Orbs, I am Gigantic (CR 7.4.4)."""

from altered_tui.engine.characteristics import has_defender, is_gigantic
from altered_tui.engine.types import Zone

from tests.cards.builders import add_mana, put, start


def _by_orbs(version: str) -> list[tuple[bool, bool]]:
    """(Defender, Gigantic) with 3, 8 and 10 Mana Orbs."""
    g, p = start()
    valemon = put(g, p, version, Zone.EXPEDITION)
    out = [(has_defender(g, valemon), is_gigantic(g, valemon))]
    for more in (5, 2):
        add_mana(g, p, more)
        out.append((has_defender(g, valemon), is_gigantic(g, valemon)))
    assert len(g.players[p].mana) == 10
    return out


def test_alt_alize_b_or_39_c_defender_below_eight_orbs():
    assert _by_orbs("ALT_ALIZE_B_OR_39_C") == [(True, False), (False, False), (False, False)]


def test_alt_alize_b_or_39_r1_defender_below_eight_gigantic_from_ten():
    assert _by_orbs("ALT_ALIZE_B_OR_39_R1") == [(True, False), (False, False), (False, True)]


def test_alt_alize_b_or_39_r2_defender_below_eight_gigantic_from_ten():
    assert _by_orbs("ALT_ALIZE_B_OR_39_R2") == [(True, False), (False, False), (False, True)]
