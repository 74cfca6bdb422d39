"""Generate the conformance kit from seeded deals: ``python -m service.conformance.generate``.

Every record is an exchange with the service through the Flask test client, so it is exactly
the API's JSON: seeded deals are played to their end by a seeded policy; positions are taken
from the early, middle and end of each deal and wherever builds, jokers or the Fjønt are in
play; each position carries its complete legal-move list, a few legal moves with their
successors and near misses (a legal move with one card, number or seat changed) with the rule
IDs the service cites. Perft counts are computed with the same game objects the service calls.

``--check`` regenerates in memory and compares with the checked-in files byte for byte (the
drift test runs it): a rules change shows up as a kit diff, which needs a new game ``version``
in ``VERSIONS`` and a CHANGELOG line.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from flask.testing import FlaskClient

from service import create_app
from service.api.families import FAMILIES
from service.conformance import KIT, KIT_VERSION, NAME
from service.games import find_game

LIMIT = 1000  # legal-moves limit: a position's list must be complete under it
MAX_MOVES = 600  # a deal the policy has not ended by then is not used
PERFT_DEPTH = 3
PERFT_BUDGET = 200_000  # the most depth-3 sequences a perft start may have (runner over HTTP)
ILLEGAL_PER_POSITION = 6
LEGAL_PER_POSITION = 3

# The kit version of each game's file: bump it (and add a CHANGELOG line) whenever the file
# changes, i.e. whenever the service's answers for that game change.
VERSIONS: dict[str, int] = {
    "kasino": 1,
    "kasino-misar": 1,
    "dragkasino": 1,
    "kasino-fi": 1,
    "mulle-sassersson": 1,
    "byggkasino": 1,
    "mulle-glimne": 1,
    "femhundra": 1,
    "800": 1,
    "1000": 1,
    "150": 1,
    "fjabbe": 1,
}


@dataclass(frozen=True)
class Table:
    """One seeded deal setting: players, options (forced rules, variants) and its tags."""

    players: int
    seeds: tuple[int, ...]
    options: dict[str, Any] = field(default_factory=dict)
    tags: tuple[str, ...] = ()


# Per game: the tables its deals are played at. The largest player count makes the crowded
# tables; options that force plays or change a rule are tagged "forced" or "variant".
TABLES: dict[str, tuple[Table, ...]] = {
    "kasino": (
        Table(2, (42, 7)),
        Table(4, (3,), {"partnerships": True}, ("crowded", "partnerships")),
        Table(3, (11,), {"forced_capture": True, "sistan_point": True}, ("forced",)),
    ),
    "kasino-misar": (
        Table(2, (42,), tags=("forced",)),
        Table(4, (5,), tags=("crowded", "forced")),
        Table(3, (9,), {"forced_tabbe": False, "forced_capture": False}, ("variant",)),
    ),
    "dragkasino": (
        Table(2, (42,)),
        Table(4, (6,), tags=("crowded",)),
        Table(3, (8,), {"base": "misar"}, ("forced",)),
    ),
    "kasino-fi": (
        Table(2, (42,)),
        Table(4, (4,), {"teams": True}, ("crowded", "partnerships")),
        Table(3, (12,), {"no_sweeps_at_10": False}, ("variant",)),
    ),
    "mulle-sassersson": (
        Table(2, (42,)),
        Table(4, (2,), tags=("crowded",)),
    ),
    "byggkasino": (
        Table(2, (42, 7)),
        Table(4, (3,), tags=("crowded",)),
        Table(
            3,
            (10,),
            {"two_card_simple_builds": True, "raise_once_per_player": True},
            ("variant",),
        ),
        Table(2, (13,), {"simple_build_plus_loose": True}, ("variant",)),
        Table(3, (21,), {"enforcement": "penalize", "match": "single"}, ("penalize",)),
    ),
    "mulle-glimne": (
        Table(2, (42,)),
        Table(4, (5,), {"ace_points": "all_aces"}, ("crowded", "variant")),
    ),
    "femhundra": (
        Table(2, (42, 7)),
        Table(4, (3,), tags=("crowded",)),
        Table(3, (5,), {"taget": True, "seven_cards_always": True}, ("variant",)),
    ),
    "800": (
        Table(4, (42,)),
        Table(4, (7,), {"fjont_exchange_card": "any"}, ("variant",)),
    ),
    "1000": (
        Table(2, (42,)),
        Table(2, (7,), {"fjont_exchange_card": "any"}, ("variant",)),
    ),
    "150": (
        Table(2, (42,)),
        Table(2, (7,), {"fjont_exchange_card": "any"}, ("variant",)),
    ),
    "fjabbe": (
        Table(4, (42,)),
        Table(4, (7,), {"fjont_exchange_card": "any"}, ("variant",)),
    ),
}
PERFT_SEEDS = (1, 2, 3)
# Moves the policy plays before a perft start where the dealt state says little: Femhundra's
# deal opens with the same draw, discard, draw for every seed (counts 2, 22, 44).
PERFT_PREFIX = {"femhundra": 12}


class Service:
    """The service through the Flask test client: every answer is the API's JSON."""

    def __init__(self, client: FlaskClient, game: str) -> None:
        self.client = client
        self.game = game

    def post(self, endpoint: str, body: Any) -> tuple[int, Any]:
        response = self.client.post(f"/v1/games/{self.game}/{endpoint}", json=body)
        return response.status_code, response.get_json()

    def ok(self, endpoint: str, body: Any) -> Any:
        status, answer = self.post(endpoint, body)
        if status != 200:
            raise RuntimeError(f"{self.game} {endpoint}: {status} {answer}")
        return answer

    def listing(self, state: Any) -> Any:
        return self.ok("legal-moves", {"state": state, "limit": LIMIT})


