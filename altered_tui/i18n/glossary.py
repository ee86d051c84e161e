"""The glossary of game terms (glossary.yaml), validated with pydantic."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import yaml
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from altered_tui.i18n import current_language


class GlossaryEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    term: str = Field(min_length=1)
    fr: str = Field(min_length=1)
    rule: str = Field(pattern=r"^\d+(\.\d+)*(\.[a-z])?$")
    category: str = Field(min_length=1)
    definition: str = Field(min_length=10, max_length=240)
    definition_fr: str = Field(min_length=10, max_length=240)

    def definition_in(self, lang: str | None = None) -> str:
        """The definition in a language (the current one by default)."""
        return self.definition_fr if (lang or current_language()) == "fr" else self.definition

    def matches(self, needle: str) -> bool:
        """Case-insensitive search in every field (the definition of the current language)."""
        needle = needle.strip().lower()
        return not needle or any(needle in text.lower() for text in
                                 (self.term, self.fr, self.rule, self.category,
                                  self.definition_in()))


@lru_cache(maxsize=1)
def glossary() -> tuple[GlossaryEntry, ...]:
    text = resources.files("altered_tui.i18n").joinpath("glossary.yaml").read_text("utf-8")
    entries = TypeAdapter(list[GlossaryEntry]).validate_python(yaml.safe_load(text))
    return tuple(entries)


def search(needle: str) -> list[GlossaryEntry]:
    return [e for e in glossary() if e.matches(needle)]
