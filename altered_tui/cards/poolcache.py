"""A cache of the bundled card pool, validated once, in the user cache folder.

Reading and validating every card file is most of the program's start-up; the validated
definitions are kept as a pickle in `platformdirs.user_cache_dir("altered-tui")` (or
`ALTERED_TUI_CACHE`). Its name holds a digest of what the pool is made from: each card
file's path, size and modification time, the card model modules' own, and the Python and
pydantic versions. A cache that is missing, stale, unreadable or not what it should be is
ignored and written again; a cache that cannot be written is only skipped.

The folder belongs to the user, as the installed program does: a pickle found there is
trusted as the program's own files are.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import Callable

from altered_tui.safefile import read_limited

MAX_CACHE_BYTES = 20_000_000
PREFIX = "pool-"


def cache_dir() -> Path:
    override = os.environ.get("ALTERED_TUI_CACHE")
    if override:
        return Path(override)
    import platformdirs  # lazy: only when no folder is given

    return Path(platformdirs.user_cache_dir("altered-tui"))


def _model_files() -> list[Path]:
    """The modules whose classes the pickle holds (any change there makes it stale)."""
    return sorted(Path(__file__).parent.glob("*.py"))


def cache_key(paths: list[Path]) -> str:
    import pydantic  # lazy: loaded already by the card models, needed only here

    digest = hashlib.sha256(f"{sys.version}|{pydantic.VERSION}".encode())
    for path in [*paths, *_model_files()]:
        info = path.stat()
        digest.update(f"|{path}|{info.st_size}|{info.st_mtime_ns}".encode())
    return digest.hexdigest()[:24]


def cached(paths: list[Path], build: Callable[[], dict], kind: type) -> dict:
    """`build()` (a dict of `kind` objects made from `paths`), or its cached copy."""
    try:
        key = cache_key(paths)
    except OSError:  # a card file vanished meanwhile: build reports it
        return build()
    path = cache_dir() / f"{PREFIX}{key}.pickle"
    found = _read(path, key, kind)
    if found is not None:
        return found
    defs = build()
    _write(path, (key, defs))
    return defs


def _read(path: Path, key: str, kind: type) -> dict | None:
    """The cached definitions, if `path` holds (key, a non-empty dict of `kind`)."""
    try:
        found = pickle.loads(read_limited(path, MAX_CACHE_BYTES))
    except Exception:  # missing, truncated, made by another version: rebuilt
        return None
    if not (isinstance(found, tuple) and len(found) == 2 and found[0] == key):
        return None
    defs = found[1]
    if not (isinstance(defs, dict) and defs and all(isinstance(d, kind) for d in defs.values())):
        return None
    return defs


def _write(path: Path, content: tuple[str, dict]) -> None:
    """Write atomically and remove the stale caches beside; any failure only skips it."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".pickle")
        try:
            with os.fdopen(fd, "wb") as f:
                pickle.dump(content, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
        for old in path.parent.glob(f"{PREFIX}*.pickle"):
            if old != path:
                old.unlink(missing_ok=True)
    except (OSError, pickle.PicklingError):
        pass
