"""What the options and prompts of a decision say on the board: an ability that would do
nothing now says so and is not highlighted first; labels name the card and where it goes."""

from __future__ import annotations

import pytest

from altered_tui.cards.pool import default_pool
from altered_tui.lessons.controller import ScenarioController
from altered_tui.scenarios import Scenario
from altered_tui.ui.app import AlteredApp
from tests.ui.helpers import pass_shared_screens, run_async, screen_text

NEVENKA = "ALT_CORE_B_LY_01_C"  # quick action: {T}, target a Character you control, roll a die
PATHFINDER = "ALT_CORE_B_BR_08_C"
ORB = "ALT_CORE_B_BR_17_C"


def scenario_app(you: dict, rival: dict | None = None) -> AlteredApp:
    scenario = Scenario.model_validate({
        "name": "Options", "seed": 0, "day": 2, "phase": "afternoon", "first_player": 0,
        "players": [{"name": "Ann", "hero": NEVENKA, "deck": [ORB, ORB, ORB], **you},
                    {"name": "Ben", "hero": "ALT_CORE_B_BR_01_C", "deck": [ORB, ORB, ORB],
                     "passed": True, **(rival or {})}]})
    controller = ScenarioController(scenario, default_pool())
    controller.set_passive_opponent()
    return AlteredApp(controller)


@run_async
async def test_an_ability_with_no_target_now_says_so_and_is_not_highlighted_first():
    app = scenario_app({"hand": [PATHFINDER], "mana": [ORB, ORB, ORB]})
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_shared_screens(pilot)
        board = app.board
        use = next(i for i, text in enumerate(board.options) if text.startswith("use "))
        assert board.labels[use].label.startswith("Nevenka & Blotch (no target now): ")
        assert board.highlighted != use
        assert board.options[board.highlighted].startswith("play Bravos Pathfinder")
        assert "(no target now)" in screen_text(app)


@run_async
async def test_with_a_character_to_target_the_ability_is_offered_plainly():
    app = scenario_app({"hand": [PATHFINDER], "mana": [ORB, ORB, ORB],
                        "hero_expedition": [PATHFINDER]})
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_shared_screens(pilot)
        board = app.board
        use = next(i for i, text in enumerate(board.options) if text.startswith("use "))
        assert "no target" not in board.labels[use].label
        assert board.highlighted == 0


CLOTH_DANCER = "ALT_CORE_B_LY_14_C"  # played from the Hand: up to one target gains Fleeting


@run_async
async def test_a_target_question_says_what_happens_to_the_card_in_the_games_words():
    app = scenario_app({"hand": [CLOTH_DANCER], "mana": [ORB, ORB, ORB]},
                       {"hero_expedition": [PATHFINDER]})
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_shared_screens(pilot)
        board = app.board
        play = next(i for i, text in enumerate(board.options) if "Lyra Cloth Dancer" in text)
        await pilot.press(str(play + 1))
        await pass_shared_screens(pilot)
        state = app.controller.state
        assert state.pending.prompt["kind"] == "targets_up_to"
        from altered_tui.ui.cardtext import prompt_text
        assert prompt_text(board.prompt) == \
            "Reaction of Lyra Cloth Dancer: choose up to 1 Character. It gains Fleeting."
        text = " ".join(screen_text(app).split())
        assert "It gains Fleeting" in text and "(character)" not in text


REEF = "ALT_CYCLONE_B_AX_77_C"  # joins: you may send a Character with Hand Cost 2 or less to Reserve


@run_async
async def test_a_you_may_whose_only_target_is_your_own_card_says_so_in_the_question():
    app = scenario_app({"hand": [REEF], "mana": [ORB, ORB], "hero_expedition": [PATHFINDER]},
                       {"hero_expedition": ["ALT_CORE_B_BR_13_C"]})  # Kappa costs 4: no target
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_shared_screens(pilot)
        board = app.board
        await pilot.press(str(board.options.index(
            next(t for t in board.options if "Aerolith Reef" in t)) + 1))
        await pass_shared_screens(pilot)
        from altered_tui.ui.cardtext import prompt_text
        question = prompt_text(board.prompt)
        assert app.controller.state.pending.kind == "may"
        assert question.endswith("its only possible target is your own Bravos Pathfinder")
        shown = " ".join(screen_text(app).split())
        assert "Bravos Pathfinder" in shown and "only possible" in shown.replace("│", "")


OUROBOROS = "ALT_CORE_B_LY_30_R"  # The Ouroboros, Lyra Bastion: a Landmark
NAVIGATOR = "ALT_CORE_B_LY_12_C"


def _option_rows(app) -> list[str]:
    from altered_tui.ui.widgets.prompt import PromptView

    view = app.board.query_one(PromptView)
    return [row for part in view.content.renderables for row in part.plain.splitlines()]


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
@run_async
async def test_on_a_short_screen_options_keep_the_card_and_where_it_goes_whole_and_copies_apart(
        size):
    app = scenario_app({"hand": [NAVIGATOR, NAVIGATOR, OUROBOROS, PATHFINDER,
                                 "ALT_CORE_B_BR_13_C"], "reserve": [PATHFINDER],
                        "mana": [ORB] * 6})
    async with app.run_test(size=size) as pilot:
        await pass_shared_screens(pilot)
        board = app.board
        labels = [o.label for o in board.labels]
        navigators = [label for label in labels if "Lyra Navigator" in label]
        assert len(navigators) == 4 and len(set(navigators)) == 4  # two copies, two sides
        assert any("(copy 2)" in label for label in navigators)
        options = _shown_options(_option_rows(app))
        assert len(options) >= 4, options
        await pilot.press(*["down"] * 9)  # on to the plays from the Reserve
        await pilot.pause()
        options += _shown_options(_option_rows(app))
        for option in options:
            if option.startswith(("Pass", "Nevenka")):
                continue
            assert any(name in option for name in ("Lyra Navigator", "Bravos Pathfinder",
                                                   "The Ouroboros, Lyra Bastion", "Kappa")), option
            if "Lyra Navigator" in option:
                assert "Lyra Navigator (copy" in option, option  # which copy, before any cut
            if "→" in option:  # where it goes, whole
                assert option.endswith(("Hero", "Companion")) or "expedition" in option, option
        assert any("Bravos Pathfinder (Reserve) → Companion" in o for o in options)


def _shown_options(rows: list[str]) -> list[str]:
    """The options as the prompt block shows them, each one's rows joined."""
    options: list[str] = []
    for row in rows:
        head, body = row[:4], row[4:]
        if head.strip().lstrip("▶").strip().isdigit():
            options.append(body.strip())
        elif options and not head.strip() and body.strip():
            options[-1] += " " + body.strip()
    return options


@run_async
async def test_two_ways_to_pay_for_one_card_stay_apart_in_short_form():
    icarus = "ALT_BISE_B_AX_56_C"  # Hand Cost 4, Scout 1
    app = scenario_app({"hand": [icarus, NAVIGATOR, PATHFINDER, "ALT_CORE_B_BR_13_C"],
                        "mana": [ORB] * 4})
    async with app.run_test(size=(80, 24)) as pilot:
        await pass_shared_screens(pilot)
        shorts = [o.short for o in app.board.labels if o.short.startswith("Icarus")]
        assert "Icarus → Hero" in shorts and "Icarus → Hero · Scout cost" in shorts
        options = _shown_options(_option_rows(app))
        assert len(set(options)) == len(options), options
