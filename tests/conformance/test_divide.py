"""divide in-process: the reference against a server that forgot one rule.

The "server" here is the installed service with every several-card capture cut from its
Kasino listings (CORE-CAP-2 switched off at the JSON level); divide must walk down to a
position where such a capture is missing, and name that capture.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from service.runner.client import Answer, GameClient
from service.runner.divide import divide, report
from service.runner.kit import load_kit
from service.runner.oracle import InProcessServer
from service.runner.perft import perft
from tests.conformance.conftest import several


class OneCardCaptures:
    """The installed service, minus CORE-CAP-2 in what it lists."""

    name = "a server without several-card captures"

    def __init__(self) -> None:
        self._real = InProcessServer()

    def post(self, path: str, body: dict[str, Any]) -> Answer:
        answer = self._real.post(path, body)
        if path.endswith("/legal-moves") and answer.status == 200:
            moves = [move for move in answer.body["moves"] if not several(move)]
            answer = Answer(200, {**answer.body, "moves": moves, "count": len(moves)})
        return answer


def test_divide_names_the_first_position_and_the_missing_capture(kit_dir: Path) -> None:
    (kit,) = load_kit(kit_dir, ["kasino"])
    record = kit.perft_record(None)
    reference = GameClient(InProcessServer(), "kasino")
    server = GameClient(OneCardCaptures(), "kasino")
    assert perft(reference, record["state"], 3) == record["counts"]  # the reference agrees
    assert perft(server, record["state"], 3) != record["counts"]  # the server does not
    out = io.StringIO()
    finding = divide(reference, server, record["state"], 3, out)
    assert finding is not None
    # the position is the one the path reaches from the start, move by move
    state = record["state"]
    for move in finding.path:
        state = reference.apply(state, move).body["state"]
    assert finding.state == state
    # and what is missing there is exactly its several-card captures, nothing extra
    listed = reference.legal_moves(state).body["moves"]
    assert finding.missing == [move for move in listed if several(move)]
    assert finding.missing
    assert finding.extra == []
    # every level above it printed a table whose first differing row is the move taken
    tables = out.getvalue()
    for move in finding.path:
        assert f"{json.dumps(move, separators=(',', ':'), sort_keys=True)}   <- differs" in tables


def test_divide_finds_nothing_when_the_server_agrees(kit_dir: Path) -> None:
    (kit,) = load_kit(kit_dir, ["kasino"])
    record = kit.perft_record(None)
    out = io.StringIO()
    same = GameClient(InProcessServer(), "kasino")
    assert divide(same, GameClient(InProcessServer(), "kasino"), record["state"], 2, out) is None
    report(None, out)
    assert "no difference" in out.getvalue()


def test_a_differing_successor_is_named_with_its_pointer(kit_dir: Path) -> None:
    """Same listings but no events from apply: divide stops at the first move, says where."""

    class WrongEvents(InProcessServer):
        def post(self, path: str, body: dict[str, Any]) -> Answer:
            answer = super().post(path, body)
            if path.endswith("/apply"):
                answer = Answer(200, {**answer.body, "events": []})
            return answer

    (kit,) = load_kit(kit_dir, ["kasino"])
    record = kit.perft_record(None)
    reference = GameClient(InProcessServer(), "kasino")
    finding = divide(
        reference, GameClient(WrongEvents(), "kasino"), record["state"], 3, io.StringIO()
    )
    assert finding is not None
    assert (finding.path, finding.missing, finding.extra) == ([], [], [])
    first = reference.legal_moves(record["state"]).body["moves"][0]
    assert finding.detail.startswith(
        f"apply {json.dumps(first, separators=(',', ':'), sort_keys=True)}"
    )
    assert "differs at /events/0: expected {" in finding.detail
