"""Read YAML while remembering the line of every value, so errors can say file:line: field."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from altered_tui.plaintext import control_problem, printable, shortened
from altered_tui.safefile import FileRefused, read_limited

Loc = tuple[str | int, ...]

_MAX_VALUES = 100_000  # far above any card or deck file
MAX_TEXT_BYTES = 1_000_000  # card, deck, scenario and lesson files are a few kilobytes
_MAX_INT_DIGITS = 18  # a count or statistic; longer is a typing accident or an attack


MAX_MESSAGE = 600  # characters of a problem's message; the longest the program writes is ~250


@dataclass(frozen=True)
class Problem:
    """One problem found in an input file."""

    path: str
    line: int | None
    message: str

    @property
    def where(self) -> str:
        """PATH:LINE, or PATH alone when there is no line (an empty or missing file)."""
        return f"{self.path}:{self.line}" if self.line else self.path

    def __str__(self) -> str:
        # printable: a path or a value quoted from a file may hold terminal escapes; and a
        # message is cut, whatever value it quotes
        return printable(f"{self.where}: {shortened(self.message, MAX_MESSAGE)}")


class InputError(Exception):
    """Raised with every problem found in one or more input files."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass
class Located:
    """Parsed YAML data, and the node tree it came from to find the line of a path in it."""

    path: str
    data: Any
    root: yaml.Node

    def written_at(self, loc: Loc) -> str | None:
        """The value at `loc` as written in the file (`yes`, not True), if it is a plain one."""
        node = self.root
        for part in loc:
            if isinstance(node, yaml.MappingNode):
                node = next((v for k, v in node.value if k.value == part), None)
            elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) \
                    and 0 <= part < len(node.value):
                node = node.value[part]
            else:
                return None
            if node is None:
                return None
        return node.value if isinstance(node, yaml.ScalarNode) else None

    def line_of(self, loc: Loc) -> int | None:
        """The 1-based line of the deepest part of `loc` found in the file: a mapping value
        is at its key's line, a list item at its own."""
        node, line = self.root, self.root.start_mark.line + 1
        for part in loc:
            if isinstance(node, yaml.MappingNode):
                pair = next(((k, v) for k, v in node.value if k.value == part), None)
                if pair is None:
                    break
                line, node = pair[0].start_mark.line + 1, pair[1]
            elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) \
                    and 0 <= part < len(node.value):
                node = node.value[part]
                line = node.start_mark.line + 1
            else:
                break
        return line


