"""Gretel & Rust (Hero): Reserve limit 2, Landmark limit 3; at Noon, if you control a Feat,
create a Rust token in your Companion Expedition."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.cards.builders import card, game_with_hero, put, run_until

GRETEL = "ALT_EOLE_B_BR_105_C"
RUST = "ALT_EOLE_B_BR_123_C"
FEAT = "ALT_EOLE_B_AX_121_C"


def _rusts_after_noon(with_feat: bool) -> list[int]:
    g, p = game_with_hero(GRETEL)
    if with_feat:
        put(g, p, FEAT, Zone.LANDMARKS)
    run_until(g, 2, Phase.AFTERNOON)
    return [c for c in g.players[p].expeditions[Side.COMPANION] if g.cards[c].card_id == RUST]


def test_alt_eole_b_br_105_c_at_noon_with_a_feat_creates_rust_in_the_companion_expedition():
    d = card(GRETEL)
    assert (d.reserve_limit, d.landmark_limit) == (2, 3) and d.faction.value == "BR"
    assert len(_rusts_after_noon(True)) == 1
    assert _rusts_after_noon(False) == []
