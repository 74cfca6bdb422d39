"""Generate the conformance kit from seeded deals: ``python -m service.conformance.generate``.

Every record is an exchange with the service through the Flask test client, so it is exactly
the API's JSON: seeded deals are played to their end by a seeded policy; positions are taken
from the early, middle and end of each deal and wherever builds, jokers or the Fjønt are in
play; each position carries its complete legal-move list, a few legal moves with their
successors and near misses (a legal move with one card, number or seat changed) with the rule
IDs the service cites. Perft counts are computed with the same game objects the service calls.

``--check`` regenerates in memory and compares with the checked-in files byte for byte (the
drift test runs it): a rules change shows up as a kit diff, which needs a new game ``version``
in ``VERSIONS`` (``tables.py``) and a CHANGELOG line.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from typing import Any

from flask.testing import FlaskClient

from service import create_app
from service.conformance import KIT, KIT_VERSION, NAME
from service.conformance.perft import perft
from service.conformance.play import MAX_MOVES, Service, play
from service.conformance.positions import indices, position
from service.conformance.tables import PERFT_SEEDS, TABLES, VERSIONS, Table


def _line(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def encode(document: dict[str, Any]) -> bytes:
    """Deterministic bytes: keys sorted, one record (position, deal, perft) per line."""
    parts = []
    for key in sorted(document):
        value = document[key]
        if isinstance(value, list) and value and isinstance(value[0], dict):
            body = ",\n".join(_line(item) for item in value)
            parts.append(f"{_line(key)}:[\n{body}\n]")
        else:
            parts.append(f"{_line(key)}:{_line(value)}")
    return ("{\n" + ",\n".join(parts) + "\n}\n").encode("utf-8")


def build_game(client: FlaskClient, game: str) -> dict[str, Any]:
    service = Service(client, game)
    positions: list[Any] = []
    deals: list[Any] = []
    for table in TABLES[game]:
        for seed in table.seeds:
            played = play(service, table, seed)
            if played is None:
                raise RuntimeError(f"{game}: seed {seed} did not end in {MAX_MOVES} moves")
            name = f"{game}/s{seed}p{table.players}"
            for index in indices(played):
                record = position(service, played, index, name)
                if record is not None:
                    positions.append(record)
            score = service.ok("score", {"state": played.final})
            deals.append(
                {
                    "id": f"{name}/deal",
                    "tags": list(table.tags),
                    "request": played.request,
                    "state": played.start,
                    "moves": played.moves,
                    "final_state": played.final,
                    "score": score,
                }
            )
    smallest = min(TABLES[game], key=lambda t: (t.players, bool(t.options)))
    perfts = [perft(service, game, Table(smallest.players, ()), s) for s in PERFT_SEEDS]
    return {
        "kit": NAME,
        "kit_version": KIT_VERSION,
        "game": game,
        "version": VERSIONS[game],
        "positions": positions,
        "deals": deals,
        "perft": perfts,
    }


def build(games: list[str] | None = None) -> dict[str, bytes]:
    """``{relative path: bytes}`` of the whole kit (or of ``games`` plus the index)."""
    client = create_app({"TESTING": True}).test_client()
    catalogue = [entry["id"] for entry in client.get("/v1/games").get_json()["games"]]
    missing = [g for g in catalogue if g not in TABLES]
    if missing:
        raise RuntimeError(f"no kit tables for {missing}: add them to TABLES and VERSIONS")
    files: dict[str, bytes] = {}
    entries = []
    for game in catalogue:
        path = f"games/{game}.json"
        if games is not None and game not in games:
            if (KIT / path).exists():
                data = (KIT / path).read_bytes()
                files[path] = data
                entries.append(_entry(game, path, data, json.loads(data)))
            continue
        document = build_game(client, game)
        data = encode(document)
        files[path] = data
        entries.append(_entry(game, path, data, document))
    index = {"kit": NAME, "kit_version": KIT_VERSION, "games": entries}
    files["index.json"] = (json.dumps(index, indent=1, sort_keys=True) + "\n").encode()
    return files


def _entry(game: str, path: str, data: bytes, document: dict[str, Any]) -> dict[str, Any]:
    return {
        "game": game,
        "version": document["version"],
        "file": path,
        "sha256": hashlib.sha256(data).hexdigest(),
        "bytes": len(data),
        "positions": len(document["positions"]),
        "checks": sum(len(p["checks"]) for p in document["positions"]),
        "deals": len(document["deals"]),
        "perft": len(document["perft"]),
    }


def first_difference(old: bytes, new: bytes) -> str:
    """Where two kit files first differ: the line (a record) and its id when it has one."""
    old_lines, new_lines = old.splitlines(), new.splitlines()
    for number, (a, b) in enumerate(zip(old_lines, new_lines, strict=False), 1):
        if a != b:
            text = b.decode("utf-8", "replace")
            try:
                record = json.loads(text.rstrip(","))
                label = record.get("id", "?") if isinstance(record, dict) else "?"
            except ValueError:
                label = text[:80]
            return f"line {number}: record {label}"
    return f"length {len(old_lines)} lines checked in, {len(new_lines)} generated"


def differences(files: dict[str, bytes]) -> list[str]:
    found = []
    for path, data in files.items():
        target = KIT / path
        if not target.exists():
            found.append(f"{path}: not checked in")
        elif target.read_bytes() != data:
            found.append(f"{path}: differs at {first_difference(target.read_bytes(), data)}")
    return found


def main(argv: list[str] | None = None, out: Callable[[str], None] = print) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.conformance.generate")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    parser.add_argument("games", nargs="*", help="only these games (default: all)")
    args = parser.parse_args(argv)
    files = build(args.games or None)
    if args.check:
        found = differences(files)
        for line in found:
            out(line)
        return 1 if found else 0
    for path, data in files.items():
        target = KIT / path
        same = target.exists() and target.read_bytes() == data
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        out(f"{path}: {len(data)} bytes{' (unchanged)' if same else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
