"""Where saves go, atomic writes, and listing."""

from __future__ import annotations

from altered_tui.saves.model import FORMAT_VERSION
from altered_tui.saves.store import atomic_write
from altered_tui.saves.summary import save_facts
from altered_tui.saves.store import data_dir as data_dir_now
from altered_tui.saves.store import (list_saves, read_save, saves_dir,
                                     unfinished)
from tests.saves.helpers import recorded_game, start
from altered_tui.engine import apply_inplace, legal_actions


def test_the_data_folder_can_be_moved_by_environment_variable(data_dir, monkeypatch):
    assert data_dir_now() == data_dir and saves_dir() == data_dir / "saves"
    monkeypatch.delenv("ALTERED_TUI_DATA")
    assert data_dir_now().name == "altered-tui"  # the platform's user data folder


def test_atomic_write_replaces_the_file_and_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "f" / "save.json"
    atomic_write(target, "one")
    atomic_write(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["save.json"]


def test_a_save_is_written_after_each_action_with_the_deck_contents(data_dir):
    state, recorder = start(seed=4, folder=saves_dir())
    assert not recorder.path.exists()  # nothing played yet: nothing worth resuming
    for expected in (1, 2, 3):
        option = legal_actions(state)[0]
        player, log_from = state.pending.player, len(state.log)
        apply_inplace(state, option)
        recorder.record(state, option.text, player, log_from)
        save = read_save(recorder.path)
        assert [a.text for a in save.actions][-1] == option.text
        assert len(save.actions) == expected
    assert save.format_version == FORMAT_VERSION
    assert save.decks[0].hero and sum(n for _, n in save.decks[0].cards) >= 20
    assert save.names == ("Ann", "Bob") and save.seed == 4


def test_listing_shows_unfinished_matches_and_reports_bad_files_without_touching_them(data_dir):
    folder = saves_dir()
    _, finished = recorded_game(1, folder)
    state, going = start(2, folder)
    option = legal_actions(state)[0]
    player, log_from = state.pending.player, len(state.log)
    apply_inplace(state, option)
    going.record(state, option.text, player, log_from)
    bad = folder / "broken.json"
    bad.write_bytes(b'{"format_version": 1, "ma')
    (folder / ".x.json.abc.tmp").write_text("half a write")  # an interrupted write
    listing = list_saves()
    assert {p for p, _ in listing.saves} == {finished.path, going.path}
    assert [p for p, _ in unfinished(listing)] == [going.path]
    assert [e.path for e in listing.problems] == [str(bad)]
    assert bad.read_bytes() == b'{"format_version": 1, "ma'
    summary = " — ".join(save_facts(unfinished(listing)[0][1]))
    assert "Ann" in summary and "Bob" in summary and "day 1" in summary
