"""What the lists of `resume`, `replay` and the resume screen say about a saved match, in
the interface's language: who played which deck, how far it went, when."""

from __future__ import annotations

from typing import Any

from altered_tui.i18n import _, ngettext


def save_facts(save: Any) -> tuple[str, str]:
    """The players with their decks, and how far the match went and when. `save` is a
    MatchSave, read for its listed facts only: names, decks' names, day, actions, winner,
    settings and the time it was last written."""
    when = save.updated.replace("T", " ")[:16]
    actions = ngettext("{n} action", "{n} actions", len(save.actions)).format(n=len(save.actions))
    second = save.names[1]
    level = save.settings.get("vs_ai")
    if level:
        second = _("{name} (the computer, {level})").format(name=second, level=level)
    players = _("{first} ({first_deck}) vs {second} ({second_deck})").format(
        first=save.names[0], first_deck=save.decks[0].name,
        second=second, second_deck=save.decks[1].name)
    if save.winner is not None:
        return players, _("won by {winner} on day {day}, {actions} — {when}").format(
            winner=save.names[save.winner], day=save.day, actions=actions, when=when)
    return players, _("day {day}, {actions} — last played {when}").format(
        day=save.day, actions=actions, when=when)
