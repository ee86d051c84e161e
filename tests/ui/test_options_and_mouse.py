"""Options say what they do in words, the highlighted option's card is shown under the card
cursor, and the mouse selects cards and options."""

from __future__ import annotations

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone
from altered_tui.ui.options import describe
from tests.abilities.support import character, give
from tests.ui.helpers import advance, kind_is, make_app, run_async, screen_text


def _turn_app():
    app = make_app(kind="starter")
    advance(app, kind_is("turn"))
    return app


def test_play_options_say_where_the_card_goes_and_what_it_costs():
    app = _turn_app()
    g = app.controller.state
    p = g.pending.player
    play = next(a for a in g.pending.options if a.verb == "play" and a.dest)
    label = describe(g, play.text, p)
    assert label.card == play.card
    assert label.label.startswith(f"Play {g.cdef(play.card).name} from Hand → ")
    assert "mana" in label.label and "#" not in label.label


def test_a_free_play_option_says_it_is_free_not_its_mana():
    app = _turn_app()
    g = app.controller.state
    p = g.pending.player
    play = next(a for a in g.pending.options if a.verb == "play" and a.dest)
    label = describe(g, f"{play.text} free", p)
    assert label.label.endswith(" · for free") and "mana" not in label.label
    scout = describe(g, f"{play.text} free scout", p)  # for free, with Scout (CR 7.4.5.d)
    assert scout.label == label.label + " · Scout cost: it goes to Reserve"


def test_an_ability_option_shows_the_abilitys_text_and_its_source():
    app = _turn_app()
    g = app.controller.state
    p = g.pending.player
    source = give(g, p, character(ab.QuickAction(
        kind="quick", cost=ab.Cost(exhaust_me=True),
        effect=[ab.Draw(kind="draw", count=1)]), name="Well Reader"), Zone.EXPEDITION, Side.HERO)
    use = next(o for o in (a.text for a in g.pending.options) if o.startswith("use Well Reader"))
    label = describe(g, use, p)
    assert label.card == source
    assert label.label.startswith("Well Reader: ") and "draw" in label.label.lower()
    assert " a1" not in label.label
    assert "{T}" not in label.label and "[exhaust it]" in label.label  # the symbol in words


def test_a_one_of_its_reserve_abilities_option_shows_that_abilitys_text():
    app = _turn_app()
    g = app.controller.state
    p = g.pending.player
    boost = ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=2)
    draw = ab.Draw(kind="draw", count=1)
    reactions = [ab.Reaction(kind="reaction", trigger=ab.Trigger(on="played_from_reserve"),
                             effect=[step]) for step in (boost, draw)]
    two = give(g, p, character(*reactions, name="Two Tricks"))
    first, second = (describe(g, f"ability Two Tricks#{two} a{n}", p) for n in (1, 2))
    assert first.card == second.card == two
    assert first.label.startswith("Two Tricks: ") and "boost" in first.label
    assert second.label.startswith("Two Tricks: ") and "draw" in second.label.lower()
    assert " a2" not in second.label and "{R}" not in second.label  # the symbol in words


def test_log_lines_and_prompts_give_the_cards_symbols_in_words():
    from altered_tui.engine.observation import observation
    from altered_tui.ui.cardtext import event_text, prompt_text
    from tests.abilities.support import play
    from tests.cards.builders import put, start, use_support

    g, p = start()
    use_support(g, put(g, p, "ALT_DUSTER_B_BR_89_C", Zone.RESERVE))  # Kedarm
    said = event_text(observation(g, p)["log"][-1])
    assert "one of its [played from Reserve] abilities" in said and "{R}" not in said
    play(g, put(g, p, "ALT_DUSTER_B_BR_94_R1"))  # Reka Fisherman: two {R} abilities
    asked = prompt_text(g.pending.prompt)
    assert asked.endswith("of its [played from Reserve] abilities activates") and "{R}" not in asked


def test_pass_done_and_target_options_in_words():
    app = _turn_app()
    g = app.controller.state
    p = g.pending.player
    assert describe(g, "pass", p).label.startswith("Pass")
    assert describe(g, "done", p).label.startswith("Done")
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    target = describe(g, f"target {g.cdef(mine).name}#{mine} tough 2", p)
    assert "yours" in target.label and "pay 2 mana for Tough" in target.label


