"""Random constructed-legal decks drawn from a card pool, for deck testing and fuzzing.

Every deck obeys CR 1.1.4: one Hero, at least 39 other cards of the Hero's faction, at most
3 cards of one name, at most 15 rares, 3 uniques and 3 Exalted cards. Same pool + seed -> same deck.
"""

from __future__ import annotations

from collections import Counter

from altered_tui.cards.decks import MAX_PER_NAME, MIN_OTHER_CARDS, RARITY_LIMITS, Deck
from altered_tui.cards.models import CardType, Rarity
from altered_tui.cards.pool import CardPool
from altered_tui.engine.rng import Rng


def heroes(pool: CardPool) -> list[str]:
    return sorted(d.id for d in pool if d.type is CardType.HERO and not d.token)


def random_deck(pool: CardPool, seed: int, hero: str | None = None) -> Deck:
    """A legal deck of exactly 39 cards besides the Hero, cards picked one copy at a time."""
    rng = Rng(seed)
    choices = heroes(pool)
    hero = hero or choices[rng.below(len(choices))]
    faction = pool[hero].faction
    candidates = sorted(d.id for d in pool if d.faction == faction and not d.token
                        and d.type is not CardType.HERO)
    names: Counter[str] = Counter()
    counts: Counter[str] = Counter()
    by_rarity: Counter[Rarity] = Counter()
    while sum(counts.values()) < MIN_OTHER_CARDS:
        allowed = [c for c in candidates if names[pool[c].name] < MAX_PER_NAME
                   and _below_rarity_limit(pool[c].rarity, by_rarity)]
        if not allowed:
            raise ValueError(f"the pool cannot make a legal {faction} deck")
        cid = allowed[rng.below(len(allowed))]
        counts[cid] += 1
        names[pool[cid].name] += 1
        by_rarity[pool[cid].rarity] += 1
    return Deck(name=f"random {pool[hero].name} (seed {seed})", hero=hero,
                cards=tuple(sorted(counts.items())), source=f"random deck (seed {seed})")


def _below_rarity_limit(rarity: Rarity | None, by_rarity: Counter[Rarity]) -> bool:
    """One more card of this rarity keeps the deck within CR 1.1.4.f-g and the Exalted limit."""
    limit = RARITY_LIMITS.get(rarity) if rarity is not None else None
    return limit is None or by_rarity[rarity] < limit[0]
