"""A lesson never lets the learner lose it without a word: every way of playing it ends in
its goal or in a notice that the goal is out of reach, with the way to start again; what
happens on its own (the rival, a Hero's Reaction) is never taken for the learner's move."""

from __future__ import annotations

import pytest

from altered_tui.engine import apply_inplace, clone, legal_actions, observation, state_hash
from altered_tui.lessons import LessonRun, holds
from altered_tui.lessons.controller import PassiveOpponent
from altered_tui.scenarios import build_state
from altered_tui.ui.screens.lesson import LessonBoardScreen, LessonLostScreen
from tests.lessons.helpers import choose, lessons_and_pool, lesson_app, through_dusk
from tests.ui.helpers import run_async, screen_text

SIZE = (120, 40)
LESSONS = lessons_and_pool()[0]


def _rival_answers(g, actions: list[str], rival: PassiveOpponent) -> None:
    while g.pending is not None and g.winner is None and g.pending.player == 1:
        text = rival.choose(observation(g, 1, len(g.log)))
        apply_inplace(g, text)
        actions.append(text)


def _every_way(lesson):
    """Each way the learner may play the lesson (the rival passive), as (its moves, whether
    the goal was reached, the move after which it was said to be out of reach)."""
    pool = lessons_and_pool()[1]
    start = build_state(lesson.scenario, pool, lesson.id)
    run = LessonRun(lesson, len(start.log), start.day)
    actions: list[str] = []
    rival = PassiveOpponent(lesson.rival)  # a lesson's rival may play cards of its own
    _rival_answers(start, actions, rival)
    seen: set[tuple[str, bool, tuple[str, ...]]] = set()
    ends = []

    def walk(g, actions, moves, lost_at, rival):
        if all(holds(c, g, actions, run.log_from) for c in lesson.check):
            ends.append((moves, True, lost_at))
            return
        run.lost = ""
        if lost_at is None and run._why_lost(g, actions):
            lost_at = len(moves)
        if g.winner is not None or g.pending is None or g.day > run.last_day:
            ends.append((moves, False, lost_at))
            return
        key = (state_hash(g), lost_at is None, tuple(rival.script))
        if key in seen:
            return
        seen.add(key)
        for action in legal_actions(g):
            after, said = clone(g), list(actions)
            apply_inplace(after, action.text)
            said.append(action.text)
            theirs = PassiveOpponent(rival.script)  # the moves of the script still to come
            _rival_answers(after, said, theirs)
            walk(after, said, [*moves, action.text], lost_at, theirs)

    walk(start, actions, [], None, rival)
    return ends


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_every_way_through_a_lesson_reaches_the_goal_or_says_it_is_out_of_reach(lesson):
    ends = _every_way(lesson)
    assert any(won for _moves, won, _lost in ends), "the goal cannot be reached at all"
    silent = [moves for moves, won, lost_at in ends if not won and lost_at is None]
    assert not silent, f"the goal went out of reach without a word: {silent[0]}"
    too_soon = [moves for moves, won, lost_at in ends if won and lost_at is not None]
    assert not too_soon, f"said to be out of reach, then reached: {too_soon[0]}"


async def _lost_notice(pilot) -> LessonLostScreen:
    await through_dusk(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, LessonLostScreen), f"no notice that the goal is lost, but {screen}"
    return screen


# A wrong move in each lesson that has one, and a word of the reason the notice gives.
# Lessons 3, 4 and 8 have none: every way through them reaches the goal (test above).
WRONG_MOVES = {
    "01-first-turn": (["p"], [], "day is over"),
    "02-dusk-progress": (["space"], ["play Lyra Navigator"], "Haven Warrior costs 3"),
    "05-tumults-and-victory": (["space"], ["-> companion"], "Companion Expedition"),
    "06-arena": (["p", "p", "p"], [], "day is over"),  # nothing played in the Arena
    "07-gigantic-defender-tough": (["space", "space", "p"], [], "day is over"),
    "09-expand": ([], ["expand Kappa"], "Kappa went into your Mana"),
    "10-support": ([], ["play Bravos Pathfinder"], "without a boost"),
    "11-scout-cooldown": ([], ["play Icarus", "react Icarus"], "before Frozen Delivery"),
    "12-rush": (["space"], ["play Deep-Cloud Instructor", "no"], "Rush was declined"),
    "13-tough-in-play": (["space"], ["play Kappa#5@hand -> hero"], "Kappa has no Tough"),
    "14-feats": (["space"], ["play Bravos Pathfinder#6@hand -> hero"], "both of your Mana"),
}


@pytest.mark.parametrize("lesson_id", sorted(WRONG_MOVES))
@run_async
async def test_a_wrong_move_says_the_goal_is_out_of_reach_and_enter_starts_again(lesson_id):
    keys, options, reason = WRONG_MOVES[lesson_id]
    app = lesson_app(lesson_id)
    async with app.run_test(size=SIZE) as pilot:
        first_board = app.board
        for key in keys:
            await pilot.press(key)
            await through_dusk(pilot)
        for text in options:
            await choose(pilot, text)
            await pilot.pause()
        notice = await _lost_notice(pilot)
        assert reason in notice.why and reason in " ".join(screen_text(app).split())
        assert first_board.lesson_run.lost == notice.why
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LessonBoardScreen) and app.board is not first_board
        assert app.board.lesson.id == lesson_id
        assert app.board.lesson_run.step == 0 and not app.board.lesson_run.lost


@run_async
async def test_looking_at_the_board_after_a_lost_lesson_keeps_the_reason_and_r():
    app = lesson_app("02-dusk-progress")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        await choose(pilot, "play Haven Warrior#6@hand -> companion")
        await _lost_notice(pilot)
        await pilot.press("escape")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "goal is out of reach" in text and "Companion Expedition" in text
        assert "r: restart the lesson" in text


@run_async
async def test_a_wrong_card_does_not_do_the_step_that_names_another():
    app = lesson_app("02-dusk-progress")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        await choose(pilot, "play Lyra Navigator#5@hand -> hero")  # Water, not Haven Warrior
        await pilot.pause()
        assert app.board.lesson_run.step == 1  # still "play Haven Warrior"
        assert isinstance(app.screen, LessonLostScreen)  # and it can no longer be paid


@run_async
async def test_expand_starts_on_none_and_the_noon_reaction_is_not_a_missed_step():
    app = lesson_app("09-expand")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.board
        assert board.options[board.highlighted] == "expand none"  # Enter keeps every card
        await choose(pilot, "expand Shenlong")
        await pilot.pause()
        state = app.controller.state
        assert any(e.kind == "reaction" for e in state.log)  # Kojo & Booda at Noon
        assert state.pending.kind == "turn" and board.lesson_run.step == 1
        assert board.lesson_run.note == ""
        assert "That was not this step" not in screen_text(app)