def _request(table: Table, seed: int) -> dict[str, Any]:
    request: dict[str, Any] = {"players": table.players, "seed": seed}
    if table.options:
        request["options"] = dict(table.options)
    return request


def _cards(value: Any) -> Iterator[str]:
    """Every card code in a plain value (strings of up to 3 characters)."""
    if isinstance(value, str):
        if 2 <= len(value) <= 3 and value not in ("pile",):
            yield value
    elif isinstance(value, list):
        for item in value:
            yield from _cards(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _cards(item)


def _size(move: Any) -> int:
    return len(list(_cards(move)))


def _choose(rng: random.Random, moves: list[Any]) -> Any:
    """The policy: mostly the move that takes or lays the most cards, else any move (seeded)."""
    if rng.random() < 0.6:
        most = max(_size(m) for m in moves)
        moves = [m for m in moves if _size(m) == most]
    return moves[rng.randrange(len(moves))]


@dataclass
class Played:
    request: dict[str, Any]
    start: Any
    states: list[Any]  # the state before each move
    listings: list[Any]
    moves: list[Any]
    final: Any
    tags: tuple[str, ...]


def play(service: Service, table: Table, seed: int) -> Played | None:
    request = _request(table, seed)
    state = service.ok("deals", request)["state"]
    start = state
    rng = random.Random(f"{service.game}/{seed}/{table.players}")
    states, listings, moves = [], [], []
    for _ in range(MAX_MOVES):
        listing = service.listing(state)
        if not listing["moves"]:
            break
        move = _choose(rng, listing["moves"])
        states.append(state)
        listings.append(listing)
        moves.append(move)
        answer = service.ok("apply", {"state": state, "move": move})
        state = answer["state"]
        if answer["deal_over"]:
            return Played(request, start, states, listings, moves, state, table.tags)
    return None


# --- near misses -----------------------------------------------------------------------


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, value
    if isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, (*path, i))
    elif isinstance(value, dict):
        for key in sorted(value):
            yield from _paths(value[key], (*path, key))


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    copy = list(value) if isinstance(value, list) else dict(value)
    copy[head] = _replace(value[head], rest, new)
    return copy


def _delete(value: Any, path: tuple[Any, ...]) -> Any:
    head, rest = path[0], path[1:]
    if rest:
        copy = list(value) if isinstance(value, list) else dict(value)
        copy[head] = _delete(value[head], rest)
        return copy
    if isinstance(value, list):
        return value[:head] + value[head + 1 :]
    return {k: v for k, v in value.items() if k != head}


def pointer(path: tuple[Any, ...]) -> str:
    return "/" + "/".join(map(str, path))


