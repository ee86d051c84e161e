"""The bundled Ordis and Yzmir starter decks are legal constructed decks (CR 1.1.4)."""

from collections import Counter

import pytest

from altered_tui.cards.decks import load_deck
from altered_tui.cards.models import Rarity
from altered_tui.cards.pool import decks_dir, default_pool


@pytest.mark.parametrize("file, faction", [("ordis-starter.yaml", "OR"), ("yzmir-starter.yaml", "YZ")])
def test_starter_deck_is_constructed_legal(file, faction):
    pool = default_pool()
    deck = load_deck(decks_dir() / file, pool, constructed=True)
    assert deck.legal and not deck.practice and deck.size >= 39
    cards = [pool[c] for c in deck.card_list()]
    assert pool[deck.hero].faction.value == faction
    assert {d.faction.value for d in cards} == {faction}
    assert max(Counter(d.name for d in cards).values()) <= 3
    assert sum(d.rarity is Rarity.RARE for d in cards) <= 15
