"""The `altered-tui` command."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from altered_tui.cards.yamlsource import InputError

DEFAULT_DECKS = ("bravos-practice.yaml", "lyra-practice.yaml")


def _load_pool():
    from altered_tui.cards.pool import default_pool

    return default_pool()


def _load_decks(paths: list[str], pool):
    """Two deck files, or the two bundled decks when none are given."""
    from altered_tui.cards.decks import load_deck
    from altered_tui.cards.pool import decks_dir

    if len(paths) not in (0, 2):
        raise InputError([_problem("decks", "give two deck files, or none for the bundled decks")])
    files = [Path(p) for p in paths] or [decks_dir() / name for name in DEFAULT_DECKS]
    problems, decks = [], []
    for f in files:
        try:
            decks.append(load_deck(f, pool))
        except InputError as exc:
            problems.extend(exc.problems)
    if problems:
        raise InputError(problems)
    return decks


def _problem(where: str, message: str):
    from altered_tui.cards.yamlsource import Problem

    return Problem(where, None, message)


def _names(text: str | None) -> tuple[str, str]:
    if not text:
        return ("P1", "P2")
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 2 or not all(parts) or parts[0] == parts[1]:
        raise InputError([_problem("--names", "expected two different names, e.g. --names Ann,Bob")])
    return (parts[0], parts[1])


def cmd_play(args: argparse.Namespace) -> int:
    pool = _load_pool()
    deck1, deck2 = _load_decks(args.decks, pool)
    names = _names(args.names)
    from altered_tui.ui.app import run_match

    return run_match(deck1, deck2, pool, seed=args.seed, names=names)


def cmd_simulate(args: argparse.Namespace) -> int:
    from altered_tui.simulate import simulate

    pool = _load_pool()
    deck1, deck2 = _load_decks(args.decks, pool)
    if args.games < 1:
        raise InputError([_problem("--games", "must be 1 or more")])
    summary = simulate(deck1, deck2, pool, args.games, seed=args.seed)
    if args.json:
        print(json.dumps(summary.as_json()))
    else:
        from rich.console import Console
        from rich.table import Table

        table = Table(title=f"{summary.games} games, seeds {args.seed}..{args.seed + args.games - 1}")
        table.add_column("")
        table.add_column(deck1.name)
        table.add_column(deck2.name)
        table.add_row("wins", str(summary.wins[0]), str(summary.wins[1]))
        console = Console()
        console.print(table)
        console.print(f"unfinished: {summary.draws_or_unfinished}   errors: {summary.errors}   "
                      f"mean days: {summary.mean_days:.2f}   time: {summary.seconds:.2f} s")
        if summary.error_seeds:
            console.print(f"seeds with errors: {summary.error_seeds}")
    return 1 if summary.errors else 0


def cmd_validate(args: argparse.Namespace) -> int:
    from altered_tui.cards.validation import validate_paths

    report = validate_paths([Path(p) for p in args.paths])
    for line in report.lines():
        print(line)
    return 0 if report.ok else 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="altered-tui", description="Altered, for two players at one terminal.")
    sub = parser.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="start a hot-seat match")
    play.add_argument("decks", nargs="*", metavar="DECK", help="two deck files (.yaml or .txt)")
    play.add_argument("--seed", type=int, default=None, help="random seed (default: random)")
    play.add_argument("--names", help="the two players' names, e.g. Ann,Bob")
    play.set_defaults(func=cmd_play)

    sim = sub.add_parser("simulate", help="play games between computer players")
    sim.add_argument("decks", nargs="*", metavar="DECK", help="two deck files (.yaml or .txt)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.set_defaults(func=cmd_simulate)

    check = sub.add_parser("validate", help="check card files and decks; report problems as PATH:LINE")
    check.add_argument("paths", nargs="+", metavar="PATH",
                       help="card files, decks (.yaml or .txt) or folders to search")
    check.set_defaults(func=cmd_validate)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except InputError as exc:
        for problem in exc.problems:
            print(f"error: {problem}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
