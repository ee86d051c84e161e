"""The package's import graph has no cycle, and the engine's modules only import downward.

Every import counts, at the top of a module or inside a function: a cycle hidden in a
function is still a cycle. Function-level imports are kept for start-up laziness only
(loading the screen or a subcommand when it is used), each marked by a comment saying so.
"""

from __future__ import annotations

import ast
from pathlib import Path

import altered_tui

PACKAGE = "altered_tui"
ROOT = Path(altered_tui.__file__).parent

# The engine's layers, lowest first. A module may import its own layer and the layers
# below it, never a layer above (ARCHITECTURE.md draws them).
ENGINE_LAYERS: list[tuple[str, list[str]]] = [
    ("state", ["types", "rng", "actions", "state", "log", "card_index"]),
    ("queries", ["objects", "characteristics", "quantities", "statics"]),
    ("triggers", ["triggers"]),
    ("moves", ["zones", "adventure", "outcome"]),
    ("resolution", ["steps", "steps.*", "playing"]),
    ("reactions", ["reactions"]),
    ("day", ["turns", "morning", "progress", "night", "flow"]),
    ("api", ["api", "observation", ""]),
]
LAZY_MARK = "lazy"  # the word a function-level import's comment must contain


def module_name(path: Path, root: Path, package: str) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([package, *parts])


def parse_package(root: Path, package: str) -> dict[str, ast.Module]:
    return {module_name(f, root, package): ast.parse(f.read_text(), str(f))
            for f in sorted(root.rglob("*.py"))}


def _base(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    """The absolute module a `from ... import` names, relative levels resolved."""
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    keep = len(parts) - node.level + (1 if is_package else 0)
    base = ".".join(parts[:keep])
    return f"{base}.{node.module}" if node.module else base


def imports_of(module: str, tree: ast.Module, known: set[str], is_package: bool
               ) -> list[tuple[str, ast.stmt]]:
    """(imported module of the package, import statement), for every import in the tree;
    `from pkg import name` counts as the submodule pkg.name when there is one."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(a.name, node) for a in node.names if a.name in known]
        elif isinstance(node, ast.ImportFrom):
            base = _base(module, node, is_package)
            for a in node.names:
                target = f"{base}.{a.name}" if f"{base}.{a.name}" in known else base
                if target in known:
                    out.append((target, node))
    return out


def import_graph(trees: dict[str, ast.Module], packages: set[str]) -> dict[str, set[str]]:
    known = set(trees)
    return {m: {t for t, _node in imports_of(m, tree, known, m in packages) if t != m}
            for m, tree in trees.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the directed graph as a path [a, b, ..., a], or None."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(node: str) -> list[str] | None:
        path.append(node)
        on_path.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt in on_path:
                return path[path.index(nxt):] + [nxt]
            if nxt not in done:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        on_path.discard(node)
        done.add(node)
        return None

    for start in sorted(graph):
        if start not in done:
            found = visit(start)
            if found:
                return found
    return None


def function_level_imports(tree: ast.Module) -> list[ast.stmt]:
    out = []
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out += [n for n in ast.walk(fn) if isinstance(n, (ast.Import, ast.ImportFrom))]
    return out


def layer_of(module: str) -> int | None:
    rest = module.removeprefix(f"{PACKAGE}.engine").removeprefix(".")
    for index, (_name, members) in enumerate(ENGINE_LAYERS):
        for m in members:
            if rest == m or (m.endswith(".*") and rest.startswith(m[:-1])):
                return index
    return None


TREES = parse_package(ROOT, PACKAGE)
PACKAGES = {module_name(f, ROOT, PACKAGE) for f in ROOT.rglob("__init__.py")}
GRAPH = import_graph(TREES, PACKAGES)


# --- the detector itself --------------------------------------------------------------

def test_find_cycle_names_the_cycle_of_a_small_graph():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}
    cycle = find_cycle(graph)
    assert cycle is not None and cycle[0] == cycle[-1]
    assert set(cycle) == {"a", "b", "c"}
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set(), "d": {"a"}}) is None
    assert find_cycle({"a": {"a"}}) == ["a", "a"]


def test_function_level_and_relative_imports_make_edges():
    src = {
        "p": "",
        "p.a": "def f():\n    from p import b\n",
        "p.b": "from .c import thing\n",
        "p.c": "import p.a\n",
    }
    trees = {m: ast.parse(s) for m, s in src.items()}
    graph = import_graph(trees, {"p"})
    assert graph["p.a"] == {"p.b"}  # `from p import b` is the submodule p.b
    assert graph["p.b"] == {"p.c"}  # relative import resolved
    assert find_cycle(graph) == ["p.a", "p.b", "p.c", "p.a"]


def test_layer_table_places_submodules_of_a_layer_package():
    assert layer_of("altered_tui.engine.types") == 0
    assert layer_of("altered_tui.engine.steps.deck") == layer_of("altered_tui.engine.playing")
    assert layer_of("altered_tui.engine") == len(ENGINE_LAYERS) - 1
    assert layer_of("altered_tui.engine.nowhere") is None


# --- the package -------------------------------------------------------------------------

def test_no_import_cycle_in_the_package():
    assert len(GRAPH) > 50
    cycle = find_cycle(GRAPH)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_every_engine_module_has_a_layer():
    engine = [m for m in TREES if m == f"{PACKAGE}.engine" or m.startswith(f"{PACKAGE}.engine.")]
    assert [m for m in engine if layer_of(m) is None] == []


def test_engine_modules_import_only_their_layer_or_lower():
    upward = []
    for module, targets in GRAPH.items():
        here = layer_of(module)
        if here is None:
            continue
        for t in sorted(targets):
            there = layer_of(t)
            if there is not None and there > here:
                upward.append(f"{module} ({ENGINE_LAYERS[here][0]}) imports {t} "
                              f"({ENGINE_LAYERS[there][0]})")
    assert upward == []


def test_the_engine_imports_nothing_inside_functions():
    found = [f"{m}:{n.lineno}" for m, tree in TREES.items() if m.startswith(f"{PACKAGE}.engine")
             for n in function_level_imports(tree)]
    assert found == []


def says_lazy(lines: list[str], lineno: int) -> bool:
    """The import on line `lineno` (1-based), or the run of imports it ends, carries a comment
    with the lazy mark, on an import line or on the line just above the run."""
    i = lineno - 1
    while i >= 0:
        line = lines[i]
        if "#" in line and LAZY_MARK in line.split("#", 1)[1].lower():
            return True
        i -= 1
        if i < 0 or not lines[i].strip().startswith(("from ", "import ", "#")):
            return False
    return False


def test_says_lazy_reads_the_comment_above_a_run_of_imports():
    lines = ["def f():", "    # lazy: only when used", "    import a", "    import b", "    x = 1",
             "    import c", "    import d  # lazy: rarely needed"]
    assert says_lazy(lines, 3) and says_lazy(lines, 4) and says_lazy(lines, 7)
    assert not says_lazy(lines, 6) and not says_lazy(lines, 1)


def test_function_level_imports_elsewhere_say_they_are_lazy():
    unmarked = []
    for module, tree in TREES.items():
        path = (ROOT / Path(*module.split(".")[1:])).with_suffix(".py")
        if module in PACKAGES:
            path = ROOT / Path(*module.split(".")[1:]) / "__init__.py"
        lines = path.read_text().splitlines()
        unmarked += [f"{module}:{n.lineno}" for n in function_level_imports(tree)
                     if not says_lazy(lines, n.lineno)]
    assert unmarked == []
