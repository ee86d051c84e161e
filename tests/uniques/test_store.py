"""The Unique store in the user data folder: `uniques add | list | remove`, all or nothing,
and nothing lost when the program is killed while it writes."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time

from altered_tui.cards.unique_records import read_records
from altered_tui.cli import main
from altered_tui.uniques.store import UniqueStore, store_path
from tests.uniques.publisher import HYDRACAENA, OGUN, ORDIS_ATTORNEY, write_card


def _cards(tmp_path):
    return [write_card(tmp_path, c) for c in (OGUN, HYDRACAENA, ORDIS_ATTORNEY)]


def test_add_list_and_remove_through_the_command(tmp_path, capsys):
    assert main(["uniques", "list"]) == 0
    assert "No Unique cards are stored yet" in capsys.readouterr().out
    assert main(["uniques", "add", *map(str, _cards(tmp_path))]) == 0
    assert capsys.readouterr().out.startswith("added 3 Unique cards")
    assert main(["uniques", "list"]) == 0
    out = capsys.readouterr().out
    assert "ALT_COREKS_B_OR_16_U_6  Ordis Attorney  YZ  cost 3/3  3/3/3" in out
    assert out.rstrip().endswith("3 Unique cards")
    assert main(["uniques", "remove", "ALT_COREKS_B_OR_16_U_6"]) == 0
    assert [r.reference for r in UniqueStore().records()] == \
        ["ALT_COREKS_B_AX_06_U_5", "ALT_COREKS_B_MU_22_U_3140"]


def test_adding_again_replaces_the_stored_record(tmp_path, capsys):
    path = write_card(tmp_path, OGUN)
    assert main(["uniques", "add", str(path)]) == 0
    assert main(["uniques", "add", str(path)]) == 0
    assert "added 0 Unique cards, replaced 1 Unique card already stored" in \
        capsys.readouterr().out
    assert UniqueStore().get("ALT_COREKS_B_AX_06_U_5") == read_records(path)[0]


def test_one_bad_file_stores_nothing_and_says_where(tmp_path, capsys):
    good = write_card(tmp_path, OGUN)
    bad = tmp_path / "bad.yaml"
    bad.write_text("reference: ALT_COREKS_B_AX_06_U_9\nname: X\n")
    assert main(["uniques", "add", str(good), str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"error: {bad}:1: faction: Field required" in err and "Traceback" not in err
    assert list(UniqueStore().records()) == []


def test_removing_an_id_that_is_not_stored_is_an_error(capsys):
    assert main(["uniques", "remove", "ALT_COREKS_B_AX_06_U_5"]) == 1
    assert "ALT_COREKS_B_AX_06_U_5: no such Unique card is stored" in capsys.readouterr().err


def test_a_damaged_store_is_one_line_naming_it(capsys):
    store_path().parent.mkdir(parents=True, exist_ok=True)
    store_path().write_bytes(b"not a database at all" * 100)
    assert main(["uniques", "list"]) == 1
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith(f"error: {store_path()}: the Unique store cannot be opened")


def test_tens_of_thousands_of_records_are_found_by_id(tmp_path):
    [ogun] = read_records(write_card(tmp_path, OGUN))
    store = UniqueStore(tmp_path / "big.sqlite3")
    many = [ogun.model_copy(update={"reference": f"ALT_CORE_B_AX_04_U_{n}"})
            for n in range(1, 20_001)]
    assert store.add(many) == (20_000, 0)
    assert store.get("ALT_CORE_B_AX_04_U_12345").reference == "ALT_CORE_B_AX_04_U_12345"
    assert store.get("ALT_CORE_B_AX_04_U_20001") is None


WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from altered_tui.cards.unique_records import read_records
    from altered_tui.uniques.store import UniqueStore
    [ogun] = read_records(Path(sys.argv[2]))
    store = UniqueStore(Path(sys.argv[1]))
    batch = 0
    while True:
        store.add(ogun.model_copy(update={"reference": f"ALT_CORE_B_AX_04_U_{batch * 500 + n}"})
                  for n in range(1, 501))
        batch += 1
        print(batch, flush=True)
""")


def test_a_kill_while_writing_loses_no_stored_record_and_leaves_no_half_batch(tmp_path):
    path = tmp_path / "store.sqlite3"
    store = UniqueStore(path)
    store.add(read_records(p)[0] for p in _cards(tmp_path))
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(_cards(tmp_path)[0])],
                              stdout=subprocess.PIPE, text=True)
    assert writer.stdout.readline()  # a batch is in: the next one is being written
    time.sleep(0.05)
    os.kill(writer.pid, signal.SIGKILL)
    writer.wait()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    refs = [r.reference for r in store.records()]
    assert {"ALT_COREKS_B_AX_06_U_5", "ALT_COREKS_B_MU_22_U_3140",
            "ALT_COREKS_B_OR_16_U_6"} <= set(refs)
    added = len(refs) - 3
    assert added >= 500 and added % 500 == 0  # whole batches only


def test_cards_rarity_unique_lists_the_stored_uniques_or_says_how_to_add_some(tmp_path, capsys):
    assert main(["cards", "--rarity", "unique"]) == 0
    assert "altered-tui uniques add FILE" in capsys.readouterr().out
    assert main(["uniques", "add", str(write_card(tmp_path, OGUN))]) == 0
    capsys.readouterr()
    assert main(["cards", "--rarity", "unique"]) == 0
    assert "ALT_COREKS_B_AX_06_U_5  Ogun  AX" in capsys.readouterr().out
