"""The display text of a game log event in a language, rendered from the event's data.

Each event kind (with its `via` variant, if any) has a template: an English message id with
named placeholders, translated through the gettext catalogues. A private event (drawn cards,
a face-down Mana orb) reaches the other player without the data fields it may not see, and
is then rendered with the template that does without them. Kinds without a template carry
their English text, shown through the older pattern translation.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any

from altered_tui.i18n import N_, Nn_, current_language, translator
from altered_tui.i18n.translators import SOURCE_LANGUAGE
from altered_tui.i18n.engine_text import translate_log_text
from altered_tui.i18n.terms import ZONES


@dataclass(frozen=True)
class Template:
    """A message id, or a singular/plural pair chosen by the `count` field."""

    singular: str
    plural: str = ""

    @property
    def placeholders(self) -> tuple[str, ...]:
        names = {name for text in (self.singular, self.plural)
                 for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}
        return tuple(sorted(names))


# (kind, via) -> (the full text, the text for the other player when the event is private)
TEMPLATES: dict[tuple[str, str], tuple[Template, Template | None]] = {
    ("draw", ""): (Template(N_("{who} draws {cards}")),
                   Template(*Nn_("{who} draws {count} card", "{who} draws {count} cards"))),
    ("mana", "setup"): (Template(N_("{who} puts {card} in Mana, ready")),
                        Template(N_("{who} puts a card in Mana"))),
    ("mana", "deck"): (
        Template(N_("{who} puts {cards} from the top of the Deck in Mana, exhausted")),
        Template(*Nn_("{who} puts {count} card from the top of the Deck in Mana, exhausted",
                      "{who} puts {count} cards from the top of the Deck in Mana, exhausted"))),
    ("expand", "none"): (Template(N_("{who} does not Expand")), None),
    ("expand", "hand"): (Template(N_("{who} Expands with {card}")),
                         Template(N_("{who} Expands with a card"))),
    ("expand", "deck"): (Template(N_("{who} Expands with {card} from the top of their Deck")),
                         Template(N_("{who} Expands with the top card of their Deck"))),
    ("put", "hand"): (Template(N_("{who} puts {card} from hand in {zone}")),
                  Template(N_("{who} puts a card from hand in {zone}"))),
}


def template_key(event: dict[str, Any]) -> tuple[str, str]:
    return event["kind"], (event.get("data") or {}).get("via", "")


def _values(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The data as text: lists of card names joined, zones by their name in `lang`."""
    tr = translator(lang)
    values = dict(data)
    if "cards" in values:
        values["cards"] = ", ".join(values["cards"])
    if "zone" in values:
        values["zone"] = tr.gettext(ZONES[values["zone"]])
    return values


def render(template: Template, data: dict[str, Any], lang: str) -> str:
    tr = translator(lang)
    text = (tr.ngettext(template.singular, template.plural, data["count"]) if template.plural
            else tr.gettext(template.singular))
    return text.format(**_values(data, lang))


def event_text(event: dict[str, Any], lang: str | None = None) -> str:
    """The line the log shows for `event` (an observation's event: redacted for its viewer)."""
    lang = lang or current_language()
    templates = TEMPLATES.get(template_key(event))
    if templates is None:  # an event that still carries its English text
        if lang == SOURCE_LANGUAGE:
            return event["text"]
        return translate_log_text(event["kind"], event["text"])
    full, redacted = templates
    data = event.get("data") or {}
    if redacted is not None and not set(full.placeholders) <= set(data):
        return render(redacted, data, lang)
    return render(full, data, lang)
