"""A cache of the bundled card pool, validated once, in the user cache folder.

Reading and validating every card file is most of the program's start-up; the validated
definitions are kept as a pickle in `platformdirs.user_cache_dir("altered-tui")` (or
`ALTERED_TUI_CACHE`). Its name holds a digest of what the pool is made from: each card
file's path, size and modification time, the card model modules' own, and the Python and
pydantic versions. A cache that is missing, stale, unreadable or not what it should be is
ignored and written again; a cache that cannot be written is only skipped.

Each definition is pickled on its own and read back only when asked for: a match reads its
two decks' cards and the tokens, not the thousand others.

The folder belongs to the user, as the installed program does: a pickle found there is
trusted as the program's own files are.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Callable

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


class Unpickled(Mapping):
    """Cached definitions by id, each unpickled on first use; `token_ids` are known without
    unpickling any."""

    def __init__(self, raw: dict[str, bytes], token_ids: list[str]):
        self._raw, self.token_ids, self._read = raw, token_ids, {}

    def __getitem__(self, key: str) -> Any:
        found = self._read.get(key)
        if found is None:
            found = self._read[key] = pickle.loads(self._raw[key])
        return found

    def __contains__(self, key: object) -> bool:
        return key in self._raw

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)


def cached(paths: list[Path], build: Callable[[], dict], kind: type) -> Mapping:
    """`build()` (a dict of `kind` objects with a `token` flag, made from `paths`), or its
    cached copy."""
    try:
        key = cache_key(paths)
    except OSError:  # a card file vanished meanwhile: build reports it
        return build()
    path = cache_dir() / f"{PREFIX}{key}.pickle"
    found = _read(path, key, kind)
    if found is not None:
        return found
    defs = build()
    raw = {name: pickle.dumps(d, protocol=pickle.HIGHEST_PROTOCOL) for name, d in defs.items()}
    _write(path, (key, raw, [name for name, d in defs.items() if d.token]))
    return defs


def _read(path: Path, key: str, kind: type) -> Unpickled | None:
    """The cached definitions, if `path` holds (key, a non-empty dict of pickled `kind`
    objects, the token ids); one of them is read at once to check it."""
    try:
        found = pickle.loads(read_limited(path, MAX_CACHE_BYTES))
        if not (isinstance(found, tuple) and len(found) == 3 and found[0] == key):
            return None
        raw, token_ids = found[1], found[2]
        if not (isinstance(raw, dict) and raw and isinstance(token_ids, list)
                and all(isinstance(v, bytes) for v in raw.values())
                and set(token_ids) <= raw.keys()):
            return None
        defs = Unpickled(raw, token_ids)
        if not isinstance(defs[next(iter(raw))], kind):
            return None
    except Exception:  # missing, truncated, made by another version: rebuilt
        return None
    return defs


def _write(path: Path, content: tuple[str, dict, list]) -> None:
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
