"""Which lessons the learner has finished, kept in the settings file between runs."""

from __future__ import annotations

from altered_tui.i18n.settings import load_settings, save_settings

KEY = "finished_lessons"


def finished_lessons() -> set[str]:
    done = load_settings().get(KEY, [])
    return {str(lesson) for lesson in done} if isinstance(done, list) else set()


def mark_finished(lesson_id: str) -> None:
    """Remember that the goal of this lesson was reached; a settings folder that cannot be
    written only means it is not remembered."""
    settings = load_settings()
    settings[KEY] = sorted(finished_lessons() | {lesson_id})
    try:
        save_settings(settings)
    except OSError:
        pass
