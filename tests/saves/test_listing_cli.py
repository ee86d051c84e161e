"""Finding saved matches from the command line: `replay` lists the finished ones, `resume
--list` the unfinished ones (and `resume --delete` removes one), every count in its plural
form, and `play --vs-ai` offers only matches against the computer."""

from __future__ import annotations

import json

from altered_tui.cli import _offer_resume, main
from altered_tui.engine import apply_inplace, legal_actions
from altered_tui.i18n import set_language
from altered_tui.saves.lock import SaveLock
from altered_tui.saves.store import list_saves, read_save, saves_dir, write_save
from altered_tui.saves.summary import save_facts
from altered_tui.ui.app import _say_where_saved
from altered_tui.ui.controller import MatchController
from tests.saves.helpers import pool_and_decks, recorded_game, start


def save_summary(save) -> str:
    return " — ".join(save_facts(save))


def _finished(seed: int, updated: str, names=("Ann", "Bob")):
    _, recorder = recorded_game(seed, saves_dir(), names)
    recorder.save.updated = updated
    write_save(recorder.save, recorder.path)
    recorder.close()
    return recorder


def _going(seed: int, actions: int = 1, settings: dict | None = None):
    """A match with `actions` actions taken, saved and not over."""
    state, recorder = start(seed, saves_dir())
    recorder.save.settings = settings or {}
    for _ in range(actions):
        option = legal_actions(state)[0]
        player, log_from = state.pending.player, len(state.log)
        apply_inplace(state, option)
        recorder.record(state, option.text, player, log_from)
    recorder.close()
    return recorder


def test_replay_without_a_file_lists_finished_matches_newest_first(capsys):
    older = _finished(1, "2026-03-01T10:00:00")
    newer = _finished(2, "2026-03-02T11:30:00", names=("Cleo", "Dan"))
    going = _going(3)
    assert main(["replay"]) == 0
    out = capsys.readouterr().out
    assert str(going.path) not in out  # an unfinished match is resume's
    assert out.index(str(newer.path)) < out.index(str(older.path))
    players, progress, path = out.splitlines()[1:4]
    winner = newer.save.names[newer.save.winner]
    assert players == (f" 1. Cleo ({newer.save.decks[0].name}) vs Dan "
                       f"({newer.save.decks[1].name})")
    assert progress == (f"    won by {winner} on day {newer.save.day}, "
                        f"{len(newer.save.actions)} actions — 2026-03-02 11:30")
    assert path == f"    {newer.path}"
    assert len(players) <= 100 and len(progress) <= 100  # fit an ordinary terminal


def test_replay_n_steps_through_number_n_of_the_list(capsys):
    _finished(1, "2026-03-01T10:00:00")
    newer = _finished(2, "2026-03-02T11:30:00")
    assert main(["replay", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["file"] == str(newer.path)
    assert main(["replay", "3", "--json"]) == 1
    assert capsys.readouterr().err.strip() == ("error: 3: no match numbered 3; "
                                               "`altered-tui replay` lists 2")


def test_replay_with_no_finished_match_says_so(capsys):
    _going(3)
    assert main(["replay"]) == 0
    assert capsys.readouterr().out.startswith("no finished match in ")


def test_one_action_is_singular_and_more_are_plural_in_english_and_french():
    one, two = _going(3, actions=1).save, _going(4, actions=2).save
    assert ", 1 action —" in save_summary(one) and ", 2 actions —" in save_summary(two)
    set_language("fr")
    assert ", 1 action —" in save_summary(one) and ", 2 actions —" in save_summary(two)
    assert "jour 1" in save_summary(one) and " contre " in save_summary(one)
    assert "joué" in save_summary(one)


def test_resume_delete_removes_number_n_of_the_list(capsys):
    keep, gone = _going(3), _going(4)
    assert main(["resume", "--list"]) == 0
    listed = capsys.readouterr().out
    assert "--delete N" in listed
    number = 1 if listed.index(str(gone.path)) < listed.index(str(keep.path)) else 2
    assert main(["resume", "--delete", str(number)]) == 0
    assert capsys.readouterr().out.strip() == f"deleted {gone.path}"
    assert not gone.path.exists() and keep.path.exists()
    assert [p for p, _ in list_saves().saves] == [keep.path]


def test_resume_delete_refuses_a_match_open_in_another_window(capsys):
    going = _going(3)
    lock = SaveLock(going.path)
    assert lock.try_acquire()
    try:
        assert main(["resume", "--delete", str(going.path)]) == 1
    finally:
        lock.release()
    assert "open in another window" in capsys.readouterr().err
    assert going.path.exists()


def test_resume_delete_never_deletes_a_file_that_is_not_a_save(tmp_path, capsys):
    other = tmp_path / "notes.json"
    other.write_text('{"shopping": ["milk"]}')
    assert main(["resume", "--delete", str(other)]) == 1
    assert capsys.readouterr().err.startswith(f"error: {other}: ")
    assert other.exists()


def test_play_vs_ai_offers_only_matches_against_the_computer(capsys):
    _going(3)  # hot-seat
    assert _offer_resume(vs_ai="greedy") is None
    assert capsys.readouterr().err == ""  # nothing to offer: not even a note
    assert _offer_resume(vs_ai=None) is None
    assert capsys.readouterr().err == ("note: 1 unfinished match; `altered-tui resume` "
                                       "lists it\n")
    _going(4, settings={"vs_ai": "random"})
    _going(5, settings={"vs_ai": "greedy"})
    assert _offer_resume(vs_ai="greedy") is None
    assert capsys.readouterr().err == ("note: 2 unfinished matches; `altered-tui resume` "
                                       "lists them\n")


def test_a_match_against_the_computer_is_listed_as_such():
    save = _going(4, settings={"vs_ai": "greedy"}).save
    assert f"vs {save.names[1]} (the computer, greedy) (" in save_summary(save)


def test_leaving_a_match_says_where_it_is_saved(capsys):
    pool, decks = pool_and_decks()
    controller = MatchController(*decks, pool, seed=3, autosave_to=saves_dir())
    _say_where_saved(controller)  # nothing played: nothing kept, nothing said
    assert capsys.readouterr().out == ""
    controller.choose(controller.option_texts()[0])
    controller.save()
    _say_where_saved(controller)
    out = capsys.readouterr().out
    assert out == (f"The match is saved in {controller.recorder.path}\n"
                   "`altered-tui resume` continues it.\n")
    assert read_save(controller.recorder.path).actions
    controller.recorder.close()


def test_leaving_a_finished_match_says_how_to_find_it_again(capsys):
    pool, decks = pool_and_decks()
    controller = MatchController(*decks, pool, seed=3, autosave_to=saves_dir())
    while not controller.over:
        controller.choose(controller.option_texts()[0])
    controller.save()
    _say_where_saved(controller)
    assert capsys.readouterr().out == (f"The match is saved in {controller.recorder.path}\n"
                                       "`altered-tui replay` lists the finished matches.\n")
    controller.recorder.close()
    assert main(["replay"]) == 0
    assert str(controller.recorder.path) in capsys.readouterr().out
