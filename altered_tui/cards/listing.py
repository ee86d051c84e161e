"""The card pool as a table: find a card id to put in a deck."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from altered_tui.cards.models import FACTION_NAMES, CardDef, Faction
from altered_tui.cards.pool import CardPool
from altered_tui.cards.render import render_text
from altered_tui.cards.sets import CardSet, find_set
from altered_tui.i18n.translators import translator
from altered_tui.plaintext import printable


@dataclass(frozen=True)
class CardQuery:
    faction: str | None = None  # AX, BR, ... or a faction name
    type: str | None = None
    rarity: str | None = None
    cost: int | None = None  # Hand Cost
    search: str = ""  # part of the name, any case
    tokens: bool = False
    set: str | None = None  # a set's code (alize) or English name


def _faction_code(text: str) -> Faction | None:
    text = text.strip().lower()
    for code, name in FACTION_NAMES.items():
        if text in (code.value.lower(), name.lower()):
            return code
    return None


def select_cards(pool: CardPool, q: CardQuery) -> list[CardDef]:
    faction = _faction_code(q.faction) if q.faction else None
    card_set = find_set(q.set) if q.set else None
    out = []
    for d in pool:
        if d.token and not q.tokens:
            continue
        if q.faction and d.faction != faction:
            continue
        if q.set and d.card_set != card_set:
            continue
        if q.type and d.type.value != q.type.lower():
            continue
        if q.rarity and (d.rarity is None or d.rarity.value != q.rarity.lower()):
            continue
        if q.cost is not None and d.hand_cost != q.cost:
            continue
        if q.search and q.search.lower() not in d.name.lower():
            continue
        out.append(d)
    return sorted(out, key=lambda d: (d.faction.value if d.faction else "", d.type.value, d.name, d.id))


def unknown_faction(text: str | None) -> bool:
    return bool(text) and _faction_code(text or "") is None


def unknown_set(text: str | None) -> bool:
    return bool(text) and find_set(text or "") is None


def cards_table(cards: list[CardDef], with_text: bool = True, lang: str = "en",
                card_set: CardSet | None = None):
    """A Rich table of card versions, in `lang` (the ids and names stay as they are); the
    title names the set when the list is one set's."""
    from rich.table import Table  # lazy: rich is loaded only to print a table

    t = translator(lang)
    columns = {"id": "id", "name": t.pgettext("card list", "name"),
               "faction": t.pgettext("card list", "faction"),
               "rarity": t.pgettext("card list", "rarity"), "type": t.pgettext("card list", "type"),
               "cost": t.pgettext("card list", "cost"), "stats": t.pgettext("card list", "F/M/W")}
    types = {"hero": t.pgettext("card list", "hero"),
             "character": t.pgettext("card list", "character"),
             "spell": t.pgettext("card list", "spell"),
             "permanent": t.pgettext("card list", "permanent")}
    rarities = {"common": t.pgettext("card list", "common"), "rare": t.pgettext("card list", "rare"),
                "unique": t.pgettext("card list", "unique"),
                "exalted": t.pgettext("card list", "exalted")}
    title = t.ngettext("{n} card version", "{n} card versions", len(cards)).format(n=len(cards))
    if card_set is not None:
        title = f"{card_set.name} ({card_set.code}): {title}"
    table = Table(title=title, show_lines=with_text)
    for key, column in columns.items():
        table.add_column(column, no_wrap=key in ("id", "name"))
    if with_text:
        table.add_column(t.pgettext("card list", "text"), ratio=1)
    for d in cards:
        cost = "" if d.type.value == "hero" else f"{d.hand_cost}/{d.reserve_cost}"
        stats = f"{d.forest}/{d.mountain}/{d.water}" if d.is_character else ""
        row = [d.id, d.name, FACTION_NAMES[d.faction] if d.faction else "",
               rarities[d.rarity.value] if d.rarity else "", types[d.type.value], cost, stats]
        if with_text:
            row.append(render_text(d, lang=lang))
        # Text: a name is never markup; printable: never a terminal escape
        table.add_row(*(Text(printable(cell, keep_newlines=True)) for cell in row))
    return table
