"""The Rust token (Roots of Corruption): a Companion token with '{J} I gain 1 boost per
completed Feat in your Landmarks' (README rulings: Feats; CR 6.5.i)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import give, play, spell
from tests.cards.builders import card, put, settle, start

RUST = "ALT_EOLE_B_BR_123_C"
MAKE_IT_WORK = "ALT_EOLE_B_AX_121_C"  # a Feat


def _rust_boosts(completed: int, uncompleted: int) -> int:
    g, p = start()
    for i in range(completed + uncompleted):
        feat = put(g, p, MAKE_IT_WORK, Zone.LANDMARKS)
        if i < completed:
            g.cards[feat].status |= Status.COMPLETED
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Rust",
                                            where="hero_expedition"))))
    settle(g)
    [rust] = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].card_id == RUST]
    return g.cards[rust].counters.get("boost", 0)


def test_alt_eole_b_br_123_c_gains_a_boost_per_completed_feat_in_your_landmarks():
    d = card(RUST)
    assert d.token and d.has_subtype("Companion") and (d.forest, d.mountain, d.water) == (0, 0, 0)
    assert _rust_boosts(0, 1) == 0
    assert _rust_boosts(2, 1) == 2
