"""Actions: every decision a player takes, with a short text form that parses back.

Text forms (card references are `Name#cid`, cid being the card's id in this game):

    pass                               end your Afternoon for the day
    play Kappa#14@hand -> hero         play a card from Hand or Reserve into an Expedition
    play Kelon Burst#9@reserve         play a Spell or Landmark Permanent
    play Kappa#14@hand -> hero scout   play it for its Scout cost
    mana Kappa#14                      setup: put this card in Mana
    expand Kappa#14 / expand none      Morning Expand, or decline it
    keep Kappa#14                      Clean-up: keep this object
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache


class ActionError(ValueError):
    """An action that is malformed or not legal now."""


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    card: int | None = None
    name: str = ""
    src: str = ""
    dest: str = ""
    arg: str = ""

    @property
    def text(self) -> str:
        out = self.verb
        if self.card is not None:
            out += f" {self.name}#{self.card}"
        if self.src:
            out += f"@{self.src}"
        if self.dest:
            out += f" -> {self.dest}"
        if self.arg:
            out += f" {self.arg}"
        return out

    def __str__(self) -> str:
        return self.text



@lru_cache(maxsize=1 << 14)
def offered(verb: str, card: int | None = None, name: str = "", src: str = "", dest: str = "",
            arg: str = "") -> Action:
    """The same Action as `Action(...)`, shared: actions are immutable, and the same ones are
    offered again and again (each play of each card, every turn), so looking one up is
    quicker than building a frozen dataclass anew."""
    return Action(verb, card, name, src, dest, arg)

_PATTERN = re.compile(
    r"^(?P<verb>[a-z][a-z_-]*)"
    r"(?: (?P<name>[^#@]+?)#(?P<card>\d+))?"
    r"(?:@(?P<src>[a-z]+))?"
    r"(?: -> (?P<dest>[a-z]+))?"
    r"(?: (?P<arg>.+))?$"
)


def parse(text: str) -> Action:
    """Parse the text form of an action. Raises ActionError if it is not one."""
    m = _PATTERN.match(text.strip())
    if not m:
        raise ActionError(f"not an action: {text!r}")
    card = m.group("card")
    return Action(
        verb=m.group("verb"),
        card=int(card) if card is not None else None,
        name=m.group("name") or "",
        src=m.group("src") or "",
        dest=m.group("dest") or "",
        arg=m.group("arg") or "",
    )