def mutations(move: Any, state: Any, rng: random.Random) -> Iterator[tuple[str, Any]]:
    """Near misses of a legal move: one card, number or seat changed, one item dropped."""
    players = state["players"]
    hands = state.get("hands", [])
    seat = move.get("player")
    own = sorted(set(_cards(hands[seat]))) if isinstance(seat, int) and seat < len(hands) else []
    table = sorted(set(_cards(state.get("table", []))))
    elsewhere = sorted(set(_cards(hands)) - set(own) - set(table))
    seen_cards = set(own) | set(table) | set(elsewhere)

    def pick(pool: list[str], value: str, k: int) -> list[str]:
        pool = [c for c in pool if c != value]
        return rng.sample(pool, min(k, len(pool)))

    for key in sorted(move):
        if key not in ("player", "type", "card", "source"):  # a capture or build made a trail
            yield f"without /{key}", _delete(move, (key,))
    for path, value in _paths(move):
        if path == ("player",):
            for other in range(players):
                if other != value:
                    yield f"player {value} -> {other} (out of turn)", _replace(move, path, other)
            continue
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            for delta in (1, -1):
                text = f"{pointer(path)} {value} -> {value + delta}"
                yield text, _replace(move, path, value + delta)
        elif isinstance(value, str) and value in seen_cards:
            # another card of the mover's hand (a wrong sum, a renege), of the table, and
            # one the mover does not hold
            others = pick(own, value, 3) + pick(table, value, 2) + pick(elsewhere, value, 1)
            for card in others:
                yield f"{pointer(path)} {value} -> {card}", _replace(move, path, card)
        elif isinstance(value, list) and path and len(value) > 1:
            for i in range(len(value)):
                yield f"{pointer(path)} without item {i}", _delete(move, (*path, i))


