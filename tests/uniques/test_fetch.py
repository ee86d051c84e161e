"""`uniques fetch`: records from a community card service, over HTTP on the loopback
address here; offline, unknown ids and slow answers are one clear line each."""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from altered_tui.cli import main
from altered_tui.uniques.store import UniqueStore
from tests.uniques.test_parts import small_index  # noqa: F401 (a fixture)

# A card as the service serves it, with the made-up wordings of the small test catalogue.
SERVICE_CARD = {
    "reference": "ALT_COREKS_B_AX_06_U_5", "name": {"en_US": "Ogun", "fr_FR": "Ogun"},
    "faction": {"code": "AX", "name": "Axiom"}, "set": {"reference": "COREKS"},
    "mainCost": 2, "recallCost": 2, "forestPower": 0, "mountainPower": 0, "oceanPower": 2,
    "mainEffect": {"en_US": "Alpha — If beta: Do gamma.  [][]Do gamma."},
    "echoEffect": {"en_US": "{D} : []Do gamma."},
}


class _Service(BaseHTTPRequestHandler):
    cards: dict[str, dict] = {}
    stall = threading.Event()

    def do_GET(self):  # noqa: N802 (the standard library's name)
        if self.stall.is_set():  # answer nothing for longer than the client waits
            time.sleep(1)
            return
        ref = self.path.rsplit("/", 1)[-1]
        card = self.cards.get(ref) if self.path.startswith("/api/v2/card/") else None
        body = json.dumps(card).encode() if card else b'{"error": "not found"}'
        self.send_response(200 if card else 404)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):  # quiet
        pass


@pytest.fixture
def service(small_index, monkeypatch):  # noqa: F811
    monkeypatch.setattr("altered_tui.cards.unique_records.part_index", lambda: small_index)
    _Service.cards = {SERVICE_CARD["reference"]: SERVICE_CARD}
    _Service.stall.clear()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Service)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_a_fetched_unique_is_recognised_from_its_printed_text_and_stored(service, capsys):
    assert main(["uniques", "fetch", "ALT_COREKS_B_AX_06_U_5", "--from", service]) == 0
    out = capsys.readouterr().out
    assert "ALT_COREKS_B_AX_06_U_5: note: line 1: its wording also fits" in out
    assert "added 1 Unique card" in out
    record = UniqueStore().get("ALT_COREKS_B_AX_06_U_5")
    assert (record.name, record.faction.value, record.hand_cost, record.water) == \
        ("Ogun", "AX", 2, 2)
    assert record.main == [(1, 4, 6), (2, 3, 5)] and record.support == (7, 3, 5)


def test_an_id_the_service_does_not_know_stores_nothing(service, capsys):
    args = ["uniques", "fetch", "ALT_COREKS_B_AX_06_U_5", "ALT_COREKS_B_AX_06_U_7",
            "--from", service]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert err == "error: ALT_COREKS_B_AX_06_U_7: the service does not know this Unique\n"
    assert list(UniqueStore().records()) == []


def test_offline_is_one_clear_line(capsys):
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    code = main(["uniques", "fetch", "ALT_COREKS_B_AX_06_U_5",
                 "--from", f"http://127.0.0.1:{port}"])
    assert code == 1
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith(f"error: ALT_COREKS_B_AX_06_U_5: cannot reach http://127.0.0.1:{port} (")


def test_a_service_that_does_not_answer_in_time_is_one_clear_line(service, capsys):
    _Service.stall.set()
    args = ["uniques", "fetch", "ALT_COREKS_B_AX_06_U_5", "--from", service, "--timeout", "0.3"]
    assert main(args) == 1
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith(f"error: ALT_COREKS_B_AX_06_U_5: cannot reach {service} (")
    assert "timed out" in line
