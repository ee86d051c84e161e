"""The Woollyback token of Skybound Odyssey (CR 7.3.4): a 1/1/1 Animal, made by a real
create-token effect, and named with its facts where a card creates it."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step

from tests.cards.builders import joins_with_its_facts


def test_alt_cyclone_b_mu_83_c_woollyback_joins_as_a_1_1_1_animal_token():
    joins_with_its_facts("ALT_CYCLONE_B_MU_83_C", "Animal", (1, 1, 1))


def test_alt_cyclone_b_mu_83_c_woollyback_is_rendered_with_its_subtype_and_statistics():
    step = ab.CreateToken(kind="create_token", token="Woollyback", where="each_expedition")
    assert render_step(step) == "Create a Woollyback Animal token (1/1/1) in each Expedition"
