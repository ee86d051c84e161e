"""Small writers of card files and decks for tests; every file goes under tmp_path."""

from __future__ import annotations

from pathlib import Path

from altered_tui.cards.pool import CardPool, card_files, load_pool_from

DECK_FIRST_ENTRY_LINE = 4  # deck_yaml: name, hero, "cards:", then one entry a line


def write(path: Path, content: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def character_yaml(name: str, *versions: tuple[str, str]) -> str:
    """A character card file; versions are (id, rarity), all Bravos unless the id says LY."""
    out = f"name: {name}\ntype: character\nversions:\n"
    for card_id, rarity in versions:
        faction = "LY" if "_LY_" in card_id else "BR"
        out += (f"  - id: {card_id}\n    faction: {faction}\n    rarity: {rarity}\n"
                f"    hand_cost: 1\n    reserve_cost: 1\n    forest: 1\n    mountain: 1\n    water: 1\n")
    return out


def hero_yaml(name: str, card_id: str, faction: str) -> str:
    return (f"name: {name}\ntype: hero\nversions:\n  - id: {card_id}\n    faction: {faction}\n"
            f"    reserve_limit: 2\n    landmark_limit: 2\n")


def deck_yaml(hero: str, entries: list[tuple[str, int]], practice: bool = False) -> str:
    """Entry i is on line DECK_FIRST_ENTRY_LINE + i."""
    out = f"name: Test deck\nhero: {hero}\ncards:\n"
    out += "".join(f"  {cid}: {n}\n" for cid, n in entries)
    if practice:
        out += "practice: true\n"
    return out


def deck_txt(hero: str | None, entries: list[tuple[str, int]]) -> str:
    """The hero (if any) on line 1, then entry i on line 2 + i."""
    lines = [f"1 {hero}"] if hero else []
    return "\n".join(lines + [f"{n} {cid}" for cid, n in entries]) + "\n"


BR_HERO, LY_HERO = "TEST_BR_HERO", "TEST_LY_HERO"
LYRA_CARD = "TEST_LY_01_C"


def common(k: int) -> str:
    return f"TEST_BR_{k:02}_C"


def rare(k: int) -> str:
    return f"TEST_BR_{k:02}_R"


def unique(k: int) -> str:
    return f"TEST_BR_{k:02}_U"


def exalted(k: int) -> str:
    return f"TEST_BR_{k:02}_E"


def write_constructed_cards(folder: Path) -> CardPool:
    """Two heroes, twenty Bravos names each with a common, a rare and a unique version, and
    five more Bravos names printed only as Exalted."""
    write(folder / "br-hero.yaml", hero_yaml("Test Bravos Hero", BR_HERO, "BR"))
    write(folder / "ly-hero.yaml", hero_yaml("Test Lyra Hero", LY_HERO, "LY"))
    write(folder / "lyra-card.yaml", character_yaml("Lyra Card", (LYRA_CARD, "common")))
    for k in range(1, 21):
        versions = [(common(k), "common"), (rare(k), "rare"), (unique(k), "unique")]
        write(folder / f"card-{k:02}.yaml", character_yaml(f"Card {k:02}", *versions))
    for k in range(21, 26):
        write(folder / f"card-{k:02}.yaml", character_yaml(f"Card {k:02}", (exalted(k), "exalted")))
    return load_pool_from(card_files(folder))


def legal_entries() -> list[tuple[str, int]]:
    """Thirteen names, three commons each: exactly 39 cards, all Bravos."""
    return [(common(k), 3) for k in range(1, 14)]
