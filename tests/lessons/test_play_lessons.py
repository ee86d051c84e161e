"""Each bundled lesson, played through by key presses until its goal is reached; the
assertions are on the game state."""

from __future__ import annotations

from altered_tui.engine.types import Side, Status, Zone
from altered_tui.ui.screens.lesson import LessonBoardScreen, LessonDoneScreen
from tests.lessons.helpers import choose, goal_screen, lesson_app, through_dusk
from tests.ui.helpers import run_async, screen_text

SIZE = (120, 40)


def _cards(state, player, card_id, zone):
    p = state.players[player]
    cids = [c for s in Side for c in p.expeditions[s]] if zone is Zone.EXPEDITION \
        else p.zone_list(zone)
    return [state.cards[c] for c in cids if state.cards[c].card_id == card_id]


@run_async
async def test_lesson_1_hand_reserve_and_mana():
    app = lesson_app("01-first-turn")
    async with app.run_test(size=SIZE) as pilot:
        board = app.board
        assert isinstance(board, LessonBoardScreen) and board.lesson_run.step == 0
        assert "How to win" in " ".join(screen_text(app).split())  # first of all
        await pilot.press("space", "space")  # the first two steps only explain
        assert board.lesson_run.step == 2
        await choose(pilot, "play Bravos Pathfinder")
        assert board.lesson_run.step == 3
        await choose(pilot, "@reserve -> companion")
        await goal_screen(pilot)
        state = app.controller.state
        navigator = _cards(state, 0, "ALT_CORE_B_LY_12_R2", Zone.EXPEDITION)[0]
        assert navigator.has(Status.FLEETING)
        assert _cards(state, 0, "ALT_CORE_B_BR_08_C", Zone.EXPEDITION)
        assert all(state.cards[c].has(Status.EXHAUSTED) for c in state.players[0].mana)
        await pilot.press("enter")  # on to the next lesson
        await pilot.pause()
        assert app.board.lesson.id == "02-dusk-progress"


@run_async
async def test_lesson_2_dusk_progress():
    app = lesson_app("02-dusk-progress")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        await choose(pilot, "play Haven Warrior")
        await pilot.press("p")
        await goal_screen(pilot)
        me = app.controller.state.players[0]
        assert me.positions[Side.HERO] == 2 and me.positions[Side.COMPANION] == 7  # tie: stays


@run_async
async def test_lesson_3_night():
    app = lesson_app("03-night")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", "p")
        await through_dusk(pilot)
        await choose(pilot, "keep Kappa")
        await choose(pilot, "keep Shenlong")
        await goal_screen(pilot)
        state = app.controller.state
        assert _cards(state, 0, "ALT_CORE_B_LY_12_R2", Zone.DISCARD)
        assert len(state.players[0].reserve) == 2
        warrior = _cards(state, 0, "ALT_CORE_B_BR_17_C", Zone.EXPEDITION)[0]
        assert not warrior.has(Status.ANCHORED)


@run_async
async def test_lesson_4_reactions_in_order():
    app = lesson_app("04-reactions")
    async with app.run_test(size=SIZE) as pilot:
        await choose(pilot, "react Axiom Reprocessor")
        await goal_screen(pilot)
        # 4.4.c: the second Reaction was played without a question; the goal notice says why
        assert "only one left" in " ".join(screen_text(app).split())
        state = app.controller.state
        reactions = [state.cdef(e.data["card"]).name for e in state.log if e.kind == "reaction"]
        assert "Axiom Reprocessor" in reactions[0] and "Kojo" in reactions[1]
        assert _cards(state, 0, "ALT_CORE_B_BR_31_C", Zone.EXPEDITION)


@run_async
async def test_lesson_5_tumults_meeting_and_victory():
    app = lesson_app("05-tumults-and-victory")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        await choose(pilot, "-> hero")
        await pilot.press("p")
        await goal_screen(pilot)
        state = app.controller.state
        assert state.winner == 0 and any(e.kind == "reveal" for e in state.log)


@run_async
async def test_lesson_6_arena_tiebreak():
    app = lesson_app("06-arena")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await through_dusk(pilot)
        assert app.controller.state.tiebreak
        await pilot.press("p")  # no Expand
        await choose(pilot, "play Bravos Tracer")
        await pilot.press("p")
        await goal_screen(pilot)
        assert app.controller.state.winner == 0


