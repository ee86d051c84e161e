"""One match, one window: an advisory lock on a save while a process plays it.

Without it, two windows resuming the same save would each write their own moves, and the
last writer would silently erase the other's. The lock is held by the operating system on
an open file beside the save (`flock`), for as long as the match is open, and dropped if
the process dies; the file's existence means nothing. Deleting that file cannot hand the
match to a second window unnoticed: before each write the holder checks that the file it
locked is still the one at the lock's path, and if another window has taken a new one
meanwhile, it stops writing (saying so) instead of overwriting that window's moves.
"""

from __future__ import annotations

import os
from pathlib import Path

from altered_tui.saves.model import SaveError

try:
    import fcntl
except ImportError:  # not a POSIX system: filelock's own lock (msvcrt) stands in
    fcntl = None  # type: ignore[assignment]

OPEN_ELSEWHERE = "this match is open in another window; finish or quit it there first"


def lock_path_for(save_path: Path) -> Path:
    return save_path.with_name(f".{save_path.name}.lock")


class SaveLock:
    def __init__(self, save_path: Path):
        self.save_path = save_path
        self.path = lock_path_for(save_path)
        self._fd: int | None = None
        self._other = None  # filelock's lock, where there is no fcntl
        self._lost = False  # another window took the match after its lock file was deleted

    @property
    def is_locked(self) -> bool:
        return self._fd is not None or (self._other is not None and self._other.is_locked)

    def try_acquire(self) -> bool:
        """Take the lock if no other process holds it. A folder where no lock file can be
        made (read-only, full) counts as free: saving there fails anyway, and says so."""
        if self.is_locked:
            return True
        if fcntl is None:
            return self._try_filelock()
        for _ in range(10):  # the file may be replaced between opening and locking it
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0),
                             0o600)
            except OSError:
                return True
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                return False
            if self._same_file(fd):
                self._fd = fd
                return True
            os.close(fd)  # it was deleted or replaced meanwhile: lock the new one
        return False

    def _same_file(self, fd: int) -> bool:
        try:
            here, held = os.stat(self.path), os.fstat(fd)
        except OSError:
            return False
        return (here.st_dev, here.st_ino) == (held.st_dev, held.st_ino)

    def _try_filelock(self) -> bool:
        from filelock import FileLock, Timeout  # lazy: only where there is no fcntl

        if self._other is None:
            self._other = FileLock(self.path, timeout=0, thread_local=False)
        try:
            self._other.acquire()
        except Timeout:
            return False
        except OSError:
            pass
        return True

    def still_held(self) -> bool:
        """Whether this process still holds the match: its lock file is the one at the
        lock's path, or, if that file was deleted, a new one could be locked again (no
        other window took the match meanwhile)."""
        if self._lost:
            return False
        if fcntl is None:
            return self._other is None or self._other.is_locked
        if self._fd is not None:
            if self._same_file(self._fd):
                return True
            os.close(self._fd)
            self._fd = None
        # deleted, or never made (its folder refused it): lock it now if no one else has
        self._lost = not self.try_acquire()
        return not self._lost

    def acquire(self) -> None:
        """Take the lock, or raise SaveError saying the match is open elsewhere."""
        if not self.try_acquire():
            raise SaveError(self.save_path, OPEN_ELSEWHERE)

    def release(self) -> None:
        """Give the match up; the lock file goes too (a window that opened it meanwhile
        sees that it was deleted, and locks a new one)."""
        if self._fd is not None:
            if self._same_file(self._fd):
                try:
                    self.path.unlink()
                except OSError:
                    pass
            os.close(self._fd)
            self._fd = None
        elif self._other is not None and self._other.is_locked:
            self._other.release()
