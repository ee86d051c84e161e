"""The tokens Heroes and cards create (CR 7.3.4): each is made by a real create-token effect
and joins with the statistics and sub-type of its card file."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.pool import default_pool
from altered_tui.engine.characteristics import stats

from tests.abilities.support import game_at_first_turn, give, play, spell


def _create(name: str):
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token=name, where="hero_expedition"))))
    tokens = [cid for cid, c in g.cards.items() if c.token and g.cdef(cid).name == name]
    assert len(tokens) == 1
    return g, tokens[0]


def _joins_with_its_facts(token_id: str, subtype: str, expected: tuple[int, int, int]) -> None:
    card = default_pool()[token_id]
    g, cid = _create(card.name)
    assert g.cards[cid].token and g.cards[cid].zone.value == "expedition"
    assert g.cdef(cid).id == token_id and g.cdef(cid).has_subtype(subtype)
    assert stats(g, cid) == expected


def test_alt_core_b_br_31_c_booda_joins_as_a_2_2_2_companion_token():
    _joins_with_its_facts("ALT_CORE_B_BR_31_C", "Companion", (2, 2, 2))


def test_alt_core_b_ax_31_c_brassbug_joins_as_a_2_2_2_robot_token():
    _joins_with_its_facts("ALT_CORE_B_AX_31_C", "Robot", (2, 2, 2))


def test_alt_core_b_or_32_c_ordis_recruit_joins_as_a_1_1_1_soldier_token():
    _joins_with_its_facts("ALT_CORE_B_OR_32_C", "Soldier", (1, 1, 1))
