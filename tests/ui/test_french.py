"""The interface in French: board texts, and the game itself unchanged by the language."""

from __future__ import annotations

import re

import pytest

from altered_tui.engine import state_hash
from altered_tui.i18n import current_language, set_language
from tests.ui.helpers import (advance, kind_is, make_app, number_keys, pass_shared_screens,
                              run_async, screen_text)

BIG = (120, 40)


@pytest.fixture
def french():
    before = current_language()
    set_language("fr")
    try:
        yield
    finally:
        set_language(before)


async def _play_some(lang: str, actions: int = 12):
    before = current_language()
    set_language(lang)
    try:
        app = make_app()
        async with app.run_test(size=BIG) as pilot:
            texts = []
            for _step in range(actions):
                await pass_shared_screens(pilot)
                await pilot.press(*number_keys(0, len(app.board.options)))
            await pass_shared_screens(pilot)
            await pilot.pause()
            texts.append(screen_text(app))
            return app.controller.history, state_hash(app.controller.state), texts[-1]
    finally:
        set_language(before)


@run_async
async def test_lang_fr_shows_french_names_and_keeps_the_game_state():
    fr_history, fr_hash, fr_text = await _play_some("fr")
    en_history, en_hash, en_text = await _play_some("en")
    # The same keys take the same actions: the game does not depend on the language.
    assert fr_history == en_history and fr_hash == en_hash
    for word in ("Jour", "Réserve", "Repères", "Exp. Héros", "Exp. Compagnon", "Défausse",
                 "Limbes", "premier joueur", "Glossaire"):
        assert word in fr_text, word
    assert any(p in fr_text for p in ("Matin", "Midi", "Après-midi", "Mise en place"))
    assert "Reserve:" not in fr_text and "Landmarks:" not in fr_text
    assert "Reserve" in en_text and "Landmarks" in en_text and "Day" in en_text


@run_async
async def test_french_afternoon_prompt_and_options(french):
    app = make_app()
    advance(app, kind_is("turn"))
    async with app.run_test(size=BIG) as pilot:
        await pass_shared_screens(pilot)
        await pilot.pause()
        text = screen_text(app)
        assert "Après-midi" in text
        assert "Votre tour" in text and "Passer : " in text
        # The engine still receives the English text forms.
        assert "pass" in app.board.options


@run_async
async def test_french_footer_and_glossary_key(french):
    app = make_app()
    async with app.run_test(size=BIG) as pilot:
        await pass_shared_screens(pilot)
        await pilot.press("g")
        await pilot.pause()
        from altered_tui.ui.screens.glossary import GlossaryScreen

        assert isinstance(app.screen, GlossaryScreen)
        text = screen_text(app)
        assert "Glossaire" in text and "Aventure" in text and "Fermer" in text


def test_board_in_french_snapshot(snap_compare, french):
    app = make_app()
    advance(app, kind_is("turn"))
    assert snap_compare(app, press=["enter"], terminal_size=BIG)


def test_inspector_in_french_snapshot(snap_compare, french):
    app = make_app(kind="starter")
    advance(app, kind_is("turn"))
    assert snap_compare(app, press=["enter", "i"], terminal_size=BIG)


def _glued_colons(text: str) -> list[str]:
    """Words written with a colon straight after them ("Héros:"), where French puts a
    space before it ("Héros :"). Map marks such as "P1:H" are no label."""
    return re.findall(r"\S+:(?=\s|$)", text)


@pytest.mark.parametrize("kind", ["turn", "cleanup"])
@run_async
async def test_french_labels_have_a_space_before_their_colon(french, kind):
    from altered_tui.ui.screens.handover import HandoverScreen

    app = make_app(kind="starter")
    advance(app, kind_is(kind))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        handover = screen_text(app)
        await pass_shared_screens(pilot)
        await pilot.pause()
        board = screen_text(app)
        for text in (handover, board):
            assert _glued_colons(text) == []
        assert "Héros : " in board and "Limbes : " in board
        assert re.search(r"Réserve( \(\d+\))? : ", board)
        for label in app.board.labels:  # each option starts with a capital letter
            assert label.label[:1] == label.label[:1].upper(), label.label


@run_async
async def test_french_game_over_and_lesson_texts_have_a_space_before_their_colon(french):
    from tests.lessons.helpers import lesson_app
    from tests.ui.helpers import next_is_game_over, to_game_over

    app = make_app()
    advance(app, next_is_game_over)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_game_over(pilot)
        assert _glued_colons(screen_text(app)) == []
    app = lesson_app("01-first-turn")
    async with app.run_test(size=(160, 50)) as pilot:  # room for the whole lesson text
        await pilot.pause()
        text = screen_text(app)
        assert "Leçon : " in text and "Objectif : " in text
        assert re.search(r"Étape 1/\d+ : ", text)


@run_async
async def test_against_the_computer_the_status_line_says_who_it_is_at_80x24(french):
    from altered_tui.ui.app import AlteredApp
    from altered_tui.ui.controller import MatchController
    from tests.ui.helpers import NAMES, pool_and_decks

    pool, (deck1, deck2) = pool_and_decks()
    controller = MatchController(deck1, deck2, pool, seed=3, names=NAMES)
    controller.set_computer("greedy")
    app = AlteredApp(controller)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert f"{NAMES[1]} est l'ordinateur" in text  # whole, not cut at the screen's edge
        assert "au clavier" not in text  # the one at the keyboard is the other player


@run_async
async def test_a_lesson_in_french_says_its_title_goal_and_steps_in_french(french):
    from altered_tui.i18n import _
    from tests.lessons.helpers import lesson_app, lessons_and_pool

    lessons, _pool = lessons_and_pool()
    for lesson in lessons:  # every text of every lesson has its French
        for text in lesson.texts():
            assert _(text) != text, (lesson.id, text)
    first = lessons[0]
    app = lesson_app(first.id)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert " ".join(_(first.title).split()) in text and first.title not in text
        assert " ".join(_(first.steps[0].text).split()) in text
        assert "premier joueur : Vous" in text  # the learner, named "You"
        scenario = _(first.scenario.name)
        assert f"Scénario : {scenario}" in text and scenario != first.scenario.name
    async with lesson_app(first.id).run_test(size=(100, 30)) as pilot:
        await pilot.pause()  # less room: the step first, and `t` for the whole text
        text = " ".join(screen_text(pilot.app).split())
        assert " ".join(_(first.steps[0].text).split())[:60] in text
        assert "t : tout le texte de la leçon" in text
