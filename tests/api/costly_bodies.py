"""The costliest request bodies under the size limit that we know how to build, for every game.

Used by ``test_costly_inputs.py`` (and runnable by hand to print the slowest cases:
``python -m tests.api.costly_bodies [game…]``). Every list of a real state is filled to the
body limit, once with copies of an element it already holds (valid-looking: real cards, real
seats) and once with an element of the wrong kind; move bodies, replays and listings get the
same treatment. Everything is built from states the service deals and plays itself.
"""

from __future__ import annotations

import copy
import random
import re
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import orjson
from flask.testing import FlaskClient

from service.api.families import FAMILIES
from service.games import find_game

BODY_LIMIT = 256 * 1024
#: Room left for the JSON around the filled list, so every body stays under the limit.
SLACK = 64
#: The tarot deck's codes are not the standard deck's: an invalid element for every family.
INVALID_CARD = "ZZ"


@dataclass(frozen=True)
class Case:
    """One costly request: which game, which endpoint, what body, and a name saying why."""

    name: str
    game: str
    endpoint: str
    body: bytes


def _post(client: FlaskClient, game: str, endpoint: str, body: Any) -> Any:
    response = client.post(f"/v1/games/{game}/{endpoint}", json=body)
    return response.get_json()


def sample_states(
    client: FlaskClient, game: str, players: int, steps: int, seed: int
) -> list[tuple[dict[str, Any], dict[str, Any] | None]]:
    """States of one deal with a legal move each: the deal, then one after every few random
    steps (so every phase of a tarot or Femhundra deal shows up), and the last one reached."""
    state = _post(client, game, "deals", {"players": players, "seed": seed})["state"]
    rng = random.Random(seed)
    found: list[tuple[dict[str, Any], dict[str, Any] | None]] = []
    phases: set[Any] = set()
    for step in range(steps):
        moves = _post(client, game, "legal-moves", {"state": state, "limit": 40}).get("moves")
        move = rng.choice(moves) if moves else None
        if state.get("phase") not in phases or step == steps - 1 or move is None:
            phases.add(state.get("phase"))
            found.append((state, move))
        if move is None:
            break
        state = _post(client, game, "apply", {"state": state, "move": move})["state"]
    return found


def _lists(
    value: Any, pointer: tuple[Any, ...] = ()
) -> Iterator[tuple[tuple[Any, ...], list[Any]]]:
    """Every list in ``value`` (in the first two items of a list only: they stand for all)."""
    if isinstance(value, list):
        yield pointer, value
        for index, item in enumerate(value[:2]):
            yield from _lists(item, (*pointer, index))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _lists(item, (*pointer, key))


def _at(value: Any, pointer: tuple[Any, ...]) -> Any:
    for key in pointer:
        value = value[key]
    return value


def _elements(items: list[Any]) -> list[Any]:
    """What to fill a list with: one item it holds, and one of the wrong kind."""
    if not items:
        return ["AS", {}]
    first = items[0]
    wrong: Any = {} if not isinstance(first, dict) else {"seat": INVALID_CARD}
    if isinstance(first, list) and first:
        return [first, [first[0]] * 3, wrong]
    return [first, wrong, INVALID_CARD if not isinstance(first, str) else 0]


