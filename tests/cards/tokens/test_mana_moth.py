"""The Mana Moth token of Trial by Frost (CR 7.3.4): a 2/2/2 Illusion, made by a real
create-token effect, and named with its facts where a card creates it."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step

from tests.cards.builders import joins_with_its_facts


def test_alt_alize_b_yz_47_c_mana_moth_joins_as_a_2_2_2_illusion_token():
    joins_with_its_facts("ALT_ALIZE_B_YZ_47_C", "Illusion", (2, 2, 2))


def test_alt_alize_b_yz_47_c_mana_moth_is_rendered_with_its_subtype_and_statistics():
    step = ab.CreateToken(kind="create_token", token="Mana Moth", where="my_expedition")
    assert render_step(step) == "Create a Mana Moth Illusion token (2/2/2) in my Expedition"
