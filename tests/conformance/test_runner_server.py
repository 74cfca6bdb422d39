"""``kortdomaren conformance`` against real servers on loopback: ours agrees; one with a rule
switched off (tests/conformance/broken_app.py: Kasino without CORE-CAP-2) is caught, and
divide names the position and the capture it lacks."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from service.runner.client import GameClient
from service.runner.kit import load_kit
from service.runner.oracle import InProcessServer
from tests.conformance.conftest import conformance
from tests.support.server import gunicorn


def several(move: dict[str, Any]) -> bool:
    return len(move.get("capture") or ()) > 1


@pytest.fixture(scope="module")
def ours(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with gunicorn(tmp_path_factory.mktemp("ours") / "gunicorn.log", workers=2) as base:
        yield base


@pytest.fixture(scope="module")
def broken(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    log = tmp_path_factory.mktemp("broken") / "gunicorn.log"
    with gunicorn(log, app="tests.conformance.broken_app:app") as base:
        yield base


def test_our_server_agrees_with_the_small_kit(ours: str, small_kit: Path) -> None:
    done = conformance(ours, "--kit", str(small_kit), "--jobs", "4")
    assert done.returncode == 0, done.stdout + done.stderr
    *lines, last = done.stdout.splitlines()
    assert lines == []
    assert "(6 positions, 22 checks, 2 deals, 2 perft)" in last
    assert last.endswith(": 0 mismatch(es)")


def test_a_server_without_a_rule_is_caught(broken: str, small_kit: Path) -> None:
    done = conformance(broken, "--kit", str(small_kit))
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1].endswith(": 2 mismatch(es)")
    listing, counted = lines[:-1]
    # the listing line points at the first several-card capture the server left out, in the
    # one position of the small kit that has any
    (kit,) = load_kit(small_kit, ["kasino"])
    (position,) = [p for p in kit.positions if any(several(m) for m in p["legal_moves"]["moves"])]
    index, move = next((i, m) for i, m in enumerate(position["legal_moves"]["moves"]) if several(m))
    where = f"MISMATCH kasino {position['id']} legal-moves /moves/{index}: expected "
    assert listing.startswith(where)
    assert json.dumps(move, separators=(",", ":"), sort_keys=True)[:50] in listing
    assert listing.endswith("got (absent)")
    # the perft line names the first depth that differs and how to find where: at depth 1
    # the start has no capture to lose
    record = kit.perft_record(None)
    expected = record["counts"][1]
    assert counted.startswith(
        f"MISMATCH kasino {record['id']} perft depth 2: expected {expected} got "
    )
    assert f"divide --game kasino --perft {record['id']} --depth 2" in counted
    assert "femhundra" not in done.stdout  # the rule switched off is Kasino's alone


def test_divide_names_the_position_and_the_missing_capture(broken: str, small_kit: Path) -> None:
    done = conformance(broken, "divide", "--kit", str(small_kit), "--game", "kasino")
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("FIRST DIFFERENCE after "))
    path = json.loads(lines[first].removeprefix("FIRST DIFFERENCE after ").removesuffix(":"))
    missing = [json.loads(line.split("missing ", 1)[1]) for line in lines if "  missing " in line]
    state = json.loads(lines[-1].split("state ", 1)[1])
    # the state is where the printed moves lead from the perft start, by the reference
    (kit,) = load_kit(small_kit, ["kasino"])
    reference = GameClient(InProcessServer(), "kasino")
    reached = kit.perft_record(None)["state"]
    for move in path:
        reached = reference.apply(reached, move).body["state"]
    assert state == reached
    listed = reference.legal_moves(state).body["moves"]
    assert missing == [m for m in listed if several(m)] != []
    assert not any(line.startswith("  extra ") for line in lines)


def test_divide_against_our_server_finds_no_difference(ours: str, small_kit: Path) -> None:
    done = conformance(ours, "--divide", "--kit", str(small_kit), "--game", "kasino")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "no difference: every subtree count agrees"


def test_a_server_that_never_answers_costs_the_timeout_not_the_run(small_kit: Path) -> None:
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(64)  # accepts connections, never answers
        began = time.monotonic()
        done = conformance(
            f"http://127.0.0.1:{silent.getsockname()[1]}",
            "--kit",
            str(small_kit),
            "--game",
            "femhundra",
            "--timeout",
            "0.5",
            "--jobs",
            "8",
        )
        took = time.monotonic() - began
    assert done.returncode == 1
    assert "failed: /v1/games/femhundra/legal-moves: timed out" in done.stdout
    assert took < 30


def test_bad_arguments_and_a_bad_kit_exit_2(small_kit: Path, tmp_path: Path) -> None:
    assert conformance("ftp://example.org", "--kit", str(small_kit)).returncode == 2
    done = conformance("http://127.0.0.1:9", "--kit", str(tmp_path))
    assert done.returncode == 2
    assert "no kit file" in done.stderr
    done = conformance("http://127.0.0.1:9", "divide", "--kit", str(small_kit))
    assert (done.returncode, done.stderr.strip()) == (2, "error: divide needs one --game")
