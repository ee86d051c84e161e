"""Reading a file the user named, refusing what is not a plain file of a sane size.

A FIFO would block the read forever, a device such as /dev/zero never ends, and a
huge file would fill the memory: each is refused from its metadata, before reading.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class FileRefused(Exception):
    """Why a file cannot be read, as a short phrase for `PATH: ...`."""


def _kind(mode: int) -> str | None:
    """What a non-regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "is a pipe (FIFO), not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is a device, not a file"
    if stat.S_ISSOCK(mode):
        return "is a socket, not a file"
    return "is not a regular file"


def _size_problem(size: int, limit: int) -> str | None:
    if size > limit:
        return f"is too large ({size:,} bytes; at most {limit:,})"
    return None


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of `path`, a regular file of at most `limit` bytes (else FileRefused)."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):  # a folder on the way is a file: no such file
        raise FileRefused("no such file") from None
    except OSError as exc:
        raise FileRefused(f"cannot read: {exc.strerror or exc}") from None
    problem = _kind(info.st_mode) or _size_problem(info.st_size, limit)
    if problem:
        raise FileRefused(problem)
    # O_NONBLOCK: should the file be swapped for a FIFO after the check, open won't hang.
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise FileRefused(f"cannot read: {exc.strerror or exc}") from None
    with os.fdopen(fd, "rb") as f:
        problem = _kind(os.fstat(fd).st_mode)  # the file actually opened
        if problem:
            raise FileRefused(problem)
        try:
            data = f.read(limit + 1)
        except OSError as exc:
            raise FileRefused(f"cannot read: {exc.strerror or exc}") from None
    if len(data) > limit:  # it grew since the check
        raise FileRefused(f"is too large (over {limit:,} bytes)")
    return data
