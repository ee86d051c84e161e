"""The Dragon Shade token of Trial by Frost (CR 7.3.4): a 5/5/5 Illusion, made by a real
create-token effect, and named with its facts where a card creates it."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step

from tests.cards.builders import joins_with_its_facts


def test_alt_alize_b_ne_02_c_dragon_shade_joins_as_a_5_5_5_illusion_token():
    joins_with_its_facts("ALT_ALIZE_B_NE_02_C", "Illusion", (5, 5, 5))


def test_alt_alize_b_ne_02_c_dragon_shade_is_rendered_with_its_subtype_and_statistics():
    step = ab.CreateToken(kind="create_token", token="Dragon Shade")
    assert render_step(step) == "Create a Dragon Shade Illusion token (5/5/5) in target Expedition"
    assert render_step(step, lang="fr").startswith("Créez un jeton Illusion Dragon Shade (5/5/5)")
