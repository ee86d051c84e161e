"""The user's settings file (the interface language, the colour theme), in the user config
folder.

`platformdirs.user_config_dir("altered-tui")/settings.json`; `ALTERED_TUI_CONFIG` names
another folder (tests use it)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import platformdirs

from altered_tui.i18n import LANGUAGES
from altered_tui.plaintext import printable
from altered_tui.safefile import FileRefused, read_limited

MAX_SETTINGS_BYTES = 64 * 1024  # a language and a theme take a few dozen bytes
_warned: set[str] = set()  # each problem is told once per run, not at every read


def config_dir() -> Path:
    override = os.environ.get("ALTERED_TUI_CONFIG")
    if override:
        return Path(override)

    return Path(platformdirs.user_config_dir("altered-tui"))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> dict[str, Any]:
    """The saved settings; {} (the defaults) when there are none or they cannot be read,
    which is said in one line: a bad settings file must never stop the program."""
    path = settings_path()
    try:
        data = json.loads(read_limited(path, MAX_SETTINGS_BYTES).decode("utf-8"))
    except FileRefused as exc:
        if str(exc) != "no such file":
            _warn(path, str(exc))
        return {}
    except (ValueError, RecursionError):  # not UTF-8 or not JSON; nested too deeply
        _warn(path, "is not a settings file (JSON)")
        return {}
    if not isinstance(data, dict):
        _warn(path, "is not a settings file (a JSON object)")
        return {}
    return data


def _warn(path: Path, problem: str) -> None:
    line = printable(f"warning: {path}: {problem}; using the default settings")
    if line not in _warned:
        _warned.add(line)
        print(line, file=sys.stderr)


def save_settings(settings: dict[str, Any]) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(settings, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return path


def saved_language() -> str:
    lang = load_settings().get("lang", "en")
    return lang if lang in LANGUAGES else "en"


def save_language(code: str) -> Path:
    settings = load_settings()
    settings["lang"] = code
    return save_settings(settings)


def saved_theme() -> str | None:
    """The colour theme chosen last (the app checks that it exists)."""
    theme = load_settings().get("theme")
    return theme if isinstance(theme, str) else None


def save_theme(name: str) -> None:
    """Keep the theme for the next start; a settings folder that cannot be written only
    means it is not kept."""
    settings = load_settings()
    settings["theme"] = name
    try:
        save_settings(settings)
    except OSError:
        pass
