"""How cards, terrains and statuses are written on screen (from observation card views)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rich.text import Text

from altered_tui.cards.pool import default_pool
from altered_tui.cards.render import render_text
from altered_tui.engine import GameState
from altered_tui.engine.observation import data_names
from altered_tui.i18n import N_, _, current_language, pgettext
from altered_tui.i18n.events import event_text as rendered_event
from altered_tui.i18n.events import YOU, names_for, reason_text
from altered_tui.i18n.prompts import prompt_text as rendered_prompt
from altered_tui.i18n.terms import subtype_name, terrain_letter, type_name

TERRAIN_STYLE = {"forest": "green", "mountain": "red", "water": "blue"}
TERRAIN_LETTER = {"forest": "F", "mountain": "M", "water": "W"}
MARKER_MARK = "⚑"  # a Terrain Marker, on a region or on its Hero (glossary: Terrain Marker)
STATUS_SHORT = {"Exhausted": N_("exh"), "Fleeting": N_("flt"), "Anchored": N_("anc"), "Asleep": N_("slp"),
                "Completed": N_("cmp")}
CORRUPTION_MARK = "☠"  # a card with the sub-type Corruption (glossary: Corruption)


def stats_text(stats: list[int] | tuple[int, ...], base: list[int] | None = None) -> Text:
    """Forest/Mountain/Water values, coloured; a changed value is shown bold."""
    out = Text()
    for i, (terrain, value) in enumerate(zip(("forest", "mountain", "water"), stats)):
        if i:
            out.append("/", style="dim")
        changed = base is not None and base[i] != value
        out.append(str(value), style=TERRAIN_STYLE[terrain] + (" bold" if changed else ""))
    return out


def terrains_text(terrains: list[str]) -> Text:
    if not terrains:
        return Text("?", style="dim")
    out = Text()
    for t in terrains:
        out.append(terrain_letter(t), style=f"bold {TERRAIN_STYLE[t]}")
    return out


def counter_marks(view: dict[str, Any]) -> Text:
    """Named counters other than boosts (CR 2.5), e.g. Scrap×3 on a Hero."""
    marks = Text()
    for name, n in sorted(view.get("counters", {}).items()):
        if name != "boost" and n:
            marks.append(f" {name.capitalize()}×{n}", style="bold green")
    return marks


MIN_NAME = 6  # cells of a name kept when a line is cut to fit (its marks are kept whole)


def card_line(view: dict[str, Any], selected: bool = False, costs: bool = False,
              counters: bool = True, width: int = 0) -> Text:
    """One card on one line: name, statistics, boosts, named counters (unless `counters` is
    False) and statuses. With a `width` the line fits it by cutting the name (with "…"),
    then if need be leaving out the statistics (the Expedition's totals and `i` give them)
    and the type: boosts and statuses stay in view."""
    line = Text()
    line.append("▶ " if selected else "  ", style="bold yellow")
    exhausted = "Exhausted" in view.get("statuses", [])
    name_style = "reverse bold" if selected else ("dim" if exhausted else "bold")
    name = Text(view["name"], style=name_style)
    marks = card_marks(view, costs, counters)
    for fewer in ({"stats": False}, {"stats": False, "kind": False}):
        if width and line.cell_len + MIN_NAME + marks.cell_len > width:
            marks = card_marks(view, costs, counters, **fewer)
    least = MIN_NAME
    if width and line.cell_len + MIN_NAME + marks.cell_len > width:
        marks, least = compact_marks(view), 4  # boosts and statuses before the name
        # a whole name needs a space before them ("Hathor E", not "HathorE"); a cut one
        # ends in "…", which sets them apart already (cut it when it would just fit)
        room = width - line.cell_len - marks.cell_len
        if marks and name.cell_len < room:
            marks = Text(" ").append_text(marks)
        elif marks and name.cell_len == room:
            name.truncate(room - 1)
            name.append("…")
    if width and line.cell_len + name.cell_len + marks.cell_len > width:
        name.truncate(max(least, width - line.cell_len - marks.cell_len), overflow="ellipsis")
    line.append_text(name)
    line.append_text(marks)
    return clickable(line, view)


def subtypes_of(view: dict[str, Any]) -> tuple[str, ...]:
    """The card's sub-types now: those the view gives (gained in play), else its printed ones."""
    if "subtypes" in view:
        return tuple(view["subtypes"])
    card = default_pool().get(view["id"]) if "id" in view else None
    return card.subtypes if card is not None else ()


def is_feat(view: dict[str, Any]) -> bool:
    """A Feat: a Landmark Permanent with the sub-type Feat (README rulings: Feats)."""
    return view["type"] == "permanent" and "Feat" in subtypes_of(view)


def kind_name(view: dict[str, Any]) -> str:
    """The card's type as the board names it: "Feat" for a Feat, so that its line tells it
    from other Permanents (its status cmp says when it is Completed)."""
    return subtype_name("Feat") if is_feat(view) else type_name(view["type"])


def corruption_mark(view: dict[str, Any]) -> Text:
    """☠ for a card with the sub-type Corruption (README rulings: Corruption), else nothing."""
    return Text(CORRUPTION_MARK, style="bold red") if "Corruption" in subtypes_of(view) \
        else Text()


def card_marks(view: dict[str, Any], costs: bool = False, counters: bool = True,
               stats: bool = True, kind: bool = True) -> Text:
    """What follows a card's name on its line: ☠ for Corruption, costs, statistics,
    boosts, counters, statuses, and its type when it is no Character."""
    line = Text()
    corrupt = corruption_mark(view)
    if corrupt:
        line.append(" ")
        line.append_text(corrupt)
    if costs and view["type"] != "hero":
        line.append(f" {view['hand_cost']}/{view['reserve_cost']}", style="yellow")
    if "stats" in view and stats:
        line.append(" ")
        line.append_text(stats_text(view["stats"], view.get("base_stats")))
    boost = view.get("counters", {}).get("boost", 0)
    if boost:
        line.append(f" +{boost}", style="bold magenta")
    if counters:
        line.append_text(counter_marks(view))
    for status in view.get("statuses", []):
        line.append(f" {_(STATUS_SHORT.get(status, status))}", style="italic cyan")
    if kind and view["type"] not in ("character", "hero"):
        line.append(f" ({kind_name(view)})", style="dim")
    return line


def compact_marks(view: dict[str, Any]) -> Text:
    """☠ for Corruption, boosts and one letter per status, for a column too narrow for the
    full marks."""
    line = corruption_mark(view)
    boost = view.get("counters", {}).get("boost", 0)
    if boost:
        line.append(f"+{boost}", style="bold magenta")
    letters = "".join(_(STATUS_SHORT.get(status, status))[:1].upper()
                      for status in view.get("statuses", []))
    if letters:
        line.append(letters, style="italic cyan")
    return line


def clickable(text: Text, view: dict[str, Any]) -> Text:
    """A click on this text puts the board's card cursor on the card."""
    if "cid" in view:
        text.apply_meta({"@click": f"screen.click_card({view['cid']})"})
    return text


def expedition_totals(cards: list[dict[str, Any]]) -> list[int]:
    """Live per-terrain sums of the Characters in one Expedition."""
    total = [0, 0, 0]
    for view in cards:
        for i, value in enumerate(view.get("stats", ())):
            total[i] += value
    return total


def hero_ability_text(card_id: str) -> str:
    """A Hero's abilities on one line, rendered from the card's structure."""
    return _hero_ability_text(card_id, current_language())


@lru_cache(maxsize=64)  # drawn whenever a player's zones change; a card's text never does
def _hero_ability_text(card_id: str, language: str) -> str:
    card = default_pool().get(card_id)
    if card is None:
        return ""
    return symbols_in_words(render_text(card, lang=language).replace("\n", " "))


def event_text(event: dict[str, Any]) -> str:
    """The one place a log event becomes display text, in the current language (the cards'
    symbols in words, as in card text)."""
    return symbols_in_words(rendered_event(event))


def shown_name(name: str) -> str:
    """A player's name as the board shows it: the learner of a lesson, named "You", in the
    interface's language ("Vous")."""
    return pgettext("the learner's name", "You") if name == YOU else name


def win_reason_text(g: GameState) -> str:
    """How the game was won, in the current language."""
    return reason_text(g.win_reason, names_for(data_names(g, g.win_reason),
                                               [p.name for p in g.players]))


def prompt_text(prompt: dict[str, Any] | str) -> str:
    """The one place a decision's prompt (or a line the board says instead) becomes display
    text, in the current language (the cards' symbols in words)."""
    return prompt if isinstance(prompt, str) else symbols_in_words(rendered_prompt(prompt))


# The cards' trigger and cost symbols (CR 1.1.6.e-i), shown as words; `?` and the glossary
# list them.
SYMBOLS = {"{J}": N_("[when it joins]"), "{H}": N_("[played from Hand]"),
           "{R}": N_("[played from Reserve]"), "{T}": N_("[exhaust it]"),
           "{D}": N_("[discard it from Reserve]")}


def symbols_in_words(text: str) -> str:
    for symbol, words in SYMBOLS.items():
        text = text.replace(symbol, _(words))
    return text