def filled(
    body: dict[str, Any], pointer: tuple[Any, ...], element: Any, most: int | None = None
) -> bytes:
    """``body`` with the list at ``pointer`` filled with copies of ``element`` up to the
    body limit, or to ``most`` items (the JSON of ``element`` repeated: no copy is made)."""
    empty = copy.deepcopy(body)
    _at(empty, pointer)[:] = []
    raw = orjson.dumps(empty)
    one = orjson.dumps(element)
    count = max(1, (BODY_LIMIT - SLACK - len(raw)) // (len(one) + 1))
    count = count if most is None else min(count, most)
    marker = orjson.dumps(["@@filled@@"])
    _at(empty, pointer)[:] = ["@@filled@@"]
    raw = orjson.dumps(empty)
    assert raw.count(marker) == 1
    return raw.replace(marker, b"[" + b",".join([one] * count) + b"]")


def limit_of(game: str, pointer: tuple[Any, ...]) -> int | None:
    """The most items the service lets the list at ``pointer`` hold (``service/core/bounds``),
    so a list can also be filled to just that: the costliest body it accepts."""
    family = FAMILIES[find_game(game).family]  # type: ignore[union-attr]
    path = "/" + "/".join("*" if isinstance(key, int) else str(key) for key in pointer)
    found = [
        limit.most for limits in family.limits.values() for limit in limits if limit.path == path
    ]
    return min(found) if found else None


def fills(
    name: str, game: str, endpoint: str, body: dict[str, Any], root: tuple[Any, ...]
) -> Iterator[Case]:
    """Every list under ``body[root]`` filled with each of its elements: to the body limit,
    and to the most items the service accepts there."""
    for pointer, items in list(_lists(_at(body, root), root)):
        most = limit_of(game, pointer)
        for element in _elements(items):
            where = "/" + "/".join(map(str, pointer))
            label = orjson.dumps(element).decode()[:24]
            yield Case(f"{name} {where} × {label}", game, endpoint, filled(body, pointer, element))
            if most is not None:
                yield Case(
                    f"{name} {where} × {label} ×{most}",
                    game,
                    endpoint,
                    filled(body, pointer, element, most),
                )


def nested(body: dict[str, Any], pointer: tuple[Any, ...], depth: int) -> bytes:
    """``body`` with the value at ``pointer`` replaced by ``depth`` nested lists (orjson will
    not write so deep a value itself; the service's parser takes up to 1024 levels)."""
    copied = copy.deepcopy(body)
    _at(copied, pointer[:-1])[pointer[-1]] = "@@nested@@"
    raw = orjson.dumps(copied)
    return raw.replace(b'"@@nested@@"', b"[" * depth + b"]" * depth)


def _valid_looking(state: dict[str, Any]) -> Iterator[tuple[tuple[Any, ...], Any, Any]]:
    """Zones a sample state may hold empty, with an item that looks right for them: ``(where,
    item, None)`` fills that list; ``(where, item, (inner, element))`` puts one ``item`` there
    and fills its ``inner`` list."""
    card = next((hand[0] for hand in state["hands"] if hand), "AS")
    sides = len(state["match"]["scores"])
    yield ("match", "history"), [0] * sides, None
    yield ("match", "history"), [1] * sides, None
    if isinstance(state.get("table"), dict):  # the fishing games
        build = {
            "id": "b1",
            "value": 7,
            "parts": [["7S"]],
            "created_by": 0,
            "creation_value": 7,
            "last_builder": 0,
            "history": [{"seat": 0, "type": "create", "exempt": False}],
        }
        yield ("table", "builds"), build, None
        yield ("table", "builds"), build, (("parts",), ["7S"])
        yield ("table", "builds"), build, (("parts",), ["3S", "4S"])
        yield ("table", "builds"), build, (("history",), {"seat": 1, "type": "add"})
    if isinstance(state.get("table"), list):  # Femhundra's melds
        meld = {"id": "m1", "kind": "run", "owner": 0, "cards": [{"card": card, "seat": 0}]}
        yield ("table",), meld, None
        yield ("table",), {**meld, "cards": []}, None
        yield ("table",), meld, (("cards",), {"card": card, "seat": 0})
    if "trick" in state:  # the tarot family
        yield ("trick",), {"seat": 0, "card": card}, None
        yield ("declarations",), {"player": 0, "sets": [], "sequences": []}, None
        declaration = {"player": 0, "sets": [[card]], "sequences": []}
        yield ("declarations",), declaration, (("sets",), [card, card, card])
        sequence = {"kind": "trump", "cards": ["T20", "T19", "T18"]}
        yield (
            ("declarations",),
            {**declaration, "sequences": [sequence]},
            (
                ("sequences",),
                sequence,
            ),
        )


def valid_looking_fills(name: str, game: str, state: dict[str, Any], move: Any) -> Iterator[Case]:
    """The zones of :func:`_valid_looking`, filled (validate with a move, else score)."""
    endpoint = "validate" if move is not None else "score"
    for where, item, inner in _valid_looking(state):
        body: dict[str, Any] = {"state": copy.deepcopy(state)}
        if move is not None:
            body["move"] = move
        pointer: tuple[Any, ...] = ("state", *where)
        label = orjson.dumps(item).decode()[:24]
        if inner is None:
            yield Case(
                f"{name} /{'/'.join(pointer)} × {label}",
                game,
                endpoint,
                filled(body, pointer, item),
            )
            most = limit_of(game, pointer)
            if most is not None:
                yield Case(
                    f"{name} /{'/'.join(pointer)} × {label} ×{most}",
                    game,
                    endpoint,
                    filled(body, pointer, item, most),
                )
            continue
        _at(body, pointer)[:] = [copy.deepcopy(item)]
        path, element = inner
        target = (*pointer, 0, *path)
        label = orjson.dumps(element).decode()[:24]
        yield Case(
            f"{name} /{'/'.join(map(str, target))} × {label}",
            game,
            endpoint,
            filled(body, target, element),
        )
        most = limit_of(game, target)
        if most is not None:
            yield Case(
                f"{name} /{'/'.join(map(str, target))} × {label} ×{most}",
                game,
                endpoint,
                filled(body, target, element, most),
            )


def game_cases(
    client: FlaskClient, game: str, players: int, steps: int, seed: int
) -> Iterator[Case]:
    """Every costly body we build for one game, each kind once: the same zone filled the same
    way in another state of the same phase costs the same."""
    seen: set[str] = set()
    for case in _game_cases(client, game, players, steps, seed):
        kind = re.sub(r"#\d+|/\d+(?=/| )", "", case.name)
        if kind not in seen:
            seen.add(kind)
            yield case


def _game_cases(
    client: FlaskClient, game: str, players: int, steps: int, seed: int
) -> Iterator[Case]:
    samples = sample_states(client, game, players, steps, seed)
    for number, (state, move) in enumerate(samples):
        tag = f"{game}/{players}p/{state.get('phase')}#{number}"
        if move is not None:
            body = {"state": state, "move": move}
            yield from fills(f"{tag} state", game, "validate", body, ("state",))
            yield from fills(f"{tag} validate move", game, "validate", body, ("move",))
            moves = [move] * 1000
            yield Case(
                f"{tag} replay 1000 moves",
                game,
                "replay",
                orjson.dumps({"state": state, "moves": moves}),
            )
            yield from fills(
                f"{tag} replay", game, "replay", {"state": state, "moves": [move]}, ("moves",)
            )
        else:
            yield from fills(f"{tag} state", game, "score", {"state": state}, ("state",))
        for limit in (1000, 100_000):
            yield Case(
                f"{tag} legal-moves limit {limit}",
                game,
                "legal-moves",
                orjson.dumps({"state": state, "limit": limit}),
            )
        yield from valid_looking_fills(tag, game, state, move)
    state, move = samples[-1]
    tag = f"{game}/{players}p"
    many = {f"k{i}": i for i in range(15_000)}
    yield Case(
        f"{tag} 15000 unknown state keys", game, "score", orjson.dumps({"state": {**state, **many}})
    )
    yield Case(
        f"{tag} 15000 unknown option keys",
        game,
        "score",
        orjson.dumps({"state": {**state, "options": {**state["options"], **many}}}),
    )
    sides = len(state["match"]["scores"])
    deal = {"players": players, "seed": 1, "match": {"history": [[0] * sides]}}
    yield from fills(f"{tag} deals", game, "deals", deal, ("match",))
    yield Case(f"{tag} deals 15000 options", game, "deals", orjson.dumps({**deal, "options": many}))
    deep = nested({"state": state}, ("state", "options"), 1000)
    yield Case(f"{tag} options nested 1000 deep", game, "score", deep)
    if move is not None:
        wide = {**move, **many}
        yield Case(
            f"{tag} 15000 unknown move keys",
            game,
            "validate",
            orjson.dumps({"state": state, "move": wide}),
        )
        yield Case(
            f"{tag} move nested 1000 deep",
            game,
            "validate",
            nested({"state": state, "move": move}, ("move", "player"), 1000),
        )


def timed(
    client: FlaskClient, case: Case, tries: int = 3, limit: float = 0.05
) -> tuple[float, Any]:
    """The best of up to ``tries`` timings (stopping once one is under ``limit``) and the last
    response."""
    best = float("inf")
    response = None
    for _ in range(tries):
        start = time.process_time()
        response = client.post(
            f"/v1/games/{case.game}/{case.endpoint}",
            data=case.body,
            content_type="application/json",
        )
        best = min(best, time.process_time() - start)
        if best < limit:
            break
    return best, response


def main(argv: list[str]) -> None:
    from service import create_app

    app = create_app({"TESTING": True})
    client = app.test_client()
    catalogue = client.get("/v1/games").get_json()["games"]
    results = []
    for entry in catalogue:
        if argv and entry["id"] not in argv:
            continue
        for case in game_cases(client, entry["id"], max(entry["players"]), 30, 3):
            assert len(case.body) <= BODY_LIMIT, case.name
            seconds, response = timed(client, case, tries=2)
            results.append((seconds, len(response.data), response.status_code, case.name))
            if seconds > 0.05 or len(response.data) > 65536:
                size, status = len(response.data), response.status_code
                print(f"{seconds * 1000:8.1f} ms {size:9} B {status} {case.name}", flush=True)
    results.sort(reverse=True)
    print(f"{len(results)} cases; slowest:")
    for seconds, size, status, name in results[:15]:
        print(f"{seconds * 1000:8.1f} ms {size:9} B {status} {name}")


if __name__ == "__main__":
    main(sys.argv[1:])
