"""Every interface text that needs a translation: _()/N_() literals and key binding
descriptions in altered_tui/ (ast scan), and the names of the game's fixed vocabulary."""

from __future__ import annotations

import ast
from pathlib import Path

import altered_tui

PACKAGE = Path(altered_tui.__file__).parent


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def ui_strings() -> dict[str, str]:
    """text -> 'file:line' of its first use."""
    found: dict[str, str] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            text = None
            if name in ("_", "N_") and node.args:
                text = _literal(node.args[0])
            elif name == "Binding":
                desc = node.args[2] if len(node.args) > 2 else next(
                    (k.value for k in node.keywords if k.arg == "description"), None)
                text = _literal(desc) if desc is not None else None
            if text:
                found.setdefault(text, f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    return found


def term_strings() -> list[str]:
    from altered_tui.i18n.terms import all_terms
    from altered_tui.ui.cardtext import STATUS_SHORT
    from altered_tui.ui.widgets.adventure import KIND_LABEL

    return [*all_terms(), *STATUS_SHORT.values(), *(v for v in KIND_LABEL.values() if v)]


if __name__ == "__main__":
    from altered_tui.i18n import catalogue

    FR = catalogue("fr")

    for text, where in ui_strings().items():
        if text not in FR:
            print(repr(text), "#", where)
    for text in term_strings():
        if text not in FR:
            print(repr(text), "# term")
