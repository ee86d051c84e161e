"""The last English corners of the French interface: the resume list, the command palette,
and the Hero and Companion Expeditions written one way everywhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.command import CommandInput, CommandList, CommandPalette

from altered_tui.i18n import set_language, translator
from altered_tui.ui.screens.resume import ResumeApp
from tests.saves.helpers import recorded_game, start
from tests.ui.helpers import advance, kind_is, make_app, run_async, screen_text


@pytest.fixture
def french():
    set_language("fr")  # the conftest puts English back after each test


@run_async
async def test_the_resume_list_is_in_french(french):
    _, done = recorded_game(4)
    _, going = start(5, None)
    app = ResumeApp([(Path("a.json"), going.save), (Path("b.json"), done.save)])
    async with app.run_test(size=(120, 30)):
        text = " ".join(screen_text(app).split())
        assert "Reprendre une partie inachevée ?" in text
        assert "1. Ann (Bravos practice) contre Bob (Lyra practice) ┃ ┃ jour 1, 0 action —" in text
        assert "gagnée par" in text and "jouée pour la dernière fois le" in text
        assert "nouvelle partie" in text
        for english in (" vs ", "day ", "last played", "won by", "New match"):
            assert english not in text


@run_async
async def test_the_command_palette_speaks_french(french):
    app = make_app()
    advance(app, kind_is("turn"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the handover
        await pilot.pause(0.3)
        await pilot.press("ctrl+p")
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        assert palette.query_one(CommandInput).placeholder == "Chercher une commande…"
        commands = palette.query_one(CommandList)
        for _ in range(30):  # the palette fills its list as the commands come
            await pilot.pause(0.1)
            if commands.option_count >= 5:
                break
        text = " ".join(str(commands.get_option_at_index(i).prompt)
                        for i in range(commands.option_count))
        assert "Aide" in text and "Chaque touche et ce qu'elle fait" in text
        assert "Glossaire" in text and "Les termes du jeu, avec leurs règles" in text
        assert "Thème" in text and "Quitter la partie" in text
        for english in ("Search for commands", "Every key", "The game's terms", "Narrate",
                        "Move into the log", "full text of the card"):
            assert english not in text


def test_the_hero_and_companion_expeditions_have_one_capitalisation_in_french():
    catalogue = translator("fr")._catalog  # every French text of the interface and lessons
    written = set()
    for text in catalogue.values():
        for form in re.findall(r"Expéditions? du ((?i:héros|compagnon))\b", " ".join(
                text if isinstance(text, tuple) else [text])):
            written.add(form)
    assert written == {"héros", "compagnon"}


def test_a_play_option_names_the_expedition_as_the_log_does(french):
    from altered_tui.i18n import pgettext, _

    label = _("Play {card} {from_zone} → {side} expedition").format(
        card="Kappa", from_zone=_("from Hand"), side=pgettext("expedition", "Hero"))
    assert label == "Jouer Kappa depuis la Main → Expédition du héros"
