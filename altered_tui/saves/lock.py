"""One match, one window: an advisory lock on a save while a process plays it.

Without it, two windows resuming the same save would each write their own moves, and the
last writer would silently erase the other's. The lock is a hidden file beside the save,
held for as long as the match is open; the operating system drops it if the process dies.
"""

from __future__ import annotations

from pathlib import Path

from altered_tui.saves.model import SaveError


def lock_path_for(save_path: Path) -> Path:
    return save_path.with_name(f".{save_path.name}.lock")


class SaveLock:
    def __init__(self, save_path: Path):
        # lazy: a new match takes its lock at its first save, after the screen is up
        from filelock import FileLock

        self.save_path = save_path
        self._lock = FileLock(lock_path_for(save_path), timeout=0, thread_local=False)

    def try_acquire(self) -> bool:
        """Take the lock if no other process holds it. A folder where no lock file can be
        made (read-only, full) counts as free: saving there fails anyway, and says so."""
        from filelock import Timeout  # lazy: loaded with FileLock

        try:
            self._lock.acquire()
        except Timeout:
            return False
        except OSError:
            pass
        return True

    def acquire(self) -> None:
        """Take the lock, or raise SaveError saying the match is open elsewhere."""
        if not self.try_acquire():
            raise SaveError(self.save_path, "this match is open in another window; "
                                            "finish or quit it there first")

    def release(self) -> None:
        if self._lock.is_locked:
            self._lock.release()
