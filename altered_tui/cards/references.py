"""What a card file's abilities name in other files: the tokens they create and the
sub-types they look for. Each is checked when the pool is loaded, at its file and line, so
that no match meets a card that creates a token the pool does not have."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardFile, CardType, ZoneType
from altered_tui.cards.subtypes import subtype_problem
from altered_tui.cards.yamlsource import Loc, Located, Problem
from altered_tui.plaintext import printable, shortened

# The places a token may be created in Landmarks (README: Landmark tokens); any other place
# is an Expedition, for a Character token.
LANDMARK_PLACES = frozenset({"your_landmarks", "target_opponent_landmarks",
                             "target_player_landmarks", "each_player_landmarks",
                             "its_controller_landmarks"})


@dataclass(frozen=True)
class TokenReference:
    """A create_token step of a card file: the token's name and where it goes."""

    path: str
    line: int | None
    name: str
    in_landmarks: bool


def read_references(card: CardFile, located: Located) -> tuple[list[TokenReference], list[Problem]]:
    """The tokens `card` creates, and its abilities' unknown sub-types as problems."""
    tokens, problems = tokens_created(card, located.path, located.line_of), []
    for loc, model in _models(card, ()):
        for key, names in _subtype_fields(model):
            for i, name in enumerate(names):
                problem = subtype_problem(name)
                if problem:
                    where = loc + (key,) + ((i,) if isinstance(getattr(model, key), list) else ())
                    problems.append(Problem(located.path, located.line_of(where),
                                            f"{_dotted(where)}: {problem}"))
    return tokens, problems


def tokens_created(card: CardFile, path: str,
                   line_of: Callable[[Loc], int | None] = lambda _loc: None) -> list[TokenReference]:
    """The tokens `card`'s abilities create, each at its line when `line_of` knows it."""
    return [TokenReference(path, line_of(loc + ("token",)), model.token,
                           model.where in LANDMARK_PLACES)
            for loc, model in _models(card, ()) if isinstance(model, ab.CreateToken)]


def token_problems(references: list[TokenReference],
                   tokens: Mapping[str, CardDef]) -> list[Problem]:
    """References to a token that `tokens` (by name) does not have, or of the wrong kind."""
    problems = []
    for ref in references:
        token = tokens.get(ref.name)
        name = repr(printable(shortened(ref.name)))
        if token is None:
            known = ", ".join(sorted(tokens)) or "none"
            problems.append(Problem(ref.path, ref.line,
                                    f"create_token: no token card is named {name} (tokens: {known})"))
        elif ref.in_landmarks and not _is_landmark(token):
            problems.append(Problem(ref.path, ref.line, f"create_token: {name} is not a Landmark "
                                                        f"Permanent token; it cannot go in Landmarks"))
        elif not ref.in_landmarks and token.type is not CardType.CHARACTER:
            problems.append(Problem(ref.path, ref.line, f"create_token: {name} is not a Character "
                                                        f"token; it cannot go in an Expedition"))
    return problems


def _is_landmark(token: CardDef) -> bool:
    return token.type is CardType.PERMANENT and token.zone_type is ZoneType.LANDMARK


def _subtype_fields(model: BaseModel) -> Iterator[tuple[str, list[str]]]:
    if isinstance(model, ab.Filter):
        for key in ("subtype", "not_subtype"):
            if getattr(model, key) is not None:
                yield key, [getattr(model, key)]
    elif isinstance(model, ab.GrantSubtypes):
        yield "subtypes", list(model.subtypes)


def _models(value: Any, loc: Loc) -> Iterator[tuple[Loc, BaseModel]]:
    """Every model inside `value`, with its place in the file (a field is its key there)."""
    if isinstance(value, BaseModel):
        yield loc, value
        for key in type(value).model_fields:
            yield from _models(getattr(value, key), loc + (key,))
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from _models(item, loc + (i,))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _models(item, loc + (key,))


def _dotted(loc: Loc) -> str:
    return ".".join(str(p) for p in loc)
