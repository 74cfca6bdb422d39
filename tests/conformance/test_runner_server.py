"""``kortdomaren conformance`` against real servers on loopback: ours agrees with the shipped
kit; one with a rule switched off (broken_app.py: Kasino without CORE-CAP-2) is caught, and
divide names the position and the captures it lacks."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.runner.client import GameClient
from service.runner.kit import load_kit
from service.runner.oracle import InProcessServer
from tests.conformance.conftest import conformance, several
from tests.support.server import gunicorn


@pytest.fixture(scope="module")
def ours(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with gunicorn(tmp_path_factory.mktemp("ours") / "gunicorn.log", workers=2) as base:
        yield base


@pytest.fixture(scope="module")
def broken(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    log = tmp_path_factory.mktemp("broken") / "gunicorn.log"
    with gunicorn(log, app="tests.conformance.broken_app:app") as base:
        yield base


def _summary(kit_dir: Path, games: list[str] | None = None) -> str:
    """The record counts the summary line must give, from the kit's index."""
    index = json.loads((kit_dir / "index.json").read_text())["games"]
    chosen = [entry for entry in index if games is None or entry["game"] in games]
    totals = [sum(entry[key] for entry in chosen) for key in ("positions", "checks", "deals")]
    perft = sum(entry["perft"] for entry in chosen)
    return f"({totals[0]} positions, {totals[1]} checks, {totals[2]} deals, {perft} perft)"


def test_our_server_agrees_with_the_whole_kit_at_depth_2(ours: str, kit_dir: Path) -> None:
    done = conformance(ours, "--depth", "2", "--jobs", "4")  # the shipped kit by default
    assert done.returncode == 0, done.stdout + done.stderr
    (last,) = done.stdout.splitlines()
    assert f"of 12 game(s) {_summary(kit_dir)}" in last
    assert last.endswith(": 0 mismatch(es)")


def test_our_server_agrees_with_kasino_at_the_kits_full_depth(ours: str, kit_dir: Path) -> None:
    (kit,) = load_kit(kit_dir, ["kasino"])
    assert {len(record["counts"]) for record in kit.perft} == {3}
    done = conformance(ours, "--game", "kasino", "--kit", str(kit_dir))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1].endswith(": 0 mismatch(es)")


def test_a_server_without_a_rule_is_caught(broken: str, kit_dir: Path) -> None:
    done = conformance(broken, "--game", "kasino", "--game", "femhundra")
    assert done.returncode == 1, done.stdout + done.stderr
    *lines, last = done.stdout.splitlines()
    assert last.endswith(f": {len(lines)} mismatch(es)")
    assert all(line.startswith("MISMATCH kasino ") for line in lines)  # femhundra agrees
    (kit,) = load_kit(kit_dir, ["kasino"])
    # legal-moves differs exactly where the kit lists a several-card capture, and the line
    # points at the first one
    reported = {line.split()[2]: line for line in lines if line.split()[3] == "legal-moves"}
    lacking = [p for p in kit.positions if any(several(m) for m in p["legal_moves"]["moves"])]
    assert set(reported) == {p["id"] for p in lacking} != set()
    for position in lacking:
        moves = position["legal_moves"]["moves"]
        index = next(i for i, move in enumerate(moves) if several(move))
        line = reported[position["id"]]
        assert f" legal-moves /moves/{index}: expected " in line
        assert json.dumps(moves[index], separators=(",", ":"), sort_keys=True)[:40] in line
    # a legal several-card capture is refused by validate (and so by apply)
    refused = [
        (p["id"], n)
        for p in kit.positions
        for n, check in enumerate(p["checks"])
        if check["legal"] and several(check["move"])
    ]
    for record, number in refused:
        assert (
            f"MISMATCH kasino {record} check {number} validate /legal: expected true got false"
            in lines
        )
    # every perft record whose counts change names its first differing depth and divide
    for line in (line for line in lines if line.split()[3] == "perft"):
        assert f"divide --game kasino --perft {line.split()[2]} --depth " in line


def test_divide_names_the_position_and_the_missing_captures(broken: str, kit_dir: Path) -> None:
    (kit,) = load_kit(kit_dir, ["kasino"])
    record = kit.perft[-1]
    done = conformance(broken, "divide", "--game", "kasino", "--perft", record["id"])
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    heads = [i for i, line in enumerate(lines) if line.startswith("FIRST DIFFERENCE: ")]
    (first,) = heads
    assert lines[first].startswith("FIRST DIFFERENCE: legal moves differ: ")
    path = json.loads(lines[first + 1].removeprefix("  after "))
    missing = [json.loads(line.split("missing ", 1)[1]) for line in lines if "  missing " in line]
    state = json.loads(lines[-1].split("state ", 1)[1])
    # the state is where the printed moves lead from the perft start, by the reference
    reference = GameClient(InProcessServer(), "kasino")
    reached = record["state"]
    for move in path:
        reached = reference.apply(reached, move).body["state"]
    assert state == reached
    listed = reference.legal_moves(state).body["moves"]
    assert missing == [move for move in listed if several(move)] != []
    assert not any(line.startswith("  extra ") for line in lines)


def test_divide_against_our_server_finds_no_difference(ours: str) -> None:
    done = conformance(ours, "--divide", "--game", "kasino", "--depth", "2")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "no difference: every subtree count agrees"


def test_a_server_that_never_answers_is_refused_after_one_timeout() -> None:
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)  # accepts connections, never answers
        began = time.monotonic()
        url = f"http://127.0.0.1:{silent.getsockname()[1]}"
        done = conformance(url, "--timeout", "0.5")
        took = time.monotonic() - began
    assert done.returncode == 2
    assert (
        done.stderr.strip() == f"error: the server at {url} does not answer: /v1/games: timed out"
    )
    assert took < 30  # the command's start-up and one timeout, not one per record


def test_bad_arguments_and_a_bad_kit_exit_2(tmp_path: Path) -> None:
    assert conformance("ftp://example.org").returncode == 2
    done = conformance("http://127.0.0.1:9", "--kit", str(tmp_path))
    assert done.returncode == 2
    assert "no kit file" in done.stderr
    done = conformance("http://127.0.0.1:9", "divide")
    assert (done.returncode, done.stderr.strip()) == (2, "error: divide needs one --game")