def _to_python(node: yaml.Node, open_nodes: set[int], count: list[int]) -> Any:
    """Build plain Python data from node (lines are found again from the nodes when an
    error needs one: building a table of them for every value cost more than the rest)."""
    if id(node) in open_nodes:
        # An alias pointing at its own ancestor would otherwise recurse forever.
        raise _BadNode("a YAML alias refers to a value that contains it", node.start_mark.line + 1)
    count[0] += 1
    if count[0] > _MAX_VALUES:
        # Aliases of aliases can expand a small file into billions of values.
        raise _BadNode("too many values (are aliases expanding it?)", node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        open_nodes.add(id(node))
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise _BadNode("a key must be a plain value", key_node.start_mark.line + 1)
            # Keys are names, never YAML 1.1 booleans: `on:` must stay "on" (a trigger field).
            key = key_node.value
            if key in out:
                raise _BadNode(f"{key}: the key appears twice", key_node.start_mark.line + 1)
            out[key] = _to_python(value_node, open_nodes, count)
        open_nodes.discard(id(node))
        return out
    if isinstance(node, yaml.SequenceNode):
        open_nodes.add(id(node))
        items = [_to_python(item, open_nodes, count) for item in node.value]
        open_nodes.discard(id(node))
        return items
    return _scalar(node)


class _BadNode(Exception):
    def __init__(self, message: str, line: int):
        self.message, self.line = message, line


# One constructor for every plain value: a scalar's constructor keeps no state, and making
# a new one per value was most of the time of reading a card file.
_SCALARS = yaml.constructor.SafeConstructor()


def _scalar(node: yaml.Node) -> Any:
    if node.tag == "tag:yaml.org,2002:str":
        # A double-quoted "\e[2J" is an ESC: a text that drives the terminal is no card text.
        if not node.value.isprintable():
            problem = control_problem(node.value.replace("\n", " ").replace("\t", " "))
            if problem:
                raise _BadNode(f"a text {problem}", node.start_mark.line + 1)
        return node.value
    if node.tag == "tag:yaml.org,2002:int" and len(node.value.lstrip("+-0")) > _MAX_INT_DIGITS:
        raise _BadNode(f"the number {node.value[:12]}... is too long", node.start_mark.line + 1)
    construct = _SCALARS.yaml_constructors.get(node.tag)
    if construct is not None and isinstance(node, yaml.ScalarNode):
        return construct(_SCALARS, node)
    return yaml.constructor.SafeConstructor().construct_object(node, deep=True)  # says what is wrong


# libyaml's parser when PyYAML was built with it: several times faster, same nodes and lines.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_text(path: Path) -> str:
    """Read a text file, turning every way it can fail into an InputError."""
    name = str(path)
    try:
        raw = read_limited(path, MAX_TEXT_BYTES)
    except FileRefused as exc:
        raise InputError([Problem(name, None, str(exc))]) from None
    if b"\x00" in raw:
        raise InputError([Problem(name, None, "is a binary file, not text")])
    try:
        return raw.decode("utf-8-sig")  # -sig: editors on Windows may start the file with a BOM
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError([Problem(name, line, f"is not UTF-8 text (byte {exc.start})")]) from None


def load_yaml(path: Path, text: str | None = None) -> Located:
    """Parse one YAML document, with lines. Raises InputError on anything malformed."""
    name = str(path)
    if text is None:
        text = read_text(path)
    if not text.strip():
        raise InputError([Problem(name, None, "is empty")])
    try:
        node = yaml.compose(text, Loader=SAFE_LOADER)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise InputError([Problem(name, line, f"not valid YAML: {exc.problem or exc}")]) from None
    except yaml.reader.ReaderError as exc:
        line = text[: exc.position].count("\n") + 1
        message = f"not valid YAML: control character #x{exc.character:02x} is not allowed"
        raise InputError([Problem(name, line, message)]) from None
    except yaml.YAMLError as exc:
        raise InputError([Problem(name, None, f"not valid YAML: {exc}")]) from None
    except RecursionError:
        raise InputError([Problem(name, None, "not valid YAML: nested too deeply")]) from None
    if node is None:
        raise InputError([Problem(name, None, "is empty")])
    try:
        data = _to_python(node, set(), [0])
    except _BadNode as exc:
        raise InputError([Problem(name, exc.line, exc.message)]) from None
    except yaml.MarkedYAMLError as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark else None
        raise InputError([Problem(name, line, f"not valid YAML: {exc.problem or exc}")]) from None
    except yaml.YAMLError as exc:
        raise InputError([Problem(name, None, f"not valid YAML: {exc}")]) from None
    except RecursionError:
        raise InputError([Problem(name, None, "not valid YAML: nested too deeply")]) from None
    return Located(name, data, node)


def validate(located: Located, model: type[BaseModel]) -> BaseModel:
    """Validate located data against a pydantic model; errors name file, line and field."""
    if not isinstance(located.data, dict):
        raise InputError([Problem(located.path, located.line_of(()),
                                  f"expected a mapping of fields, found {type(located.data).__name__}")])
    try:
        return model.model_validate(located.data)
    except ValidationError as exc:
        raise InputError(problems_from(located, exc)) from None


def problems_from(located: Located, exc: ValidationError) -> list[Problem]:
    problems = []
    for err in exc.errors():
        loc = tuple(p for p in err["loc"] if not _is_union_tag(p))
        msg = err["msg"]
        if err["type"] == "extra_forbidden":
            msg = "unknown field"
        elif err["type"] == "union_tag_invalid":
            ctx = err.get("ctx", {})
            tag = shortened(str(ctx.get("tag")))
            msg = f"unknown kind {tag!r}; expected one of {ctx.get('expected_tags')}"
        elif err["type"] == "value_error":
            msg = msg.removeprefix("Value error, ")
        elif err["type"] == "less_than_equal" and isinstance(err["input"], int):
            msg = f"{err['input']:,} is too large; at most {err['ctx']['le']}"
        elif err["type"] in _WRONG_KIND:
            msg = _wrong_kind(err, located.written_at(loc))
        if loc:
            problems.append(Problem(located.path, located.line_of(loc), f"{_field_name(loc)}: {msg}"))
        else:
            problems.append(Problem(located.path, _line_of_named_value(located, msg), msg))
    return problems


# A value of the wrong kind: what was expected, in words.
_WRONG_KIND = {"int_type": "a whole number", "string_type": "a text", "bool_type": "true or false"}


def _wrong_kind(err: dict, written: str | None) -> str:
    """Say what the value was read as, and how to write what was meant: YAML 1.1 reads yes,
    no, on and off as true or false, so `forest: yes` is not 1 and a deck named `on` is no
    name until it is quoted."""
    expected, value = _WRONG_KIND[err["type"]], err["input"]
    shown = repr(printable(shortened(written if written is not None else str(value))))
    if isinstance(value, bool):
        hint = ('; write the text in quotes, e.g. "' + printable(shortened(written or "")) + '"'
                if err["type"] == "string_type" else "")
        return (f"expected {expected}, found {shown}, which YAML reads as {str(value).lower()} "
                f"(yes, no, on, off, true and false are true or false){hint}")
    if isinstance(value, str) and err["type"] == "int_type":
        return f"expected {expected}, found the text {shown} (write a number without quotes)"
    return f"expected {expected}, found {shown}"


def _field_name(loc: Loc) -> str:
    return ".".join(shortened(str(p), 40) for p in loc)  # a key may be 900 KB long


def _line_of_named_value(located: Located, message: str) -> int | None:
    """Whole-model checks start their message with the value at fault ("ID: ..."); point at it."""
    head = message.split(":", 1)[0].strip()
    for loc, value in _scalars(located.data, ()):
        if value == head:
            return located.line_of(loc)
    return located.line_of(())


def _scalars(data: Any, loc: Loc):
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _scalars(value, loc + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _scalars(value, loc + (i,))
    else:
        yield loc, data


def _is_union_tag(part: str | int) -> bool:
    # pydantic inserts the chosen union member's tag into error paths; it is not a field.
    return isinstance(part, str) and (part.startswith("function-") or "[" in part)
