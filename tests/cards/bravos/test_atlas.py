"""Atlas: Gigantic (present in both of its controller's Expeditions).

Atlas (rare): Gigantic, Seasoned; support {D}: the next Character you play this turn gains
2 boosts."""

from altered_tui.engine.characteristics import is_gigantic
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.objects import expedition_members

from tests.abilities.support import play
from tests.cards.builders import add_mana, card, put, ready_mana, start, use_support


ATLAS = "ALT_CORE_B_BR_20_C"


def test_alt_core_b_br_20_c_is_gigantic_present_in_both_expeditions():
    g, p = start()
    add_mana(g, p, 2)
    cid = put(g, p, ATLAS)
    play(g, cid, side="hero")
    assert ready_mana(g, p) == 0  # Hand Cost 5
    assert stats(g, cid) == (3, 3, 3)
    assert cid in expedition_members(g, p, Side.HERO)
    assert cid in expedition_members(g, p, Side.COMPANION)  # CR 7.4.4.b


AMELIA = "ALT_CORE_B_AX_11_C"
ATLAS_R = "ALT_CORE_B_BR_20_R"


def test_alt_core_b_br_20_r_support_gives_the_next_character_two_boosts():
    g, p = start()
    cid = put(g, p, ATLAS_R, Zone.RESERVE)
    use_support(g, cid)
    assert cid in g.players[p].discard
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert stats(g, amelia) == (4, 4, 4)


def test_alt_core_b_br_20_r_is_a_gigantic_seasoned_titan():
    assert card(ATLAS_R).keywords.seasoned and card(ATLAS_R).keywords.gigantic
    g, p = start()
    add_mana(g, p, 2)
    cid = put(g, p, ATLAS_R)
    play(g, cid)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (3, 3, 3) and is_gigantic(g, cid)


def test_alt_core_b_br_20_r2_tokens_you_control_are_gigantic_in_both_expeditions():
    """CR 7.4.4.b-c: the token is created in one Expedition and is present in both."""
    from altered_tui.engine.objects import expedition_members
    from altered_tui.engine.types import Side

    atlas_r2 = "ALT_CORE_B_BR_20_R2"
    assert card(atlas_r2).keywords.gigantic and (card(atlas_r2).hand_cost, stats_of(atlas_r2)) == (5, (1, 1, 1))
    g, p = start()
    atlas = put(g, p, atlas_r2, Zone.EXPEDITION, Side.HERO)
    assert is_gigantic(g, atlas)
    play(g, put(g, p, "ALT_CORE_B_OR_06_C"), "companion")  # Ordis Cadets: {J} a Recruit in my Expedition
    token = next(c for c in g.players[p].expeditions[Side.COMPANION] if g.cards[c].token)
    assert is_gigantic(g, token)
    assert token in expedition_members(g, p, Side.HERO) and token in expedition_members(g, p, Side.COMPANION)


def test_alt_core_b_br_20_r2_the_opponents_tokens_are_not_gigantic():
    from altered_tui.engine.types import Side

    g, p = start()
    put(g, 1 - p, "ALT_CORE_B_BR_20_R2", Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_CORE_B_OR_06_C"), "hero")
    token = next(c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token)
    assert not is_gigantic(g, token)


def stats_of(card_id):
    d = card(card_id)
    return (d.forest, d.mountain, d.water)
