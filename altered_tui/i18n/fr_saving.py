"""French for what the match screen says about saving (altered_tui/ui/app.py)."""

from __future__ import annotations

FR: dict[str, str] = {
    "The match could not be saved: {error}. Play goes on; saving is tried again after "
    "every action.":
        "La partie n'a pas pu être sauvegardée : {error}. Le jeu continue ; la sauvegarde "
        "est retentée après chaque action.",
    "Not saved": "Non sauvegardée",
    "The match is saved again.": "La partie est de nouveau sauvegardée.",
}
