"""Explain mode (e) narrates phases and daily effects; the "Why?" key (l, then ↑/↓ and w)
explains a log line with its rule and numbers."""

from __future__ import annotations

from altered_tui.i18n import set_language
from altered_tui.ui.explain import narration, why
from altered_tui.ui.screens.why import WhyScreen
from altered_tui.ui.widgets.log import GameLog
from tests.lessons.helpers import choose, lesson_app, through_dusk
from tests.ui.helpers import run_async, screen_text

PROGRESS = {"kind": "progress", "rule": "4.2.4.i", "players": ["You", "Rival"], "names": {},
            "data": {"via": "fails", "player": 0, "side": "hero", "region": 1,
                     "terrains": ["forest"], "stats": [0, 3, 3], "facing": [3, 0, 2],
                     "moves": False, "blocked": None,
                     "notes": [{"via": "zero", "terrain": "forest", "mine": 0, "theirs": 3}]}}


def test_narration_names_the_phase_and_its_rule():
    assert "[4.2.4]" in narration({"kind": "phase", "phase": "dusk"})
    assert "[4.2.1.d]" in narration({"kind": "draw"})
    assert narration({"kind": "pay"}) is None


def test_explain_mode_says_each_thing_once():
    log = GameLog(0)
    log.narrate = True
    dusk = {"kind": "phase", "phase": "dusk", "data": {"day": 1, "phase": "dusk"}, "rule": "",
            "depth": 0}
    log.append([dusk, {**dusk, "data": {"day": 2, "phase": "dusk"}}])
    assert log.said == {narration(dusk)}
    assert len(log.events) == 2


def test_why_a_progress_event_gives_the_terrain_comparison():
    _title, lines = why(PROGRESS, ["You", "Rival"])
    text = "\n".join(lines)
    assert "0/3/3" in text and "3/0/2" in text and "Forest 0: zero" in text
    assert "stays where it is" in text and "4.2.4.i" in text


def test_why_a_victory_check_gives_the_distances():
    event = {"kind": "check_victory", "rule": "4.2.5.d", "players": ["Ann", "Bob"],
             "data": {"sums": [5, 3]}}
    assert "5 for Ann, 3 for Bob" in "\n".join(why(event, ["Ann", "Bob"])[1])


async def _to_the_dusk_log(pilot):
    await pilot.press("space")
    await choose(pilot, "play Haven Warrior")
    await pilot.press("e", "p")
    await through_dusk(pilot)
    await pilot.press("escape")  # leave the goal notice, stay on the board


@run_async
async def test_explain_mode_and_why_key_by_keys():
    app = lesson_app("02-dusk-progress")
    async with app.run_test(size=(120, 40)) as pilot:
        await _to_the_dusk_log(pilot)
        log = app.board.query_one("#log-0", GameLog)
        assert log.narrate
        assert "[4.2.4]" in screen_text(app) or any(
            "Dusk: each Expedition" in str(line.text) for line in log.lines)
        await pilot.press("l")
        progress_from_end = next(i for i, e in enumerate(reversed(log.events))
                                 if e["kind"] == "progress" and e["data"]["player"] == 0
                                 and e["data"]["side"] == "hero")
        await pilot.press("up", *["up"] * progress_from_end, "w")
        assert isinstance(app.screen, WhyScreen)
        assert app.screen.event["kind"] == "progress"
        shown = screen_text(app)
        assert "Forest 4 > 3" in shown and "moves forward" in shown


def test_why_and_narration_speak_the_interface_language():
    event = {"kind": "draw", "rule": "4.1.j", "players": ["Ann", "Bob"],
             "data": {"who": 0, "count": 2}}
    assert why(event, ["Ann", "Bob"])[0] == "Ann draws 2 cards"
    set_language("fr")
    title, lines = why(event, ["Ann", "Bob"])
    assert title == "Ann pioche 2 cartes"
    assert lines[:2] == ["Pioche : chaque joueur pioche deux cartes au Matin.",
                         "À la mise en place, chaque joueur pioche six cartes."]
    assert narration({"kind": "phase", "phase": "dusk"}).startswith("ℹ Crépuscule : chaque")
