"""What a save keeps from the other player, and what it refuses: each test performs an
attack (reading the file, editing it, forging it with the program's own functions, taking
the match into a second window) and checks that it fails."""

from __future__ import annotations

import json
import os
import stat

import pytest

from altered_tui.cli import main
from altered_tui.engine import apply_inplace, state_hash
from altered_tui.saves.lock import SaveLock, lock_path_for
from altered_tui.saves.model import MatchSave, SaveError
from altered_tui.saves.recorder import Recorder
from altered_tui.saves.replay import rebuild, start_digest, start_state, step_digest
from altered_tui.saves.seal import KEY_NAME, Seal
from altered_tui.saves.selfplay import pick
from altered_tui.saves.store import (BOM, CHANGED, atomic_write, data_dir, install_seal,
                                     public_part, read_save, saves_dir, sealed_text)
from altered_tui.ui.controller import MatchController
from tests.saves.helpers import edit_record, pool_and_decks, recorded_game, start

SEED = 2**127 + 12_345  # a seed of 128 bits, as new matches have


def _unfinished(actions: int = 14, seed: int = SEED):
    """A match saved after `actions` actions, not over, no longer open anywhere."""
    state, recorder = start(seed, saves_dir())
    for _ in range(actions):
        text = pick(seed, len(recorder.save.actions), state)
        player, log_from = state.pending.player, len(state.log)
        apply_inplace(state, text)
        recorder.record(state, text, player, log_from)
    recorder.close()
    assert state.winner is None
    return state, recorder.path


def _hidden_cards(state):
    """(card id, name) of every card in a Hand, face down in Mana or in a Deck, but those
    of which another copy is in sight."""
    hidden = {cid for p in state.players for cid in p.hand + p.mana + p.deck}
    seen = {c.card_id for cid, c in state.cards.items() if cid not in hidden}
    ids = {state.cards[cid].card_id for cid in hidden} - seen
    assert ids
    return [(card_id, state.defs[card_id].name) for card_id in sorted(ids)]


def _one_line_error(capsys, argv, expected):
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and expected in err, err
    return err


# -- reading the file alone reveals nothing hidden -------------------------------------


def test_reading_a_save_reveals_no_hidden_card_nor_the_seed():
    state, path = _unfinished()
    data = path.read_bytes()
    for card_id, name in _hidden_cards(state):
        assert card_id.encode() not in data
        assert f"{name}#".encode() not in data  # how an action's text names a card
    assert str(state.seed).encode() not in data
    public = json.loads(data.partition(b"\n")[2])["public"]
    assert public["players"] == ["Ann", "Bob"] and public["actions"] == 14
    assert public["decks"] == [p.deck_name for p in state.players] and public["day"] == state.day


def test_the_key_is_made_once_readable_by_the_user_only():
    _unfinished(2)
    key = data_dir() / KEY_NAME
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    first = key.read_bytes()
    _unfinished(2, seed=SEED + 1)
    assert key.read_bytes() == first
    key.chmod(0o644)  # made readable by others: the next use keeps it to the user again
    _unfinished(2, seed=SEED + 2)
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 and key.read_bytes() == first


def test_the_project_functions_cannot_read_a_save_without_its_key():
    _, path = _unfinished()
    (data_dir() / KEY_NAME).unlink()  # as on another account or install: another key
    with pytest.raises(SaveError, match=CHANGED):
        read_save(path)


# -- replay of a match not over --------------------------------------------------------


def test_replay_json_of_a_match_not_over_shows_only_the_spectator_view(capsys):
    state, path = _unfinished()
    assert main(["replay", str(path), "--json"]) == 0
    out = capsys.readouterr().out
    shown = json.loads(out)
    assert shown["observation"]["viewer"] == -1 and "state_hash" not in shown
    assert all(p["hand"] is None for p in shown["observation"]["players"])
    for card_id, name in _hidden_cards(state):
        assert card_id not in out and f"{name}#" not in out
    assert str(state.seed) not in out


