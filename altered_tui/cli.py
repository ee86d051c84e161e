"""The `altered-tui` command."""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from pathlib import Path

from altered_tui.cards.yamlsource import InputError, Problem
from altered_tui.plaintext import control_problem, printable, shortened
from altered_tui.uniques.commands import add_commands as add_unique_commands
from altered_tui.uniques.commands import cmd_list as list_uniques

DEFAULT_DECKS = ("bravos-starter.yaml", "lyra-starter.yaml")


def _load_pool():
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.cards.pool import default_pool
    from altered_tui.cards.unique_source import UniqueSource

    pool = default_pool()
    if pool.unique_source is None:  # a deck or a save may name a stored Unique card
        pool.unique_source = UniqueSource(_stored_unique_record)
    return pool


def _load_decks(paths: list[str], pool, constructed: bool = False,
                deck_format: str = "standard"):
    """Two deck files, or the two bundled decks when none are given. With `constructed`,
    a deck that breaks CR 1.1.4 or its format's rule is refused (unless it says
    `practice: true`)."""
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.cards.decks import DeckFormat, load_deck
    from altered_tui.cards.pool import decks_dir

    if len(paths) not in (0, 2):
        raise InputError([_problem("decks", "give two deck files, or none for the bundled decks")])
    files = [Path(p) for p in paths] or [decks_dir() / name for name in DEFAULT_DECKS]
    problems, decks = [], []
    for f in files:
        try:
            decks.append(load_deck(f, pool, constructed=constructed,
                                   deck_format=DeckFormat(deck_format)))
        except InputError as exc:
            problems.extend(exc.problems)
    if problems:
        raise InputError(problems)
    return decks


def _stored_unique_record(reference: str):
    """The stored record of a Unique a deck names (None when not stored)."""
    # lazy: the store is opened only for a deck that names a Unique the pool lacks
    from altered_tui.uniques.store import StoreError, UniqueStore

    try:
        return UniqueStore().get(reference)
    except StoreError as exc:
        raise InputError([Problem(str(exc.path), None, exc.reason)]) from None


def _problem(where: str, message: str):
    return Problem(where, None, message)


def _names(text: str | None) -> tuple[str, str]:
    if not text:
        return ("P1", "P2")
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 2 or not all(parts) or parts[0] == parts[1]:
        raise InputError([_problem("--names", "expected two different names, e.g. --names Ann,Bob")])
    for part in parts:
        problem = control_problem(part)
        if problem:
            raise InputError([_problem("--names", f"a name {problem}")])
    return (parts[0], parts[1])


def cmd_play(args: argparse.Namespace) -> int:
    pool = _load_pool()
    if args.scenario:
        return _play_scenario(Path(args.scenario), pool)
    deck1, deck2 = _load_decks(args.decks, pool, constructed=True, deck_format=args.format)
    names = _names(args.names)
    if _offer_lessons():
        return _open_lessons(pool)
    resumed = _offer_resume(args.vs_ai)
    if resumed is not None:
        return resumed
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.ui.app import run_match

    return run_match(deck1, deck2, pool, seed=args.seed, names=names, vs_ai=args.vs_ai)


def _play_scenario(path: Path, pool) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.lessons.controller import ScenarioController
    from altered_tui.ui.app import run_controller

    return run_controller(ScenarioController.from_file(path, pool))


def _offer_lessons() -> bool:
    """The first `play` at a terminal asks, once, whether to open the lessons instead."""
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.welcome import (at_a_terminal, lessons_offered, remember_lessons_offered,
                                     wants_lessons)

    if lessons_offered() or not at_a_terminal():
        return False
    # lazy: the lessons and their scenario models (about 40 ms) are read only when the offer
    # is made, not by every later `play`, which shows its match without them
    from altered_tui.lessons import all_lessons

    remember_lessons_offered()
    return wants_lessons(len(all_lessons()))


def _open_lessons(pool, first: int | None = None) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.lessons import all_lessons
    from altered_tui.ui.screens.lesson import run_lessons

    return run_lessons(all_lessons(), pool, first)


