"""The card pool as a table: find a card id to put in a deck."""

from __future__ import annotations

from dataclasses import dataclass


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


def nearest_names(pool: CardPool, text: str, count: int = 3) -> list[str]:
    """The card names closest to a search that found nothing (a typo: "kapa" -> Kappa)."""
    from difflib import get_close_matches  # lazy: needed only when a search finds nothing

    names = {d.name.lower(): d.name for d in pool if not d.token}
    return [names[n] for n in get_close_matches(text.strip().lower(), list(names), n=count,
                                                 cutoff=0.6)]


def cards_listing(cards: list[CardDef], with_text: bool = True, lang: str = "en",
                  card_set: CardSet | None = None):
    """The card versions as a Rich renderable, in `lang` (ids and names stay as they are): a
    title (naming the set when the list is one set's), then one line of facts per version,
    its text wrapped beneath it, so that it reads in an ordinary terminal."""
    # lazy: rich is loaded only to print the list
    from rich.cells import cell_len
    from rich.console import Group
    from rich.text import Text

    t = translator(lang)
    headers = ["id", t.pgettext("card list", "name"), t.pgettext("card list", "faction"),
               t.pgettext("card list", "rarity"), t.pgettext("card list", "type"),
               t.pgettext("card list", "cost"), t.pgettext("card list", "F/M/W")]
    types = {"hero": t.pgettext("card list", "hero"),
             "character": t.pgettext("card list", "character"),
             "spell": t.pgettext("card list", "spell"),
             "permanent": t.pgettext("card list", "permanent")}
    rarities = {"common": t.pgettext("card list", "common"), "rare": t.pgettext("card list", "rare"),
                "unique": t.pgettext("card list", "unique"),
                "exalted": t.pgettext("card list", "exalted")}
    rows = []
    for d in cards:
        cost = "" if d.type.value == "hero" else f"{d.hand_cost}/{d.reserve_cost}"
        stats = f"{d.forest}/{d.mountain}/{d.water}" if d.is_character else ""
        rows.append([printable(cell) for cell in (  # never a terminal escape from a file
            d.id, d.name, FACTION_NAMES[d.faction] if d.faction else "",
            rarities[d.rarity.value] if d.rarity else "", types[d.type.value], cost, stats)])
    widths = [max([cell_len(h)] + [cell_len(r[i]) for r in rows]) for i, h in enumerate(headers)]

    def line(cells: list[str], styles: list[str]) -> Text:
        out = Text(no_wrap=True, overflow="ellipsis")
        for cell, width, style in zip(cells, widths, styles):
            if out:
                out.append("  ")
            out.append(cell + " " * (width - cell_len(cell)), style=style)
        out.rstrip()
        return out

    title = t.ngettext("{n} card version", "{n} card versions", len(cards)).format(n=len(cards))
    if card_set is not None:
        title = f"{card_set.name} ({card_set.code}): {title}"
    parts: list = [Text(title, style="italic"), line(headers, ["bold"] * len(headers)),
                   Text("─" * (sum(widths) + 2 * (len(widths) - 1)), style="dim", no_wrap=True,
                        overflow="crop")]
    for d, row in zip(cards, rows):
        parts.append(line(row, ["", "bold", "", "", "", "", ""]))
        text = printable(render_text(d, lang=lang), keep_newlines=True) if with_text else ""
        if text:  # Text: printed card text is not markup ("[Support]")
            parts.append(_Indented(Text(text), 4))
    return Group(*parts)


class _Indented:
    """A Rich renderable: `text` wrapped `by` columns in from the left, with no padding on
    the right (piped output has no trailing blanks)."""

    def __init__(self, text, by: int):
        self.text, self.by = text, by

    def __rich_console__(self, console, options):
        from rich.segment import Segment  # lazy: rich is loaded only to print the list

        width = max(options.max_width - self.by, 20)
        for line in console.render_lines(self.text, options.update(width=width), pad=False):
            yield Segment(" " * self.by)
            yield from line
            yield Segment.line()