@run_async
async def test_lesson_7_gigantic_and_defender():
    app = lesson_app("07-gigantic-defender-tough")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", "space")
        await choose(pilot, "play Atlas")
        await pilot.press("p")
        await goal_screen(pilot)
        state = app.controller.state
        me, rival = state.players
        assert me.positions[Side.HERO] == 1 and me.positions[Side.COMPANION] == 6
        # the rival played Haven Bouncer; its Sabotage took Shenlong: no Tough in Reserve
        assert not _cards(state, 1, "ALT_CORE_B_BR_15_C", Zone.HAND)
        assert _cards(state, 0, "ALT_CORE_B_BR_22_C", Zone.DISCARD)
        assert not any(e.kind == "tough" for e in state.log)  # nothing paid for it
        assert rival.positions[Side.HERO] == 0  # Defender


@run_async
async def test_lesson_8_seasoned_keeps_boosts():
    app = lesson_app("08-reserve-keywords")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", "space", "p")
        await goal_screen(pilot)
        state = app.controller.state
        assert _cards(state, 0, "ALT_CORE_B_BR_13_C", Zone.RESERVE)[0].boosts == 0
        assert _cards(state, 0, "ALT_CORE_B_BR_16_C", Zone.RESERVE)[0].boosts == 2


@run_async
async def test_lesson_9_expand():
    app = lesson_app("09-expand")
    async with app.run_test(size=SIZE) as pilot:
        await choose(pilot, "expand Shenlong")
        await choose(pilot, "play Kappa")
        await goal_screen(pilot)
        state = app.controller.state
        assert len(state.players[0].mana) == 4
        assert _cards(state, 0, "ALT_CORE_B_BR_13_C", Zone.EXPEDITION)


@run_async
async def test_lesson_10_support_from_reserve():
    app = lesson_app("10-support")
    async with app.run_test(size=SIZE) as pilot:
        await choose(pilot, "use Haven Warrior")
        await choose(pilot, "play Bravos Pathfinder")
        await goal_screen(pilot)
        assert _cards(app.controller.state, 0, "ALT_CORE_B_BR_08_C", Zone.EXPEDITION)[0].boosts == 1


@run_async
async def test_lesson_11_scout_and_cooldown():
    app = lesson_app("11-scout-cooldown")
    async with app.run_test(size=SIZE) as pilot:
        await choose(pilot, "play Frozen Delivery")
        state = app.controller.state
        delivery = _cards(state, 0, "ALT_ALIZE_B_AX_41_C", Zone.RESERVE)[0]
        assert delivery.has(Status.EXHAUSTED)  # Cooldown (CR 7.4.1.b)
        await choose(pilot, "scout")  # Icarus for 1 (CR 7.4.5.c)
        await choose(pilot, "react Icarus")  # the order of the two; the other follows
        await goal_screen(pilot)
        assert not delivery.has(Status.EXHAUSTED)  # readied by Icarus as it joined
        assert _cards(state, 0, "ALT_BISE_B_AX_56_C", Zone.RESERVE)  # sent there by Scout
        assert len(state.players[0].mana) == 2 and all(
            state.cards[c].has(Status.EXHAUSTED) for c in state.players[0].mana)  # 1 + 1 paid


@run_async
async def test_lesson_12_rush_plays_another_card_whose_reserve_ability_activates():
    app = lesson_app("12-rush")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        await choose(pilot, "play Deep-Cloud Instructor")
        state = app.controller.state
        assert state.pending.prompt["kind"] == "rush"  # its {H} ability asks at once
        await choose(pilot, "play Bravos Lookout")
        screen = await goal_screen(pilot)
        assert screen.next_title is not None  # lesson 13 follows
        lookout = _cards(state, 0, "ALT_DUSTER_B_BR_93_C", Zone.EXPEDITION)[0]
        assert lookout.boosts == 1  # its {R} ability, though played from the Hand (CR 7.3.1.b)
        instructor = _cards(state, 0, "ALT_DUSTER_B_BR_95_C", Zone.EXPEDITION)[0]
        assert instructor.boosts == 0  # played from the Hand: its own {R} ability did not
        assert all(state.cards[c].has(Status.EXHAUSTED) for c in state.players[0].mana)


@run_async
async def test_lesson_13_the_rival_cannot_pay_tough_to_target_achilles():
    app = lesson_app("13-tough-in-play")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        await choose(pilot, "play Achilles#6@hand -> hero")
        await pilot.pause()
        state = app.controller.state
        # the rival played Dorothy Gale with all 5 of its Mana: Tough 1 left Achilles out of
        # reach (CR 7.4.7.c), so its one possible target was Dorothy Gale itself
        assert _cards(state, 1, "ALT_CORE_B_YZ_16_C", Zone.RESERVE)
        assert _cards(state, 0, "ALT_CORE_B_BR_21_C", Zone.EXPEDITION)
        assert not any(e.kind == "tough" for e in state.log)  # nothing could be paid
        await pilot.press("p")
        screen = await goal_screen(pilot)
        assert screen.next_title is not None  # lesson 14 follows
        assert state.players[0].positions[Side.HERO] == 1


