"""The inspector's text of a card in play: what the card is now, not only what it prints."""

from __future__ import annotations

from rich.console import Console

from altered_tui.engine.observation import card_view
from altered_tui.ui.screens.inspector import card_details
from tests.cards.ordis.test_doppelganger import _copies


def _plain(group) -> str:
    console = Console(record=True, width=100)
    console.print(group)
    return console.export_text()


def test_the_inspector_names_the_sub_types_a_card_has_gained_in_play():
    g, _p, me = _copies("ALT_CYCLONE_B_OR_73_C", src="reserve")  # copies Achilles' Soldier
    text = _plain(card_details(card_view(g, me), g.cdef(me), "Hero Expedition"))
    assert "Character — Elemental, Soldier" in text
