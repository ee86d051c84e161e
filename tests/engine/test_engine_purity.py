"""The engine is pure Python: no screen libraries, no global randomness."""

import ast
import subprocess
import sys
from pathlib import Path

import altered_tui.engine

ENGINE = Path(altered_tui.engine.__file__).parent
SCREEN = ("textual", "rich")
RANDOM_CALLS = {"random", "randint", "randrange", "choice", "choices", "shuffle", "sample",
                "uniform", "seed", "getrandbits", "gauss"}


def sources():
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) >= 10
    return [(f, ast.parse(f.read_text(), str(f))) for f in files]


def imported_modules(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_engine_source_imports_no_textual_or_rich():
    bad = [(f.name, m) for f, tree in sources() for m in imported_modules(tree)
           if m.split(".")[0] in SCREEN]
    assert bad == []


def test_importing_the_engine_loads_no_textual_or_rich():
    code = ("import sys, altered_tui.engine, altered_tui.engine.api; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_engine_never_uses_the_random_module():
    bad = []
    for f, tree in sources():
        for m in imported_modules(tree):
            if m.split(".")[0] in ("random", "secrets"):
                bad.append((f.name, f"import {m}"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id == "random" and node.attr in RANDOM_CALLS):
                bad.append((f.name, f"random.{node.attr}"))
    assert bad == []
