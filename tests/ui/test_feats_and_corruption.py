"""How the board shows a Feat, completed or not, and a card of the sub-type Corruption
(README rulings: Feats, Corruption), at the small sizes and in both languages: a Feat's line
names it Feat and, once it is Completed, carries the status cmp like any other status; a
Corruption card carries ☠ wherever it is listed; the inspector spells both out."""

from __future__ import annotations

import html
import re

import pytest

from altered_tui.cards.pool import default_pool
from altered_tui.i18n import current_language, set_language
from altered_tui.lessons.controller import ScenarioController
from altered_tui.scenarios import Scenario
from altered_tui.ui.app import AlteredApp
from altered_tui.ui.screens.inspector import InspectorScreen
from tests.ui.helpers import pass_shared_screens, run_async, screen_text

GRETEL = "ALT_EOLE_B_BR_105_C"
MAKE_IT_WORK = "ALT_EOLE_B_AX_121_C"  # a Feat
LAST_STAND = "ALT_EOLE_B_BR_118_C"  # a Feat
PAJU = "ALT_EOLE_B_AX_108_C"  # Corruption
STIGMA = "ALT_EOLE_B_AX_116_C"  # Corruption
ORB = "ALT_CORE_B_BR_17_C"
SIZES = [(80, 24), (100, 30)]  # where the Landmarks row is narrowest
# The Completed status and the Feat sub-type as the board writes them, per language.
WORDS = {"en": ("cmp", "Feat"), "fr": ("acc", "Exploit")}


def feats_app(completed: bool = True) -> AlteredApp:
    """Make it Work (Completed, or not) in the Landmarks, Corrupted Paju in the Hero
    Expedition, Stigma of Stagnation and The Last Stand in the hand."""
    scenario = Scenario.model_validate({
        "name": "Feats", "seed": 0, "day": 2, "phase": "afternoon", "first_player": 0,
        "players": [
            {"name": "Ann", "hero": GRETEL, "deck": [ORB, ORB, ORB], "hand": [STIGMA, LAST_STAND],
             "mana": [ORB, ORB],
             "landmarks": [{"id": MAKE_IT_WORK, "statuses": ["completed"] if completed else []}],
             "hero_expedition": [PAJU]},
            {"name": "Ben", "hero": "ALT_CORE_B_LY_01_C", "deck": [ORB, ORB, ORB],
             "passed": True}]})
    controller = ScenarioController(scenario, default_pool())
    controller.set_passive_opponent()
    return AlteredApp(controller)


def screen_rows(app) -> list[str]:
    """The screen's rows as a player reads them (the text runs of each row of the SVG
    export, spaces left out)."""
    rows: dict[float, list[str]] = {}
    for y, text in re.findall(r'<text[^>]*y="([\d.]+)"[^>]*>(.*?)</text>', app.export_screenshot()):
        rows.setdefault(float(y), []).append(html.unescape(text).replace("\xa0", " "))
    return ["".join(rows[y]) for y in sorted(rows)]


def landmarks_row(app, language: str) -> str:
    label = "Repères (1)" if language == "fr" else "Landmarks (1)"
    return next(row for row in screen_rows(app) if label in row)


@pytest.fixture(params=["en", "fr"])
def language(request):
    before = current_language()
    set_language(request.param)
    yield request.param
    set_language(before)


async def on_board(pilot) -> None:
    await pass_shared_screens(pilot)
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_at_small_sizes_a_completed_feat_keeps_its_status_letter(size, language):
    """The Landmarks row is too narrow for the Feat's whole line: it keeps one letter per
    status, as an Expedition card does, its name cut."""
    letter = WORDS[language][0][0].upper()

    @run_async
    async def run():
        for completed in (True, False):
            app = feats_app(completed)
            async with app.run_test(size=size) as pilot:
                await on_board(pilot)
                row = landmarks_row(app, language)
                assert "Make" in row, row
                assert (f"…{letter}" in row.replace(" ", "")) is completed, row
    run()


def test_at_160_columns_a_feat_is_named_feat_and_says_completed_in_full(language):
    word, feat = WORDS[language]

    @run_async
    async def run():
        for completed in (True, False):
            app = feats_app(completed)
            async with app.run_test(size=(160, 50)) as pilot:
                await on_board(pilot)
                row = landmarks_row(app, language)
                bare = row.replace(" ", "")
                assert "Makeit" in bare and f"({feat})" in bare, row  # its name cut first
                assert (f"{word}({feat})" in bare) is completed, row
    run()


@pytest.mark.parametrize("size", [(100, 30), (160, 50)])
def test_the_hand_names_a_feat_feat(size, language):
    feat = WORDS[language][1]

    @run_async
    async def run():
        app = feats_app()
        async with app.run_test(size=size) as pilot:
            await on_board(pilot)
            row = next(row for row in screen_rows(app) if "The Last Stand" in row)
            assert feat in row.split("The Last Stand", 1)[1], row  # its type column
    run()


@pytest.mark.parametrize("size", [*SIZES, (160, 50)])
def test_a_corruption_card_is_marked_in_the_expedition_and_in_the_hand(size, language):
    @run_async
    async def run():
        app = feats_app()
        async with app.run_test(size=size) as pilot:
            await on_board(pilot)
            rows = screen_rows(app)
            assert any("Corru" in row and "☠" in row.split("Corru", 1)[1][:12]
                       for row in rows), rows  # Paju's name, cut or not, then ☠
            assert any("☠Stigma" in row.replace(" ", "") for row in rows), rows  # the hand
            assert "☠" not in landmarks_row(app, language)  # Make it Work is no Corruption
    run()


@run_async
async def test_the_inspector_says_whether_a_feat_is_completed():
    for completed, said in ((True, "Feat: Completed"), (False, "Feat: not completed yet")):
        app = feats_app(completed)
        async with app.run_test(size=(100, 30)) as pilot:
            await pass_shared_screens(pilot)
            board = app.board
            landmarks = board.obs["players"][0]["landmarks"]
            board.cursor = next(v["cid"] for v in landmarks if v["id"] == MAKE_IT_WORK)
            await pilot.press("i")
            await pilot.pause()
            assert isinstance(app.screen, InspectorScreen)
            text = " ".join(screen_text(app).split())
            assert said in text and "Feat, Landmark" in text
            assert ("Statuses: Completed" in text) is completed


@run_async
async def test_the_inspector_marks_a_corruption_card():
    app = feats_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pass_shared_screens(pilot)
        board = app.board
        expedition = board.obs["players"][0]["expeditions"]["hero"]
        board.cursor = next(v["cid"] for v in expedition if v["id"] == PAJU)
        await pilot.press("i")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Corrupted Paju ☠" in text and "Adventurer, Corruption" in text
        assert "Feat:" not in text  # a Character, no Feat


def test_feats_and_corruption_at_80x24_snapshot(snap_compare):
    assert snap_compare(feats_app(), terminal_size=(80, 24))


def test_feats_and_corruption_in_french_at_100x30_snapshot(snap_compare):
    before = current_language()
    set_language("fr")
    try:
        assert snap_compare(feats_app(), terminal_size=(100, 30))
    finally:
        set_language(before)