def near_misses(service: Service, state: Any, legal: list[Any], seed: str) -> list[Any]:
    """Illegal checks: mutations the service refuses, one per distinct violation list first."""
    rng = random.Random(seed)
    picks = [legal[i] for i in sorted({0, len(legal) // 2, len(legal) - 1})]
    candidates: list[tuple[str, Any]] = []
    for move in picks:
        candidates.extend(mutations(move, state, rng))
    for move in legal[:40]:  # every capture or build turned into a trail: forbidden trails
        candidates.extend(
            (f"without /{key}", _delete(move, (key,)))
            for key in sorted(move)
            if key in ("capture", "build")
        )
    legal_set = {json.dumps(m, sort_keys=True) for m in legal}
    found: dict[str, Any] = {}
    unlisted: dict[str, Any] = {}
    extra: list[Any] = []
    for text, move in candidates:
        if json.dumps(move, sort_keys=True) in legal_set:
            continue
        status, answer = service.post("validate", {"state": state, "move": move})
        if status != 200:
            continue
        if answer["legal"]:
            # accepted though not listed: a penalized play (enforcement "penalize")
            kind = json.dumps(answer["interpretation"], sort_keys=True)
            if kind not in unlisted:
                successor = _successor(service.ok("apply", {"state": state, "move": move}))
                unlisted[kind] = {
                    "move": move,
                    "legal": True,
                    "listed": False,
                    "mutation": text,
                    "interpretation": answer["interpretation"],
                    "successor": successor,
                }
            continue
        violations = [{"rule": v["rule"], "code": v["code"]} for v in answer["violations"]]
        check = {
            "move": move,
            "legal": False,
            "near_miss": True,
            "mutation": text,
            "violations": violations,
        }
        key = json.dumps(violations, sort_keys=True)
        if key not in found:
            found[key] = check
        else:
            extra.append(check)
    chosen = list(found.values())[:ILLEGAL_PER_POSITION]
    chosen += extra[: max(0, 2 - len(chosen))]
    for check in chosen:
        # under enforcement "penalize" apply accepts some refused plays and penalizes them
        status, answer = service.post("apply", {"state": state, "move": check["move"]})
        if status == 200:
            check["successor"] = _successor(answer)
    return chosen + list(unlisted.values())[:2]


# --- positions ---------------------------------------------------------------------------


def _tags(played: Played, index: int, listing: Any) -> list[str]:
    total = len(played.moves)
    tags = set(played.tags)
    tags.add("early" if index < total / 3 else "middle" if index < 2 * total / 3 else "end")
    state = played.states[index]
    moves = listing["moves"]
    table = state.get("table")
    if isinstance(table, dict) and table.get("builds"):
        tags.add("builds")
    if any("build" in m for m in moves):
        tags.add("builds")
    if isinstance(table, dict) and any(
        b.get("last_builder") == state.get("to_move") for b in table.get("builds", [])
    ):
        tags.add("holding")  # the mover owns a build: the holding duty (BYGG-HOLD-*)
    hands = state.get("hands", [])
    mover = state.get("to_move")
    held = hands[mover] if isinstance(mover, int) and mover < len(hands) else []
    if "JK" in set(_cards(held)) | set(_cards(table or [])):
        tags.add("jokers")
    if any("FJ" in set(_cards(m)) for m in moves) or "FJ" in set(_cards(state.get("trick", []))):
        tags.add("fjont")
    if "phase" in state:
        tags.add(f"phase:{state['phase']}")
    return sorted(tags)


def _indices(played: Played) -> list[int]:
    """Which positions of a deal the kit keeps: start, spread over the deal, the end, and every
    kind of position the deal shows (builds, jokers, Fjønt, each phase) at least twice."""
    total = len(played.moves)
    chosen = {0, 1, total // 4, total // 2, 3 * total // 4, total - 2, total - 1}
    kinds: dict[str, list[int]] = {}
    for i, listing in enumerate(played.listings):
        for tag in _tags(played, i, listing):
            if tag in ("builds", "holding", "jokers", "fjont") or tag.startswith("phase:"):
                kinds.setdefault(tag, []).append(i)
    for found in kinds.values():
        chosen.update([found[0], found[len(found) // 2]])
    return sorted(i for i in chosen if 0 <= i < total)


def _successor(answer: Any) -> dict[str, Any]:
    """What apply answers that the kit keeps (the scores only when the deal is over)."""
    successor = {
        "state": answer["state"],
        "events": answer["events"],
        "deal_over": answer["deal_over"],
    }
    if "scores" in answer:
        successor["scores"] = answer["scores"]
    return successor


def position(service: Service, played: Played, index: int, name: str) -> dict[str, Any] | None:
    state = played.states[index]
    listing = played.listings[index]
    if not listing["count_exact"] or listing["truncated"]:
        return None
    moves = listing["moves"]
    checks: list[Any] = []
    for i in sorted({0, len(moves) // 2, len(moves) - 1, moves.index(played.moves[index])})[
        : LEGAL_PER_POSITION + 1
    ]:
        move = moves[i]
        successor = _successor(service.ok("apply", {"state": state, "move": move}))
        verdict = service.ok("validate", {"state": state, "move": move})
        checks.append(
            {
                "move": move,
                "legal": True,
                "interpretation": verdict["interpretation"],
                "successor": successor,
            }
        )
    checks += near_misses(service, state, moves, f"{name}/{index}")
    return {
        "id": f"{name}/m{index}",
        "tags": _tags(played, index, listing),
        "state": state,
        "legal_moves": {"player": listing["player"], "count": listing["count"], "moves": moves},
        "checks": checks,
    }


# --- perft -------------------------------------------------------------------------------


def perft_counts(game_id: str, plain: Any, depth: int, budget: int) -> list[int] | None:
    """Distinct move sequences of length 1..depth; None when a list is incomplete or the
    count passes ``budget``."""
    game = find_game(game_id)
    assert game is not None
    family = FAMILIES[game.family]
    counts = [0] * depth

    def walk(state: Any, level: int) -> bool:
        listing = game.legal_moves(state, LIMIT)
        if not listing.count_exact or listing.truncated:
            return False
        counts[level] += listing.count
        if counts[-1] > budget:
            return False
        if level + 1 == depth:
            return True
        for move in listing.moves:
            outcome = game.apply(state, move)
            if getattr(outcome.state, "to_move", None) is None:
                continue
            if not walk(outcome.state, level + 1):
                return False
        return True

    return counts if walk(family.state_from_plain(game, plain), 0) else None


def perft(service: Service, game: str, table: Table, seed: int) -> dict[str, Any]:
    """A perft record from a seeded deal; when the dealt state is too wide (a widow discard),
    the start is advanced along the policy's moves (``prefix``) until it fits."""
    request = _request(table, seed)
    state = service.ok("deals", request)["state"]
    rng = random.Random(f"{game}/perft/{seed}")
    prefix: list[Any] = []
    for _ in range(PERFT_PREFIX.get(game, 0)):
        move = _choose(rng, service.listing(state)["moves"])
        prefix.append(move)
        state = service.ok("apply", {"state": state, "move": move})["state"]
    for _ in range(40):
        counts = perft_counts(game, state, PERFT_DEPTH, PERFT_BUDGET)
        if counts is not None:
            return {
                "id": f"{game}/s{seed}p{table.players}/perft",
                "request": request,
                "prefix": prefix,
                "state": state,
                "counts": counts,
            }
        move = _choose(rng, service.listing(state)["moves"])
        prefix.append(move)
        state = service.ok("apply", {"state": state, "move": move})["state"]
    raise RuntimeError(f"{game}: no perft start within budget from seed {seed}")


# --- files -------------------------------------------------------------------------------


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
            for index in _indices(played):
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
