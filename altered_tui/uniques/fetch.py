"""Unique records fetched from a community card service (`GET {base}/api/v2/card/{id}`, the
card shape documented with the service), over HTTP with a timeout."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request

from altered_tui.cards.unique_records import UniqueRecord, read_records
from altered_tui.cards.yamlsource import InputError, Problem

MAX_RESPONSE_BYTES = 1_000_000  # one card is a few kilobytes


def fetch_record(base_url: str, reference: str, timeout: float,
                 notes: list[str]) -> UniqueRecord:
    """One Unique's record from the service; any failure is an InputError naming the id."""
    url = f"{base_url.rstrip('/')}/api/v2/card/{urllib.parse.quote(reference)}"
    request = urllib.request.Request(url, headers={"Accept": "application/json",
                                                   "User-Agent": "altered-tui"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            body = response.read(MAX_RESPONSE_BYTES + 1)
    except urllib.error.HTTPError as exc:
        reason = ("the service does not know this Unique" if exc.code == 404
                  else f"the service answered {exc.code} {exc.reason}")
        raise InputError([Problem(reference, None, reason)]) from None
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        raise InputError([Problem(reference, None, f"cannot reach {base_url} ({reason})")]) from None
    if len(body) > MAX_RESPONSE_BYTES:
        raise InputError([Problem(reference, None, "the service's answer is far too large")])
    try:
        text = body.decode("utf-8")
        json.loads(text)
    except (UnicodeDecodeError, ValueError):
        raise InputError([Problem(reference, None, "the service's answer is not JSON")]) from None
    [record] = read_records(url, notes, text=text)
    if record.reference != reference:
        raise InputError([Problem(reference, None, f"the service sent {record.reference}")])
    return record