def test_replay_view_of_a_match_not_over_is_refused_without_reveal(capsys):
    _, path = _unfinished()
    _one_line_error(capsys, ["replay", str(path), "--json", "--view", "2"], "--reveal")


def test_replay_with_reveal_shows_a_hand_and_the_full_hash(capsys):
    state, path = _unfinished()
    assert main(["replay", str(path), "--json", "--view", "2", "--reveal"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [c["id"] for c in shown["observation"]["players"][1]["hand"]] == \
        [state.cards[c].card_id for c in state.players[1].hand]
    assert shown["state_hash"] == state_hash(state)


def test_replay_of_a_match_open_in_another_window_is_refused(capsys):
    _, path = _unfinished()
    playing = SaveLock(path)
    assert playing.try_acquire()
    _one_line_error(capsys, ["replay", str(path), "--json"], "another window")
    playing.release()


# -- forged and edited saves -----------------------------------------------------------


def _plain_forgery(path, change) -> None:
    """The attack on an unsigned save: decrypt nothing, but write the record of an earlier
    format by hand, every digest recomputed with the program's own functions."""
    state, recorder = recorded_game(5)
    save = recorder.save.model_copy(deep=True)
    change(save)
    pool, _ = pool_and_decks()
    game = start_state(save, pool, path)
    digest = save.start_digest = start_digest(game)
    for action in save.actions:
        log_from = len(game.log)
        apply_inplace(game, action.text)
        digest = action.digest = step_digest(digest, game, log_from)
    save.final_hash = state_hash(game)
    save.format_version = 5
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, save.model_dump_json())


def _other_deck(save: MatchSave) -> None:
    save.decks[0].cards = [(cid, 1) for cid, _ in save.decks[0].cards]
    save.actions = []


def _last_action_deleted(save: MatchSave) -> None:
    save.actions = save.actions[:-1]
    save.winner = None


@pytest.mark.parametrize("forge", [_other_deck, _last_action_deleted],
                         ids=lambda f: f.__name__)
@pytest.mark.parametrize("command", ["resume", "replay"])
def test_a_plain_save_with_recomputed_digests_is_refused(capsys, forge, command):
    install_seal()  # this version has run before
    path = saves_dir() / "forged.json"
    _plain_forgery(path, forge)
    before = path.read_bytes()
    _one_line_error(capsys, [command, str(path)] + (["--json"] if command == "replay" else []),
                    CHANGED)
    assert path.read_bytes() == before


@pytest.mark.parametrize("version", ["true", "1", "5.0"])
def test_a_plain_save_claiming_an_old_format_is_refused(capsys, version):
    install_seal()
    path = saves_dir() / "old.json"
    _plain_forgery(path, lambda s: None)
    path.write_text(path.read_text().replace('"format_version":5', f'"format_version":{version}'))
    _one_line_error(capsys, ["resume", str(path)], CHANGED)


def _signed_parts(path):
    head, _, body = path.read_bytes().partition(b"\n")
    return head, json.loads(body)


@pytest.mark.parametrize("edit", ["day", "winner", "actions", "one letter of the secret"])
def test_a_signed_save_edited_by_hand_is_refused(capsys, edit):
    _, path = _unfinished()
    head, outer = _signed_parts(path)
    if edit == "one letter of the secret":
        secret = outer["secret"]
        outer["secret"] = secret[:50] + ("A" if secret[50] != "A" else "B") + secret[51:]
    else:
        outer["public"][edit] = 0 if edit != "day" else 3
    path.write_bytes(head + b"\n" + json.dumps(outer, indent=1).encode() + b"\n")
    err = _one_line_error(capsys, ["resume", str(path)], CHANGED)
    assert err == f"error: {path}: {CHANGED}\n"


def test_a_save_signed_with_another_key_is_refused(capsys):
    _, path = _unfinished()
    save = read_save(path)
    other = Seal(os.urandom(32))
    path.write_text(sealed_text(save.model_dump_json(), public_part(save), other))
    _one_line_error(capsys, ["replay", str(path), "--json"], CHANGED)


def test_resume_trusts_no_winner_nor_day_the_replay_recomputes(capsys):
    state, path = _unfinished()
    edit_record(path, lambda d: d.update(winner=0, day=5))  # even with the key
    pool, _ = pool_and_decks()
    controller = MatchController.resume(read_save(path), path, pool)
    assert controller.state.winner is None and controller.recorder.save.winner is None
    assert controller.recorder.save.day == state.day != 5
    controller.recorder.close()

    _, finished = recorded_game(7, saves_dir())
    edit_record(finished.path, lambda d: d.update(winner=None, final_hash=None))
    _one_line_error(capsys, ["resume", str(finished.path)], "this match is over")
    assert not lock_path_for(finished.path).exists()  # a refused resume leaves no lock


def test_a_tampered_action_is_refused_without_naming_a_hidden_card(capsys):
    state, path = _unfinished()
    hand_card = state.cards[state.players[0].hand[0]]
    name = state.defs[hand_card.card_id].name
    forged = f"play {name}#{hand_card.cid}@hand -> hero"
    edit_record(path, lambda d: d["actions"][3].update(text=forged))
    err = _one_line_error(capsys, ["resume", str(path)], "action 4")
    assert name not in err and hand_card.card_id not in err
    assert not lock_path_for(path).exists()  # a refused resume leaves no lock


def test_a_save_with_a_byte_order_mark_reads():
    state, path = _unfinished()
    path.write_bytes(BOM + path.read_bytes())
    pool, _ = pool_and_decks()
    assert state_hash(rebuild(read_save(path), pool, path).state) == state_hash(state)


# -- one match, one window --------------------------------------------------------------


def test_deleting_the_lock_file_does_not_let_two_windows_write_one_match():
    state, path = _unfinished()
    pool, _ = pool_and_decks()
    first = MatchController.resume(read_save(path), path, pool)
    lock_path_for(path).unlink()  # the attack: the lock file goes
    second = MatchController.resume(read_save(path), path, pool)  # takes a new lock
    second.choose(second.option_texts()[0])
    written = path.read_bytes()
    first.choose(first.option_texts()[-1])
    assert first.recorder.write_error and "another window" in first.recorder.write_error
    assert path.read_bytes() == written  # the second window's action stands
    assert len(read_save(path).actions) == 15
    second.recorder.close()
    first.recorder.close()


def test_a_deleted_lock_file_nobody_took_is_locked_again():
    _, path = _unfinished()
    pool, _ = pool_and_decks()
    playing = MatchController.resume(read_save(path), path, pool)
    lock_path_for(path).unlink()
    playing.choose(playing.option_texts()[0])
    assert playing.recorder.write_error is None and lock_path_for(path).exists()
    with pytest.raises(SaveError, match="another window"):
        MatchController.resume(read_save(path), path, pool)
    playing.recorder.close()
    assert not lock_path_for(path).exists()


def test_a_resume_refused_as_open_elsewhere_leaves_the_lock_to_its_holder(capsys):
    _, path = _unfinished()
    holder = Recorder(read_save(path), path)
    _one_line_error(capsys, ["resume", str(path)], "another window")
    assert holder.lock.still_held()
    holder.close()
    assert not lock_path_for(path).exists()
    _one_line_error(capsys, ["resume", str(saves_dir() / "missing.json")], "no such file")
    assert not lock_path_for(saves_dir() / "missing.json").exists()



def test_a_new_match_is_locked_from_its_first_write_in_a_new_folder(tmp_path):
    folder = tmp_path / "new" / "saves"
    state, recorder = start(SEED, folder)
    text = pick(SEED, 0, state)
    player, log_from = state.pending.player, len(state.log)
    apply_inplace(state, text)
    recorder.record(state, text, player, log_from)
    assert recorder.write_error is None and recorder.path.exists()
    assert not SaveLock(recorder.path).try_acquire()  # a second window is kept out
    recorder.close()
    after = SaveLock(recorder.path)
    assert after.try_acquire()
    after.release()