def cmd_welcome(args: argparse.Namespace) -> int:
    """`altered-tui` alone: what each main command does; at a terminal, the first time, the
    offer of the lessons."""
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.lessons import all_lessons
    from altered_tui.welcome import welcome_text

    print(welcome_text(len(all_lessons())) + "\n")
    if _offer_lessons():
        gc.disable()  # a screen command from here on (see SCREEN_COMMANDS)
        return _open_lessons(_load_pool())
    return 0


def cmd_learn(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.i18n import _
    from altered_tui.lessons import all_lessons

    lessons = all_lessons()
    if args.list:
        for i, lesson in enumerate(lessons, 1):
            print(f"{i:>2}. {_(lesson.title)} — {_(lesson.goal)}")
        return 0
    first = None
    if args.lesson is not None:
        if not 1 <= args.lesson <= len(lessons):
            raise InputError([_problem("learn", f"lessons are numbered 1 to {len(lessons)}")])
        first = args.lesson - 1
    return _open_lessons(_load_pool(), first)


def _ai_levels(text: str | None) -> tuple[str, str]:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.ai import PLAYERS

    parts = [p.strip() for p in (text or "random,random").split(",")]
    if len(parts) == 1:
        parts = parts * 2
    if len(parts) != 2 or any(p not in PLAYERS for p in parts):
        raise InputError([_problem("--ai", f"expected A,B with each one of {', '.join(PLAYERS)}")])
    return (parts[0], parts[1])


def _print_summary(summary, deck1, deck2, ai: tuple[str, str], seed: int, asked: int) -> None:
    # lazy: loaded only when this command runs, to keep start-up quick
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    def pct(x: float) -> str:
        return f"{100 * x:.1f}%"

    n = summary.games
    console = Console()
    if summary.stopped:
        console.print(f"stopped by ctrl+c: {n} of the {asked} games were played")
        if n == 0:
            return
    last = seed + (asked if summary.stopped else n) - 1
    table = Table(title=f"{n} game{'s' if n != 1 else ''}, seeds {seed}..{last}")
    table.add_column("")
    table.add_column(Text(f"{deck1.name} ({ai[0]})"))  # Text: a deck name is not markup
    table.add_column(Text(f"{deck2.name} ({ai[1]})"))
    rates = [summary.wins[p] / n for p in (0, 1)]
    cis = [summary.win_interval(p) for p in (0, 1)]
    table.add_row("wins", str(summary.wins[0]), str(summary.wins[1]))
    table.add_row("win rate (95% CI)",
                  *(f"{pct(r)} ({pct(lo)}-{pct(hi)})" for r, (lo, hi) in zip(rates, cis)))
    table.add_row("mean final distance", *(f"{d:.2f}" for d in summary.mean_distance))
    console.print(table)
    data = summary.as_json()
    if data["first_player_win_rate"] is not None:
        lo, hi = data["first_player_ci95"]
        console.print(f"first player wins: {summary.first_player_wins}/{summary.decided} "
                      f"({pct(data['first_player_win_rate'])}, 95% CI {pct(lo)}-{pct(hi)})")
    console.print(f"unfinished: {summary.draws_or_unfinished}   errors: {summary.errors}   "
                  f"mean days: {summary.mean_days:.2f}   time: {summary.seconds:.2f} s")
    if summary.error_seeds:
        console.print(f"seeds with errors: {summary.error_seeds}")


def cmd_simulate(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.simulate import simulate

    pool = _load_pool()
    deck1, deck2 = _load_decks(args.decks, pool)
    if args.games < 1:
        raise InputError([_problem("--games", "must be 1 or more")])
    if args.jobs < 1:
        raise InputError([_problem("--jobs", "must be 1 or more")])
    ai = _ai_levels(args.ai)
    run = dict(seed=args.seed, ai=ai, jobs=args.jobs)
    if args.search_iterations is not None:
        if args.search_iterations < 1:
            raise InputError([_problem("--search-iterations", "must be 1 or more")])
        run["search_iterations"] = args.search_iterations
    if args.json or not sys.stdout.isatty():
        summary = simulate(deck1, deck2, pool, args.games, **run)
    else:
        # lazy: loaded only when this command runs, to keep start-up quick
        from rich.progress import Progress

        with Progress(transient=True) as progress:
            task = progress.add_task("playing", total=args.games)
            summary = simulate(deck1, deck2, pool, args.games,
                               on_game=lambda _r: progress.advance(task), **run)
    if args.json:
        print(json.dumps(summary.as_json()))
    else:
        _print_summary(summary, deck1, deck2, ai, args.seed, args.games)
    if summary.stopped:
        return 130
    return 1 if summary.errors else 0


def cmd_check(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.scenario_check import check_paths

    lines, ok = check_paths([Path(p) for p in args.scenarios], _load_pool())
    for line in lines:
        print(printable(line))
    return 0 if ok else 1


def cmd_validate(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.cards.decks import DeckFormat
    from altered_tui.cards.validation import validate_paths

    report = validate_paths([Path(p) for p in args.paths], DeckFormat(args.format),
                            unique_lookup=_stored_unique_record)
    for line in report.lines():
        print(printable(line))
    return 0 if report.ok else 1


# -- saves: resume and replay (altered_tui.saves) ------------------------------------------


def _offer_resume(vs_ai: str | None = None) -> int | None:
    """On `play` at a terminal: offer the unfinished matches of the same kind (against the
    computer with --vs-ai, hot-seat without); the exit code if one was resumed, None to
    start a new match. Elsewhere (pipes, tests) only a note is printed."""
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.i18n import ngettext
    from altered_tui.saves.store import clean_orphans, list_saves, unfinished

    clean_orphans()
    saves = [(p, s) for p, s in unfinished(list_saves())
             if s.actions and bool(s.settings.get("vs_ai")) == bool(vs_ai)]
    if not saves:
        return None
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        print(ngettext("note: {n} unfinished match; `altered-tui resume` lists it",
                       "note: {n} unfinished matches; `altered-tui resume` lists them",
                       len(saves)).format(n=len(saves)), file=sys.stderr)
        return None
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.ui.crash import run_app
    from altered_tui.ui.screens.resume import ResumeApp

    chosen = run_app(ResumeApp(saves))
    return _resume_file(chosen) if chosen is not None else None


def _resume_file(path: Path) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.saves.store import read_save
    from altered_tui.ui.app import run_controller
    from altered_tui.ui.controller import MatchController

    save = read_save(path)  # a finished match is refused once replayed (never by its fields)
    return run_controller(MatchController.resume(save, path, _load_pool()))


def _chosen_save(text: str, saves, listed_by: str) -> Path:
    """A save named on the command line: a file, or a number of the list `listed_by`
    prints (a file of that name comes first)."""
    path = Path(text)
    if path.exists() or not text.isdigit():
        return path
    if not 1 <= int(text) <= len(saves):
        raise InputError([_problem(text, f"no match numbered {text}; `{listed_by}` lists "
                                         f"{len(saves)}")])
    return saves[int(text) - 1][0]


def _print_saves(saves) -> None:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.saves.summary import save_facts

    for number, (path, save) in enumerate(saves, start=1):
        players, progress = save_facts(save)
        print(printable(f"{number:>2}. {players}\n    {progress}\n    {path}", keep_newlines=True))


def _listing(kind):
    """The saves `kind` keeps (store.unfinished or store.finished), newest first; files
    that cannot be read are left alone, but said."""
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.saves.store import clean_orphans, list_saves

    clean_orphans()
    listing = list_saves()
    for problem in listing.problems:
        print(printable(f"warning: {problem}"), file=sys.stderr)
    return kind(listing)


def cmd_resume(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.i18n import _
    from altered_tui.saves.store import delete_save, saves_dir, unfinished

    if args.delete:
        saves = _listing(unfinished) if args.delete.isdigit() else []
        path = _chosen_save(args.delete, saves, "altered-tui resume --list")
        delete_save(path)
        print(_("deleted {path}").format(path=path))
        return 0
    if args.file:
        return _resume_file(Path(args.file))
    saves = _listing(unfinished)
    if not saves:
        print(printable(_("no unfinished match in {folder}").format(folder=saves_dir())))
        return 0
    if args.list or not (sys.stdin.isatty() and sys.stdout.isatty()):
        _print_saves(saves)
        print(_("`altered-tui resume FILE` continues one; `altered-tui resume --delete N` "
                "deletes number N"))
        return 0
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.ui.crash import run_app
    from altered_tui.ui.screens.resume import QUIT, ResumeApp

    chosen = run_app(ResumeApp(saves, new_label=QUIT))
    return _resume_file(chosen) if chosen is not None else 0


def _list_finished() -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.i18n import _
    from altered_tui.saves.store import finished, saves_dir

    saves = _listing(finished)
    if not saves:
        print(_("no finished match in {folder}").format(folder=saves_dir()))
        return 0
    print(_("Finished matches, newest first:"))
    _print_saves(saves)
    print(_("`altered-tui replay N` (or FILE) steps through one"))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.saves.lock import SaveLock
    from altered_tui.saves.replay import rebuild
    from altered_tui.saves.store import finished, read_save

    if args.file is None:
        return _list_finished()
    saves = _listing(finished) if args.file.isdigit() else []
    path = _chosen_save(args.file, saves, "altered-tui replay")
    save = read_save(path)
    lock = SaveLock(path)
    if not lock.try_acquire():
        raise InputError([_problem(str(path), "this match is being played in another window; "
                                              "it can be replayed once that window is closed")])
    lock.release()
    pool = _load_pool()
    rebuilt = rebuild(save, pool, path, keep_states=not args.json)
    # A match not over is shown as a spectator sees it, unless both players agree.
    reveal = args.reveal or rebuilt.state.winner is not None
    if not reveal and args.view is not None:
        raise InputError([_problem("--view", "this match is not over: a player's view shows "
                                             "their hand; add --reveal if both players agree")])
    viewer = -1 if args.view is None else args.view - 1
    if args.json:
        # lazy: loaded only when this command runs, to keep start-up quick
        from altered_tui.engine import observation, state_hash

        state = rebuilt.state
        out = {"file": str(path), "actions": len(save.actions), "winner": state.winner,
               "win_reason": state.win_reason, "day": state.day}
        if reveal:  # the full hash would let one check guesses at the hidden cards
            out["state_hash"] = state_hash(state)
        print(json.dumps({**out, "observation": observation(state, max(viewer, 0) if reveal
                                                               else viewer)}))
        return 0
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.ui.crash import run_app
    from altered_tui.ui.screens.replay import ReplayApp

    assert rebuilt.states is not None
    return run_app(ReplayApp(save, rebuilt.states, pool, viewer, reveal=reveal)) or 0


def _add_save_commands(sub) -> None:
    resume = sub.add_parser("resume", help="continue an unfinished match (autosaved)")
    resume.add_argument("file", nargs="?", metavar="FILE", help="a save file (default: choose)")
    resume.add_argument("--list", action="store_true", help="only list the unfinished matches")
    resume.add_argument("--delete", metavar="N|FILE", default=None,
                        help="delete a save: number N of `resume --list`, or a file")
    resume.set_defaults(func=cmd_resume)

    replay = sub.add_parser("replay", help="step through a saved match (←/→, home/end); "
                            "without FILE, list the finished matches")
    replay.add_argument("file", nargs="?", metavar="N|FILE", default=None,
                        help="a save file, or number N of the list (default: list them)")
    replay.add_argument("--json", action="store_true",
                        help="print the final state as one JSON object, without the screen")
    replay.add_argument("--view", type=int, choices=(1, 2), default=None,
                        help="whose view to show (default: neutral; player 1 for --json)")
    replay.add_argument("--reveal", action="store_true",
                        help="for a match not over: show both hands, the face-down cards, "
                             "each action and the seed, as after the game (only if both "
                             "players agree); without it, only what a spectator sees")
    replay.set_defaults(func=cmd_replay)


def cmd_cards(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from rich.console import Console

    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.cards.listing import (CardQuery, cards_listing, nearest_names, select_cards,
                                           unknown_faction, unknown_set)
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.cards.sets import SETS, find_set
    from altered_tui.i18n import current_language

    if args.rarity == "unique":  # the Uniques are the player's own, in the Unique store
        return list_uniques(args)
    if unknown_faction(args.faction):
        raise InputError([_problem("--faction", f"unknown faction {args.faction!r}; use AX, BR, LY, MU, OR or YZ")])
    if unknown_set(args.set):
        known = ", ".join(f"{s.code} ({s.name})" for s in SETS)
        raise InputError([_problem("--set", f"unknown set {args.set!r}; use {known}")])
    query = CardQuery(args.faction, args.type, args.rarity, args.cost, args.search, args.tokens,
                      args.set)
    pool = _load_pool()
    chosen = select_cards(pool, query)
    if not chosen and args.search:
        nearest = nearest_names(pool, args.search)
        hint = f"; did you mean {' or '.join(nearest)}?" if nearest else ""
        raise InputError([_problem("cards", f"no card named {args.search!r}{hint}")])
    listing = cards_listing(chosen, with_text=not args.brief, lang=current_language(),
                            card_set=find_set(args.set) if args.set else None)
    if not sys.stdout.isatty():
        # Piped output is not cut to a terminal's width, so `| grep` finds whole lines.
        Console(width=240).print(listing)
        return 0
    console = Console()
    with console.capture() as capture:
        console.print(listing)
    text = capture.get()
    if text.count("\n") < console.height:
        sys.stdout.write(text)
        return 0
    # lazy: loaded only when the list is longer than the screen
    import pydoc

    os.environ.setdefault("LESS", "-R")  # less shows the colours instead of their codes
    pydoc.pager(text)
    return 0


# -- language, settings and glossary (altered_tui.i18n) -------------------------------------


def _apply_language(args: argparse.Namespace) -> None:
    """`--lang` switches the interface language for this run only; without it the saved
    language (English by default) is used. `settings --lang` is what changes the saved one."""
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.i18n import set_language
    from altered_tui.i18n.settings import saved_language

    lang = getattr(args, "lang", None)
    set_language(lang or saved_language())


def cmd_settings(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.i18n.settings import load_settings, save_language, settings_path

    if args.lang:  # here, and only here, --lang is kept for later runs
        try:
            save_language(args.lang)
        except OSError as exc:
            raise InputError([_problem(str(settings_path()),
                                       f"cannot save the language setting: {exc.strerror or exc}")]) from None
    # Only the settings the program has are shown, each value cut short: the file may hold
    # anything else.
    saved = load_settings()
    for key, default in SETTINGS_SHOWN:
        value = saved.get(key, default)
        if value is not None:
            print(f"{key} = {printable(shortened(str(value)))}")
    print(f"({printable(str(settings_path()))})")
    return 0


SETTINGS_SHOWN = (("lang", "en"), ("theme", None))  # (key, the default shown when unset)


def cmd_glossary(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from rich.console import Console

    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.i18n import _
    from altered_tui.i18n.glossary import search
    from altered_tui.ui.screens.glossary import glossary_table

    entries = search(args.search)
    if not entries:
        print(_("No term matches."))
        return 1
    console = Console() if sys.stdout.isatty() else Console(width=200)
    console.print(glossary_table(entries, title=_("Glossary")))
    return 0


def _add_language_commands(sub) -> None:
    glossary = sub.add_parser("glossary", help="the game's terms, French names and rule numbers")
    glossary.add_argument("search", nargs="?", default="", help="show only terms containing this")
    glossary.set_defaults(func=cmd_glossary)
    settings = sub.add_parser("settings", help="show or change saved settings (--lang fr)")
    settings.set_defaults(func=cmd_settings)
    for name, parser in sub.choices.items():  # every command accepts --lang
        parser.add_argument("--lang", choices=("en", "fr"), default=None,
                            help="interface language, kept for later runs" if name == "settings"
                            else "interface language for this run (`settings --lang` keeps it)")


def _add_format_option(parser) -> None:
    # The names of cards.decks.DeckFormat, written here so that parsing loads no card module.
    parser.add_argument("--format", choices=("standard", "nuc", "singleton"), default="standard",
                        help="deck rules: standard (CR 1.1.4), nuc (no Unique card) or "
                             "singleton (one copy of each name)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="altered-tui", description="Altered, for two players at one terminal.")
    parser.set_defaults(func=cmd_welcome, command=None)  # `altered-tui` alone
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a hot-seat match")
    play.add_argument("decks", nargs="*", metavar="DECK", help="two deck files (.yaml or .txt)")
    play.add_argument("--seed", type=int, default=None, help="random seed (default: random)")
    play.add_argument("--names", help="the two players' names, e.g. Ann,Bob")
    play.add_argument("--vs-ai", choices=("random", "greedy", "search"), default=None,
                      metavar="LEVEL", help="practise against the computer (random, greedy or "
                      "search); it plays the second deck")
    play.add_argument("--scenario", metavar="FILE", default=None,
                      help="start from a scenario file (a position mid-game) instead of decks")
    _add_format_option(play)
    play.set_defaults(func=cmd_play)

    learn = sub.add_parser("learn", help="guided lessons, from the first game to finer rules")
    learn.add_argument("lesson", nargs="?", type=int, default=None, metavar="N",
                       help="start lesson N (default: choose from the list)")
    learn.add_argument("--list", action="store_true", help="only print the lessons")
    learn.set_defaults(func=cmd_learn)

    sim = sub.add_parser("simulate", help="play games between computer players")
    sim.add_argument("decks", nargs="*", metavar="DECK", help="two deck files (.yaml or .txt)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--ai", default=None, metavar="A,B",
                     help="computer players (random, greedy, search); the first plays DECK1")
    sim.add_argument("--jobs", type=int, default=1, help="processes to play on (default 1)")
    sim.add_argument("--search-iterations", type=int, default=None, metavar="N",
                     help="the search player's iterations per decision (default 48)")
    sim.set_defaults(func=cmd_simulate)

    check = sub.add_parser("validate", help="check card files and decks; report problems as PATH:LINE")
    check.add_argument("paths", nargs="+", metavar="PATH",
                       help="card files, decks (.yaml or .txt) or folders to search")
    _add_format_option(check)
    check.set_defaults(func=cmd_validate)

    scenario_check = sub.add_parser(
        "check", help="play scenario files' actions and report each expectation (PATH:LINE)")
    scenario_check.add_argument("scenarios", nargs="+", metavar="SCENARIO",
                                help="scenario files with actions and an expect: section")
    scenario_check.set_defaults(func=cmd_check)

    cards = sub.add_parser("cards", help="list the card pool (find ids for your decks)")
    cards.add_argument("search", nargs="?", default="", help="part of a card name")
    cards.add_argument("--faction", help="AX, BR, LY, MU, OR, YZ or a faction name")
    cards.add_argument("--type", choices=["hero", "character", "spell", "permanent"])
    cards.add_argument("--rarity", choices=["common", "rare", "unique", "exalted"])
    cards.add_argument("--cost", type=int, help="Hand Cost")
    cards.add_argument("--set", help="core, alize, bise, cyclone, duster, eole or a set's English name")
    cards.add_argument("--tokens", action="store_true", help="include tokens")
    cards.add_argument("--brief", action="store_true", help="one line per card, without its text")
    cards.set_defaults(func=cmd_cards)
    _add_save_commands(sub)
    add_unique_commands(sub)
    _add_language_commands(sub)
    return parser


# Commands that open the game's screen. Their start-up makes many objects that live as long
# as the program (modules, card models, the card pool, the match): the garbage collector,
# which would scan them again and again, is paused while they are made, and they are then
# frozen out of its scans as the screen starts (`ui.crash.run_app`).
SCREEN_COMMANDS = ("play", "learn", "resume", "replay")


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command in SCREEN_COMMANDS:
        gc.disable()
    try:
        _apply_language(args)
        return args.func(args)
    except InputError as exc:
        for problem in exc.problems:
            print(printable(f"error: {problem}"), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. `| head`: the reader left, which is not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    finally:
        gc.enable()


if __name__ == "__main__":
    sys.exit(main())