@run_async
async def test_moving_through_options_highlights_their_card_and_clicks_select():
    app = _turn_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        board = app.board
        assert "→" in screen_text(app)  # the options read as sentences, not text forms
        start = board.cursor
        for _ in board.options:  # tab to an option whose card is not under the cursor
            await pilot.press("tab")
            card = board.labels[board.highlighted].card
            if card is not None and card != start:
                break
        assert board.cursor == card  # the card cursor followed the highlighted option
        # A click on a card moves the cursor there and highlights the card's option.
        other = next(cid for row in board.rows for cid, view, _ in row
                     if cid != board.cursor and board._options_for_cursor() is not None
                     and any(o.card == cid for o in board.labels))
        await board.run_action(f"click_card({other})")
        assert board.cursor == other and board.labels[board.highlighted].card == other
        # A click on an option highlights it; a second click on it chooses it.
        taken = app.controller.state.actions_taken
        last = len(board.options) - 1
        await board.run_action(f"click_option({last})")
        assert board.highlighted == last and app.controller.state.actions_taken == taken
        text = board.options[last]
        await board.run_action(f"click_option({last})")
        await pilot.pause()
        assert app.controller.history[taken] == text


@run_async
async def test_a_real_mouse_click_on_an_option_line_highlights_it():
    app = _turn_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        board = app.board
        taken = len(app.controller.history)
        await pilot.pause()
        prompt = board.query_one("#prompt").region
        other = board.highlighted + 1  # the option after the one highlighted first
        # Find the screen row where that option is drawn, and click it there.
        row = next(y for y in range(prompt.y, prompt.bottom)
                   if app.screen.get_style_at(prompt.x + 6, y).meta.get("@click")
                   == f"screen.click_option({other})")
        await pilot.click(offset=(prompt.x + 6, row))
        assert board.highlighted == other and len(app.controller.history) == taken  # not chosen


def _rows(view) -> list[str]:
    """The text rows of the prompt block (a group of lines)."""
    return [row for part in view.content.renderables for row in part.plain.splitlines()]


@run_async
async def test_a_long_option_list_at_80x24_scrolls_to_the_highlighted_option_with_hints():
    from altered_tui.ui.widgets.prompt import PromptView

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        view = app.board.query_one(PromptView)
        labels = [f"Option number {n}" for n in range(1, 31)]
        view.show("Your turn", labels, 19, None, "")
        await pilot.pause()
        rows = _rows(view)
        assert len(rows) <= view.content_size.height  # nothing cut off at the bottom
        assert any(r.startswith("▶20 Option number 20") for r in rows)
        assert any("▲" in r and "more" in r for r in rows)
        assert any("▼" in r and "more" in r for r in rows)
        view.show("Your turn", labels, 29, None, "")  # the last one: no hint below
        await pilot.pause()
        rows = _rows(view)
        assert any(r.startswith("▶30 Option number 30") for r in rows)
        assert not any("▼" in r for r in rows)


def _option_texts(view) -> dict[int, str]:
    """What each option reads on screen, its rows joined, by option number."""
    import re

    texts: dict[int, str] = {}
    number = None
    console = view.app.console
    shown = console.render_lines(view.content, console.options.update_width(
        view.content_size.width), pad=False)
    for row in ("".join(segment.text for segment in line) for line in shown):
        start = re.match(r"[▶ ]([ \d]\d) ", row)
        if start:
            number = int(start.group(1))
            texts[number] = row[4:].strip()
        elif number is not None and row.startswith("    "):
            texts[number] += " " + row.strip()
        else:
            number = None
    return texts


TWIN_LABELS = [f"Play {name} from {zone} → {side} expedition · 2 mana"
               for name in ("Haven Trainee", "Haven Warrior") for zone in ("Hand", "Reserve")
               for side in ("Hero", "Companion")]


GAME_LABELS = [f"Play {name} from Hand → {side} expedition · {cost} mana"
               for name, cost in (("Bravos Tracer", 2), ("Bravos Pathfinder", 2),
                                  ("Ratatoskr", 1)) for side in ("Hero", "Companion")]


@pytest.mark.parametrize("size,labels,all_shown", [((100, 30), TWIN_LABELS[:4], True),
                                                  ((80, 24), TWIN_LABELS, False),
                                                  ((100, 30), GAME_LABELS, True)])
@run_async
async def test_options_that_are_not_highlighted_can_be_told_apart(size, labels, all_shown):
    from altered_tui.ui.widgets.prompt import PromptView

    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")
        view = app.board.query_one(PromptView)
        view.show("Your turn", labels, 0, None, "")
        await pilot.pause()
        texts = _option_texts(view)
        assert sorted(texts)[0] == 1 and len(texts) >= 4
        assert len(_rows(view)) <= view.content_size.height
        if all_shown:
            assert len(texts) == len(labels)
        else:  # every option, or a window with a hint of those below
            assert len(texts) == len(labels) or any("▼" in row for row in _rows(view))
        assert len(set(texts.values())) == len(texts), texts  # no two read alike
        for n, text in texts.items():  # each shows its card, zone and Expedition
            label = labels[n - 1]
            assert label.split(" from ")[0].split()[-1] in text, text
            if any("Reserve" in other for other in labels):
                assert ("Reserve" if "Reserve" in label else "Hand") in text, text
            assert ("Companion" if "Companion" in label else "Hero") in text, text
