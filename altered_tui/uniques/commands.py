"""`altered-tui uniques add | list | remove`: the player's Unique cards."""

from __future__ import annotations

import argparse
from pathlib import Path

from altered_tui.cards.yamlsource import InputError, Problem


def add_commands(sub) -> None:
    uniques = sub.add_parser("uniques", help="your Unique cards: add their records, list, remove")
    commands = uniques.add_subparsers(dest="uniques_command", required=True)
    add = commands.add_parser("add", help="add Unique cards from record files (our YAML form, "
                                          "or the publisher's JSON card format)")
    add.add_argument("files", nargs="+", metavar="FILE")
    add.set_defaults(func=cmd_add)
    fetch = commands.add_parser("fetch", help="add Unique cards by id from a community card "
                                              "service")
    fetch.add_argument("ids", nargs="+", metavar="ID")
    fetch.add_argument("--from", dest="base_url", required=True, metavar="URL",
                       help="the service's address (it answers GET URL/api/v2/card/ID)")
    fetch.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                       help="how long to wait for each answer (default 10)")
    fetch.set_defaults(func=cmd_fetch)
    listing = commands.add_parser("list", help="the Unique cards you have added")
    listing.set_defaults(func=cmd_list)
    remove = commands.add_parser("remove", help="forget Unique cards by id")
    remove.add_argument("ids", nargs="+", metavar="ID")
    remove.set_defaults(func=cmd_remove)


def _in_store(work):
    """work(store)'s result; a store that cannot be used is one input error naming it."""
    # lazy: SQLite and the store are loaded only by these commands
    from altered_tui.uniques.store import StoreError, UniqueStore

    store = UniqueStore()
    try:
        return store, work(store)
    except StoreError as exc:
        raise InputError([Problem(str(exc.path), None, exc.reason)]) from None


def cmd_add(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.cards.unique_records import read_records

    records, problems, notes = [], [], []
    for name in args.files:
        found: list[str] = []
        try:
            records += read_records(Path(name), found)
        except InputError as exc:
            problems += exc.problems
        notes += [f"{name}: note: {note}" for note in found]
    return _store_all(records, problems, notes)


def _store_all(records: list, problems: list[Problem], notes: list[str]) -> int:
    if problems:  # one bad record stores nothing: the command can be run again as it was
        raise InputError(problems)
    for note in notes:
        print(note)
    store, (new, replaced) = _in_store(lambda store: store.add(records))
    print(f"added {_cards(new)}" + (f", replaced {_cards(replaced)} already stored"
                                    if replaced else "") + f" ({store.path})")
    return 0


def cmd_fetch(args: argparse.Namespace) -> int:
    # lazy: loaded only when this command runs, to keep start-up quick
    from altered_tui.uniques.fetch import fetch_record

    records, problems, notes = [], [], []
    for reference in args.ids:
        found: list[str] = []
        try:
            records.append(fetch_record(args.base_url, reference, args.timeout, found))
        except InputError as exc:
            problems += exc.problems
        notes += [f"{reference}: note: {note}" for note in found]
    return _store_all(records, problems, notes)


def cmd_list(args: argparse.Namespace) -> int:
    _, records = _in_store(lambda store: list(store.records()))
    if not records:
        print("No Unique cards are stored yet. Add their records with: "
              "altered-tui uniques add FILE...")
        return 0
    for r in records:
        print(f"{r.reference}  {r.name}  {r.faction.value}  cost {r.hand_cost}/{r.reserve_cost}"
              f"  {r.forest}/{r.mountain}/{r.water}")
    print(_cards(len(records)))
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    _, gone = _in_store(lambda store: store.remove(args.ids))
    missing = [i for i in args.ids if i not in gone]
    if gone:
        print(f"removed {_cards(len(gone))}")
    if missing:
        raise InputError([Problem(i, None, "no such Unique card is stored") for i in missing])
    return 0


def _cards(n: int) -> str:
    return f"{n} Unique card" if n == 1 else f"{n} Unique cards"
