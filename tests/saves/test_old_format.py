"""A save written in an earlier format is migrated: read, replayed, and brought up to date.

The fixtures are the same whole random game (seed 3, the two practice decks) recorded in
save format 1, whose log events held English sentences, in format 2, whose events held the
players' names and the cards' names, in format 3, whose decision prompts were English
sentences, and in format 4, whose cards kept their object number in a Hand or Deck: their step digests cannot match today's states, so the actions are replayed and
the digests computed anew. Saves of those formats were plain and unsigned: one is read only
if it was in the saves folder when this version made its key (it is then signed at once).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import new_game, state_hash
from altered_tui.saves.model import FORMAT_VERSION, SaveError
from altered_tui.saves.recorder import Recorder
from altered_tui.saves.replay import rebuild
from altered_tui.saves.selfplay import play_on
from altered_tui.saves.store import (CHANGED, install_seal, read_save, saves_dir, sealed_text,
                                     write_save)
from tests.saves.helpers import NAMES, pool_and_decks, recorded_game

FIXTURES = Path(__file__).parent / "fixtures"
FORMAT_1 = FIXTURES / "format1-seed3.json"
OLD_SAVES = {1: FORMAT_1, 2: FIXTURES / "format2-seed3.json", 3: FIXTURES / "format3-seed3.json",
             4: FIXTURES / "format4-seed3.json"}


@pytest.mark.parametrize("version", sorted(OLD_SAVES))
def test_an_old_save_is_migrated_and_replays_every_step(tmp_path, version):
    path = _in_saves_folder(OLD_SAVES[version])
    save = read_save(path)  # makes the key, which signs it first
    assert path.read_bytes() != OLD_SAVES[version].read_bytes()  # rewritten, signed
    assert save.format_version == version < FORMAT_VERSION
    old_digests = [a.digest for a in save.actions]
    pool, _ = pool_and_decks()
    state = rebuild(save, pool, path).state  # migrates, then checks every digest
    assert save.format_version == FORMAT_VERSION
    assert state.actions_taken == len(save.actions) == 65 and state.winner is not None
    assert state_hash(state) == save.final_hash
    assert [a.digest for a in save.actions] != old_digests
    # The same game recorded today gives the same actions and the migrated digests.
    today, recorder = recorded_game(3)
    assert [(a.text, a.player, a.digest) for a in recorder.save.actions] == \
        [(a.text, a.player, a.digest) for a in save.actions]
    assert state_hash(today) == save.final_hash
    # Written back, it is a save of today's format.
    path = tmp_path / "migrated.json"
    write_save(save, path)
    again = read_save(path)
    assert again.format_version == FORMAT_VERSION
    assert rebuild(again, pool, path).state.actions_taken == 65


def _in_saves_folder(fixture: Path, name: str = "old.json") -> Path:
    path = saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(fixture.read_bytes())
    return path


def test_a_format_1_save_with_an_illegal_action_is_refused(tmp_path):
    raw = json.loads(FORMAT_1.read_text())
    raw["actions"][10]["text"] = "play Nobody#999@hand -> hero"
    path = saves_dir() / "bad.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(raw))
    pool, _ = pool_and_decks()
    with pytest.raises(SaveError, match="action 11 "):
        rebuild(read_save(path), pool, path)


@pytest.mark.parametrize("where", ["saves folder", "elsewhere"])
def test_an_unsigned_old_save_made_after_the_key_is_refused(tmp_path, where):
    install_seal()  # this version has run: the saves of earlier versions are signed
    folder = saves_dir() if where == "saves folder" else tmp_path
    path = _in_saves_folder(OLD_SAVES[4]) if where == "saves folder" else \
        tmp_path / "old.json"
    if where == "elsewhere":
        path.write_bytes(OLD_SAVES[4].read_bytes())
    before = path.read_bytes()
    with pytest.raises(SaveError, match=CHANGED) as refused:
        read_save(path)
    assert str(refused.value).count("\n") == 0 and str(folder) in str(path)
    assert path.read_bytes() == before  # never signed later


def test_a_format_6_save_naming_a_mode_by_its_words_is_read_by_the_number(tmp_path):
    """Format 7 answers a mode by its number alone (`mode 2`); a signed format 6 save wrote
    the mode's words after it, and is migrated, not refused."""
    pool = default_pool()
    decks = (load_deck(decks_dir() / "axiom-starter.yaml", pool),
             load_deck(decks_dir() / "yzmir-starter.yaml", pool))
    state = new_game(decks[0], decks[1], pool, seed=1, names=NAMES)
    recorder = Recorder.start(decks, 1, NAMES, state, tmp_path)
    state = play_on(state, recorder, 1)
    recorder.close()
    modes = [a for a in recorder.save.actions if a.text.startswith("mode ")]
    assert modes and all(a.text.split(" ")[1].isdigit() and len(a.text.split()) == 2
                         for a in modes)
    old = json.loads(recorder.save.model_dump_json())
    old["format_version"] = 6
    for action in old["actions"]:
        if action["text"].startswith("mode "):
            action["text"] += " Draw a card."  # the words an earlier version wrote
    path = tmp_path / "format6.json"
    path.write_text(sealed_text(json.dumps(old), {}, install_seal(), version=6),
                    encoding="utf-8")
    save = read_save(path)
    assert save.format_version == 6
    rebuilt = rebuild(save, pool, path)
    assert save.format_version == FORMAT_VERSION
    assert [a.text for a in save.actions] == [a.text for a in recorder.save.actions]
    assert state_hash(rebuilt.state) == state_hash(state)
