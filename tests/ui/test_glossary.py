"""The glossary screen (key g) and `altered-tui glossary`."""

from __future__ import annotations

import pytest

from altered_tui.i18n import current_language, set_language
from altered_tui.i18n.glossary import glossary
from altered_tui.ui.screens.glossary import GlossaryScreen
from tests.ui.helpers import make_app, pass_shared_screens, run_async, screen_text

BIG = (120, 40)


@run_async
async def test_g_opens_the_glossary_and_typing_filters():
    app = make_app()
    async with app.run_test(size=BIG) as pilot:
        await pass_shared_screens(pilot)
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, GlossaryScreen)
        assert f"{len(glossary())} terms" in screen_text(app)
        await pilot.press(*"tough")
        await pilot.pause()
        text = screen_text(app)
        assert "1 term " in text and "1 terms" not in text and "Coriace" in text and "7.4.7" in text
        assert "Sabotage" not in text
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, GlossaryScreen)


def test_glossary_snapshot(snap_compare):
    assert snap_compare(make_app(), press=["enter", "g"], terminal_size=BIG)


def test_glossary_in_french_snapshot(snap_compare):
    before = current_language()
    set_language("fr")
    try:
        assert snap_compare(make_app(), press=["enter", "g", *"repos"], terminal_size=BIG)
    finally:
        set_language(before)


def test_glossary_command_prints_a_table(capsys, monkeypatch, tmp_path):
    from altered_tui.cli import main

    monkeypatch.setenv("ALTERED_TUI_CONFIG", str(tmp_path))
    before = current_language()
    try:
        assert main(["glossary", "mana"]) == 0
        out = capsys.readouterr().out
        assert "Mana Orb" in out and "Orbe de Mana" in out and "3.2.9.c" in out
        assert "A card in the Mana zone" in out
        assert main(["glossary", "--lang", "fr", "arena"]) == 0
        out = capsys.readouterr().out
        assert "Arène" in out and "Glossaire" in out
        assert "Départages" in out and "remplace l'Aventure" in out  # the French definition
        assert not (tmp_path / "settings.json").exists()  # --lang is for this run only
    finally:
        set_language(before)


@pytest.mark.parametrize("needle", ["zzzz-nothing"])
def test_glossary_command_no_match(capsys, monkeypatch, tmp_path, needle):
    from altered_tui.cli import main

    monkeypatch.setenv("ALTERED_TUI_CONFIG", str(tmp_path))
    assert main(["glossary", needle]) == 1
