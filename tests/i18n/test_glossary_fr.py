"""Every glossary entry has its own French definition, shown when the language is French."""

from __future__ import annotations

import re

import pytest
import yaml
from pydantic import ValidationError

from altered_tui.i18n.glossary import GlossaryEntry, glossary, search

RULE_REF = re.compile(r"\d+(?:\.\d+)+(?:\.[a-z])?")


def test_every_entry_has_a_french_definition():
    for e in glossary():
        assert e.definition_fr.strip(), e.term
        assert e.definition_fr != e.definition, e.term
        # rule numbers quoted in the English definition are kept in the French one
        assert RULE_REF.findall(e.definition) == RULE_REF.findall(e.definition_fr), e.term


def test_a_missing_french_definition_fails_validation():
    raw = glossary()[0].model_dump()
    del raw["definition_fr"]
    with pytest.raises(ValidationError):
        GlossaryEntry.model_validate(raw)


def test_the_yaml_file_gives_definition_fr_on_every_line():
    from importlib import resources

    text = resources.files("altered_tui.i18n").joinpath("glossary.yaml").read_text("utf-8")
    rows = yaml.safe_load(text)
    assert rows and all(row.get("definition_fr") for row in rows)


def test_definition_follows_the_language(french):
    tough = next(e for e in glossary() if e.term == "Tough")
    assert tough.definition_in() == tough.definition_fr
    assert tough.definition_in("en") == tough.definition
    assert [e.term for e in search("payer du mana en plus")] == ["Tough"]


def test_english_search_ignores_the_french_definition():
    assert search("payer du mana en plus") == []
