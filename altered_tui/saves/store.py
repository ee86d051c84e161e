"""Where saves live, and reading, writing and listing them safely.

Writes are atomic (temporary file in the same folder, flush, fsync, rename), so a save on
disk is always either the previous complete version or the new complete version. A save
that cannot be read is reported as one line naming the file, and never changed or deleted.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from pydantic import ValidationError

from altered_tui.saves.model import FORMAT_VERSION, MatchSave, SaveError

DATA_ENV = "ALTERED_TUI_DATA"  # overrides the user data folder (tests, portable installs)
SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 50_000_000  # far above any real match


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir("altered-tui"))


def saves_dir() -> Path:
    return data_dir() / "saves"


def save_path_for(save: MatchSave, folder: Path | None = None) -> Path:
    """A new file name: creation time, then the match id (sorts by age)."""
    stamp = save.created.replace(":", "").replace("-", "")[:15]
    return (folder or saves_dir()) / f"{stamp}-{save.match_id}{SAVE_SUFFIX}"


def atomic_write(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves either the old or the new file."""
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
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(path, "too large to be a save file")
        data = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(path, "no such file") from None
    except IsADirectoryError:
        raise SaveError(path, "is a folder, not a save file") from None
    except OSError as exc:
        raise SaveError(path, f"cannot be read ({exc.strerror or exc})") from None
    if not data.strip():
        raise SaveError(path, "is empty")
    try:
        raw = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(path, "not a save file (binary data, not text)") from None
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"corrupt or truncated save (invalid JSON at line {exc.lineno}, "
                              f"column {exc.colno})") from None
    if not isinstance(raw, dict) or "format_version" not in raw:
        raise SaveError(path, "not an altered-tui save (no format_version)")
    version = raw["format_version"]
    if version != FORMAT_VERSION:
        raise SaveError(path, f"save format version {version!r} is not supported "
                              f"(this program reads version {FORMAT_VERSION})")
    try:
        return MatchSave.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "save"
        more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        raise SaveError(path, f"invalid save: {where}: {first['msg']}{more}") from None


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


def unfinished(listing: Listing) -> list[tuple[Path, MatchSave]]:
    return [(p, s) for p, s in listing.saves if not s.finished]
