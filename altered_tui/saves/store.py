"""Where saves live, and reading, writing and listing them safely.

Writes are atomic (temporary file in the same folder, flush, fsync, rename), so a save on
disk is always either the previous complete version or the new complete version. A save
that cannot be read is reported as one line naming the file, and never changed or deleted.

A save file is a signature line, then a JSON object: its public part (players, decks'
names, day, number of actions: what a list of matches shows) and the whole match record,
encrypted (saves.seal). The signature covers every byte after its line and is checked
before anything else is read. Saves of earlier versions, plain and unsigned, are signed
once, when this version makes its key; an unsigned save met later is refused.
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
from altered_tui.saves.model import (FORMAT_VERSION, OLDEST_READABLE, SEALED_SINCE, MatchSave,
                                    SaveError)
from altered_tui.saves.seal import KeyMissing, Seal, seal

DATA_ENV = "ALTERED_TUI_DATA"  # overrides the user data folder (tests, portable installs)
SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 20_000_000  # far above any real match (a long one is about 200 kB)
MAX_SAVE_DEPTH = 8  # a save nests 5 levels: match, decks, deck, cards, one entry
MAX_INT_DIGITS = 40  # a seed has up to 39 digits (128 bits)
SIGNATURE = "altered-tui save, signed hmac-sha256:"  # the first line, then the hex digest
BOM = b"\xef\xbb\xbf"  # some editors add it; it carries nothing
CHANGED = "this save was changed outside the game"


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


def install_seal() -> Seal:
    """This install's Seal; making its key signs the saves of earlier versions found in
    the saves folder (once: a plain save met afterwards is refused)."""
    return seal(data_dir(), on_new_key=_sign_earlier_saves)


def public_part(save: MatchSave) -> dict:
    """What a save shows without the key: enough to list the matches."""
    return {"match_id": save.match_id, "created": save.created, "updated": save.updated,
            "players": list(save.names), "decks": [d.name for d in save.decks],
            "day": save.day, "actions": len(save.actions), "winner": save.winner}


def sealed_text(record: str, public: dict, with_seal: Seal, version: int = FORMAT_VERSION) -> str:
    """A save file's text: the signature line, then the public part and the encrypted
    record (`record`: the match record's JSON)."""
    secret = with_seal.encrypt(record.encode("utf-8"))
    body = json.dumps({"format_version": version, "public": public, "secret": secret},
                      ensure_ascii=False, indent=1) + "\n"
    return f"{SIGNATURE}{with_seal.sign(body.encode('utf-8'))}\n{body}"


def write_save(save: MatchSave, path: Path, with_seal: Seal | None = None) -> None:
    """Write `save` signed and encrypted (OSError if it cannot be, the key included)."""
    text = sealed_text(save.model_dump_json(), public_part(save), with_seal or install_seal())
    atomic_write(path, text)


def _sign_earlier_saves(new_seal: Seal) -> None:
    """Rewrite, signed, the plain saves of earlier versions in the saves folder."""
    try:
        paths = [p for p in saves_dir().iterdir()
                 if p.suffix == SAVE_SUFFIX and not p.name.startswith(".")]
    except OSError:
        return
    for path in paths:
        try:
            data = _file_bytes(path)
            if data.startswith(b"{"):
                write_save(_plain_save(path, data), path, new_seal)
        except (SaveError, OSError):
            pass  # left as it is: refused, in one line, when it is opened


def _file_bytes(path: Path) -> bytes:
    try:
        data = read_limited(path, MAX_SAVE_BYTES)
    except FileRefused as exc:
        raise SaveError(path, str(exc)) from None
    data = data.removeprefix(BOM)
    if not data.strip():
        raise SaveError(path, "is empty")
    return data


def open_record(path: Path) -> dict:
    """The match record of a signed save, checked and decrypted, not yet validated."""
    try:
        the_seal = install_seal()  # first, as making the key signs the earlier saves
    except KeyMissing as exc:
        raise SaveError(path, f"{exc.strerror} ({exc.filename})") from None
    data = _file_bytes(path)
    if data.startswith(b"{"):
        raise SaveError(path, f"{CHANGED} (it is not signed; a save of an earlier version "
                              f"is signed only if it was in {saves_dir()} when this version "
                              f"first ran)")
    head, _, body = data.partition(b"\n")
    try:
        signature = head.decode("ascii").removeprefix(SIGNATURE)
    except UnicodeDecodeError:
        signature = None
    if signature is None or not head.startswith(SIGNATURE.encode()):
        if b"\x00" in data[:1024]:
            raise SaveError(path, "not a save file (binary data, not text)")
        raise SaveError(path, "not an altered-tui save (no signature line)")
    if not the_seal.verify(body, signature.strip()):
        raise SaveError(path, CHANGED)
    outer = _parse_json(path, body)
    version = outer.get("format_version") if isinstance(outer, dict) else None
    if type(version) is not int or not SEALED_SINCE <= version <= FORMAT_VERSION or \
            not isinstance(outer.get("secret"), str):
        raise SaveError(path, f"save format version {version!r:.20} is not supported "
                              f"(this program writes version {FORMAT_VERSION})")
    plain = the_seal.decrypt(outer["secret"])
    if plain is None:
        raise SaveError(path, CHANGED)
    return _parse_json(path, plain)


def read_save(path: Path) -> MatchSave:
    """Read, check and validate a save; any problem is a SaveError naming the file."""
    return _validated(path, open_record(path))


def _plain_save(path: Path, data: bytes) -> MatchSave:
    """A save of an earlier version: plain JSON, unsigned."""
    return _validated(path, _parse_json(path, data))


def _validated(path: Path, raw: object) -> MatchSave:
    if not isinstance(raw, dict) or "format_version" not in raw:
        raise SaveError(path, "not an altered-tui save (no format_version)")
    version = raw["format_version"]
    if type(version) is not int or not OLDEST_READABLE <= version <= FORMAT_VERSION:
        raise SaveError(path, f"save format version {version!r:.20} is not supported "
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