@run_async
async def test_lesson_14_passing_with_an_empty_hand_completes_make_it_work():
    app = lesson_app("14-feats")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        await choose(pilot, "play Make it Work")
        await pilot.pause()
        state = app.controller.state
        feat = _cards(state, 0, "ALT_EOLE_B_AX_121_R2", Zone.LANDMARKS)[0]
        assert not feat.has(Status.COMPLETED)  # in play, not yet completed
        assert not state.players[0].hand  # its {J} put Bravos Pathfinder into the Reserve
        assert _cards(state, 0, "ALT_CORE_B_BR_08_C", Zone.RESERVE)
        assert "Make it Work" in screen_text(app) and "cmp" not in screen_text(app)
        await pilot.press("p")
        screen = await goal_screen(pilot)
        assert feat.has(Status.COMPLETED)  # its Reaction to the pass, the Hand empty
        assert screen.next_title is None  # the last lesson
        await pilot.press("enter")  # back to the list
        await pilot.pause()
        from altered_tui.ui.screens.lesson import LessonListScreen
        assert isinstance(app.screen, LessonListScreen)


@run_async
async def test_learn_list_starts_the_chosen_lesson():
    app = lesson_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.board.lesson.id == "02-dusk-progress"
        assert not isinstance(app.screen, LessonDoneScreen)


@run_async
async def test_doing_the_next_step_without_reading_on_shows_the_step_after_it():
    app = lesson_app("01-first-turn")
    async with app.run_test(size=SIZE) as pilot:
        run = app.board.lesson_run
        assert run.step == 0 and run.current.until is None  # a step that only explains
        await choose(pilot, "play Bravos Pathfinder")  # step 2's action, without space first
        await pilot.pause()
        assert run.step == 3 and run.note == ""
        assert "Step 4/4" in screen_text(app)


@run_async
async def test_doing_something_else_says_so_and_the_step_stays():
    app = lesson_app("06-arena")
    async with app.run_test(size=SIZE) as pilot:
        run = app.board.lesson_run
        await pilot.press("p")
        await through_dusk(pilot)
        await pilot.press("p")  # no Expand
        await pilot.pause()
        assert run.step == 2 and run.note == ""  # play the Bravos Tracer you drew
        await choose(pilot, "play Bravos Pathfinder")  # another card: the Arena may still be won
        await pilot.pause()
        assert run.step == 2 and not run.lost
        assert "That was not this step" in run.note and run.note in screen_text(app)
        await pilot.press("r")  # the lesson starts again, with nothing to say
        await pilot.pause()
        assert app.board.lesson_run.step == 0 and app.board.lesson_run.note == ""
        assert "That was not this step" not in screen_text(app)


@run_async
async def test_a_later_step_done_first_is_kept_and_the_earlier_one_still_waits():
    app = lesson_app("01-first-turn")
    async with app.run_test(size=SIZE) as pilot:
        run = app.board.lesson_run
        await pilot.press("space", "space")
        assert run.step == 2  # play Bravos Pathfinder from the Hand
        await choose(pilot, "@reserve -> companion")  # step 4's action first
        await pilot.pause()
        assert run.step == 2 and "later step first" in run.note
        await choose(pilot, "play Bravos Pathfinder")
        await goal_screen(pilot)  # both steps are done: the goal is reached


@run_async
async def test_the_list_marks_a_finished_lesson_and_its_key_bar_offers_enter():
    from altered_tui.ui.screens.lesson import LessonListScreen

    app = lesson_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Start the lesson" in text and "finished" not in text
        await pilot.press("down", "down", "down", "enter")  # lesson 4: one choice does it
        await pilot.pause()
        await choose(pilot, "react Axiom Reprocessor")
        await goal_screen(pilot)
        await pilot.press("l")  # back to the list
        await pilot.pause()
        assert isinstance(app.screen, LessonListScreen)
        text = " ".join(screen_text(app).split())
        assert "✓ 4. Reactions in Limbo, and their order (finished)" in text
        assert text.count("(finished)") == 1
    app = lesson_app()  # the next time the lessons are opened, too
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "(finished)" in " ".join(screen_text(app).split())
