"""Where saves live, and reading, writing and listing them safely.

Writes are atomic (temporary file in the same folder, flush, fsync, rename), so a save on
disk is always either the previous complete version or the new complete version. A save
that cannot be read is reported as one line naming the file, and never changed or deleted.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from pydantic import ValidationError

from altered_tui.safefile import FileRefused, read_limited
from altered_tui.saves.lock import SaveLock, lock_path_for
from altered_tui.saves.model import FORMAT_VERSION, OLDEST_READABLE, MatchSave, SaveError

DATA_ENV = "ALTERED_TUI_DATA"  # overrides the user data folder (tests, portable installs)
SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 20_000_000  # far above any real match (a long one is about 200 kB)
MAX_SAVE_DEPTH = 8  # a save nests 5 levels: match, decks, deck, cards, one entry
MAX_INT_DIGITS = 30


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir("altered-tui"))


def saves_dir() -> Path:
    return data_dir() / "saves"


def save_path_for(save: MatchSave, folder: Path | None = None) -> Path:
    """A new file name: creation time, then the match id (sorts by age)."""
    stamp = save.created.replace(":", "").replace("-", "")[:15]
    return (folder or saves_dir()) / f"{stamp}-{save.match_id}{SAVE_SUFFIX}"


def is_read_only(path: Path) -> bool:
    """Whether the user made `path` read-only (checked by its mode too: root may write
    anything, but a file marked read-only is meant to stay as it is)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not (mode & stat.S_IWUSR) or not os.access(path, os.W_OK)


def atomic_write(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves either the old or the new file.
    A read-only `path` is never replaced (renaming over it would be allowed)."""
    if is_read_only(path):
        raise PermissionError(errno.EACCES, "the save file is read-only", str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (not possible on every platform: best effort)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_save(save: MatchSave, path: Path) -> None:
    atomic_write(path, save.model_dump_json(indent=1))


def read_save(path: Path) -> MatchSave:
    """Read and validate a save; any problem is a SaveError naming the file."""
    try:
        data = read_limited(path, MAX_SAVE_BYTES)
    except FileRefused as exc:
        raise SaveError(path, str(exc)) from None
    if not data.strip():
        raise SaveError(path, "is empty")
    raw = _parse_json(path, data)
    if not isinstance(raw, dict) or "format_version" not in raw:
        raise SaveError(path, "not an altered-tui save (no format_version)")
    version = raw["format_version"]
    if not isinstance(version, int) or not OLDEST_READABLE <= version <= FORMAT_VERSION:
        raise SaveError(path, f"save format version {version!r} is not supported "
                              f"(this program reads versions {OLDEST_READABLE} to {FORMAT_VERSION})")
    try:
        return MatchSave.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "save"
        more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        raise SaveError(path, f"invalid save: {where}: {first['msg']}{more}") from None


def _parse_json(path: Path, data: bytes) -> object:
    try:
        raw = json.loads(data.decode("utf-8"), parse_int=_small_int)
    except UnicodeDecodeError:
        raise SaveError(path, "not a save file (binary data, not text)") from None
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"corrupt or truncated save (invalid JSON at line {exc.lineno}, "
                              f"column {exc.colno})") from None
    except _NumberTooLong as exc:
        raise SaveError(path, f"not a save file (a number of {exc.args[0]:,} digits)") from None
    except RecursionError:
        raise SaveError(path, "not a save file (nested too deeply)") from None
    if _depth(raw) > MAX_SAVE_DEPTH:
        raise SaveError(path, f"not a save file (nested more than {MAX_SAVE_DEPTH} levels)")
    return raw


class _NumberTooLong(ValueError):
    pass


def _small_int(text: str) -> int:
    """json's integer reader, refusing numbers no save holds (a seed has 10 digits)."""
    if len(text) > MAX_INT_DIGITS:
        raise _NumberTooLong(len(text))
    return int(text)


def _depth(value: object) -> int:
    """How deeply lists and mappings nest in `value` (without recursion)."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, depth)
            todo.extend((child, depth + 1) for child in
                        (item.values() if isinstance(item, dict) else item))
    return deepest


@dataclass(frozen=True)
class Listing:
    saves: list[tuple[Path, MatchSave]]  # newest first
    problems: list[SaveError]  # files that could not be read (left untouched)


def list_saves(folder: Path | None = None) -> Listing:
    folder = folder or saves_dir()
    found: list[tuple[Path, MatchSave]] = []
    problems: list[SaveError] = []
    if not folder.is_dir():
        return Listing([], [])
    for path in sorted(folder.iterdir()):
        if path.name.startswith(".") or path.suffix != SAVE_SUFFIX:
            continue  # temporary files of an interrupted write, and anything else
        try:
            found.append((path, read_save(path)))
        except SaveError as exc:
            problems.append(exc)
    found.sort(key=lambda item: item[1].updated, reverse=True)
    return Listing(found, problems)


def clean_orphans(folder: Path | None = None) -> None:
    """Delete the temporary files of writes a kill interrupted, and lock files whose save
    is gone. A temporary file whose match is open in another process may be a write in
    progress: it is left alone."""
    folder = folder or saves_dir()
    try:
        hidden = [p for p in folder.iterdir() if p.name.startswith(".")]
    except OSError:
        return
    for path in hidden:
        if path.suffix == ".tmp" and SAVE_SUFFIX in path.name:
            save = folder / (path.name[1:].split(SAVE_SUFFIX, 1)[0] + SAVE_SUFFIX)
            _delete_if_unlocked(save, path)
        elif path.suffix == ".lock":
            save = folder / path.name[1:].removesuffix(".lock")
            if not save.exists():
                _delete_if_unlocked(save, path)


def _delete_if_unlocked(save: Path, path: Path) -> None:
    lock = SaveLock(save)
    if not lock.try_acquire():
        return
    try:
        path.unlink(missing_ok=True)
    except OSError:
        pass
    finally:
        lock.release()


def unfinished(listing: Listing) -> list[tuple[Path, MatchSave]]:
    return [(p, s) for p, s in listing.saves if not s.finished]


def finished(listing: Listing) -> list[tuple[Path, MatchSave]]:
    return [(p, s) for p, s in listing.saves if s.finished]


def delete_save(path: Path) -> None:
    """Delete a save (read first: only a save is ever deleted) and its lock file; a match
    open in another window is refused, and so is a read-only save."""
    read_save(path)
    if is_read_only(path):
        raise SaveError(str(path), "the save file is read-only; it is kept")
    lock = SaveLock(path)
    lock.acquire()  # SaveError when the match is open elsewhere
    try:
        path.unlink()
    except OSError as exc:
        raise SaveError(str(path), f"cannot delete it: {exc.strerror or exc}") from None
    finally:
        lock.release()
        try:
            lock_path_for(path).unlink(missing_ok=True)
        except OSError:
            pass
