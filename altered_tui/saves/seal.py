"""The install's save key: it signs every save and encrypts its secret part.

A save holds what neither player may see during a match: the seed (which fixes both Decks'
order), the decks' contents and the action log (whose texts name the cards put face down
as Mana or kept in hand). That part is encrypted with Fernet (the `cryptography` package),
and the whole file is signed with HMAC-SHA256, so a save edited by hand, or made on another
install, is refused before any of it is read.

The key is 32 random bytes in the user's data folder, made on first use, readable by the
user only. The Fernet key and the MAC key are derived from it, each for its one job.
"""

from __future__ import annotations

import base64
import errno
import hashlib
import hmac
import os
import secrets
import stat
from functools import lru_cache
from pathlib import Path

KEY_NAME = "save.key"
KEY_BYTES = 32


class KeyMissing(OSError):
    """The key file cannot be made or read (read-only or full data folder, bad file)."""


def _make_key(path: Path) -> None:
    """Write a new key, readable by the user only, in one step: two processes starting at
    once both end up with the one that was linked first."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(base64.b64encode(secrets.token_bytes(KEY_BYTES)) + b"\n")
            f.flush()
            os.fsync(f.fileno())
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass
    finally:
        os.unlink(tmp)


def _read_key(path: Path) -> bytes:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > 200:
            raise KeyMissing(errno.EINVAL, "the save key is not a key file", str(path))
        if info.st_mode & 0o077:  # made readable by others: keep it to the user
            os.fchmod(fd, 0o600)
        data = os.read(fd, 200)
    finally:
        os.close(fd)
    try:
        key = base64.b64decode(data.strip(), validate=True)
    except ValueError:
        key = b""
    if len(key) != KEY_BYTES:
        raise KeyMissing(errno.EINVAL, "the save key is damaged", str(path))
    return key


class Seal:
    """Signing and encryption with one install's key."""

    def __init__(self, key: bytes):
        from cryptography.fernet import Fernet  # lazy: loaded with the first save

        self._mac_key = hmac.new(key, b"altered-tui save signature", hashlib.sha256).digest()
        secret = hmac.new(key, b"altered-tui save secret", hashlib.sha256).digest()
        self._fernet = Fernet(base64.urlsafe_b64encode(secret))

    def sign(self, body: bytes) -> str:
        return hmac.new(self._mac_key, body, hashlib.sha256).hexdigest()

    def verify(self, body: bytes, signature: str) -> bool:
        return hmac.compare_digest(self.sign(body), signature)

    def encrypt(self, data: bytes) -> str:
        return self._fernet.encrypt(data).decode("ascii")

    def decrypt(self, token: str) -> bytes | None:
        """The plain bytes, or None if `token` was not made with this key."""
        from cryptography.fernet import InvalidToken  # lazy: loaded with Fernet

        try:
            return self._fernet.decrypt(token.encode("ascii"))
        except (InvalidToken, UnicodeEncodeError):
            return None


@lru_cache(maxsize=4)
def _seal_for(path: Path, identity: tuple[int, int]) -> Seal:
    """The Seal of the key file at `path` as it is now (`identity`: inode and change time,
    so a key made anew is read anew)."""
    return Seal(_read_key(path))


def seal(folder: Path, on_new_key=None) -> Seal:
    """The Seal of the install whose data folder is `folder`, making its key on first use
    (then `on_new_key(seal)` runs once, e.g. to sign the saves of earlier versions).
    Raises KeyMissing (an OSError) if the key can be neither read nor made."""
    path = folder / KEY_NAME
    try:
        new = not path.exists()
        if new:
            _make_key(path)
        info = os.stat(path)
        result = _seal_for(path, (info.st_ino, info.st_ctime_ns))
    except KeyMissing:
        raise
    except OSError as exc:
        raise KeyMissing(exc.errno, f"the save key cannot be made or read "
                                    f"({exc.strerror or exc})", str(path)) from None
    if new and on_new_key is not None:
        on_new_key(result)
    return result
