"""No body under the size limit costs a worker more than 50 ms.

For every game of the catalogue, ``costly_bodies.py`` builds thousands of the costliest
requests we know: every list of real states (every phase) filled to the 256 KiB limit with
valid-looking and with wrong items, and filled to just the most the service accepts there;
builds, melds, tricks and declarations filled from the inside; match histories; replays of
thousands of moves; legal-moves at its largest limit; thousands of unknown fields; nesting
1,000 deep. Each must be answered in under 50 ms of this process's CPU time, the best of three
(CPU time, not wall time: the machine is shared, and a slow moment is not the request's cost),
and no refusal may be larger than 64 KB.

The application's objects are frozen out of the garbage collector first, as gunicorn's
``pre_fork`` does in production (``gunicorn.conf.py``): otherwise every collection a body's
100,000 parsed containers trigger walks the whole application too.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.core.cards import STANDARD_DECK
from service.games import GAMES
from tests.api.conftest import assert_problem
from tests.api.costly_bodies import BODY_LIMIT, Case, game_cases, timed

BUDGET = 0.050
"""Seconds of CPU a request may cost at most."""
MAX_REFUSAL = 64 * 1024
"""Bytes a 4xx answer may hold at most (its error list is capped)."""


@pytest.fixture(scope="module")
def frozen(app: Flask) -> Iterator[FlaskClient]:
    """A client of the application with its objects frozen, as in production."""
    gc.collect()
    gc.freeze()
    yield app.test_client()
    gc.unfreeze()


@pytest.fixture(scope="module")
def measured(frozen: FlaskClient) -> dict[str, list[tuple[float, int, int, str]]]:
    """Each game's cases, measured once for both tests below (filled as they ask)."""
    return {}


def _results(
    client: FlaskClient, measured: dict[str, list[tuple[float, int, int, str]]], game: str
) -> list[tuple[float, int, int, str]]:
    """The most players the game seats (the most zones), a deal played 24 random steps."""
    if game not in measured:
        players = max(next(g for g in GAMES if g.id == game).player_counts)
        cases = list(game_cases(client, game, players, steps=24, seed=3))
        assert len(cases) > 80
        measured[game] = _measure(client, cases)
    return measured[game]


def _measure(client: FlaskClient, cases: list[Case]) -> list[tuple[float, int, int, str]]:
    """``(seconds, status, bytes, name)`` of every case."""
    found = []
    for case in cases:
        assert len(case.body) <= BODY_LIMIT, case.name
        seconds, response = timed(client, case, tries=3, limit=BUDGET)
        assert response.status_code < 500, (case.name, response.get_data(as_text=True)[:500])
        if response.status_code >= 400:
            assert_problem(response, response.status_code)
        found.append((seconds, response.status_code, len(response.get_data()), case.name))
    return found


def _report(found: list[tuple[float, int, int, str]]) -> tuple[list[str], list[str]]:
    slow = [
        f"{seconds * 1000:.1f} ms {status} {name}"
        for seconds, status, _, name in found
        if seconds >= BUDGET
    ]
    large = [
        f"{size} B {status} {name}"
        for _, status, size, name in found
        if status >= 400 and size > MAX_REFUSAL
    ]
    return slow, large


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_every_costly_body_is_cheap(
    frozen: FlaskClient, measured: dict[str, list[tuple[float, int, int, str]]], game: str
) -> None:
    slow, _ = _report(_results(frozen, measured, game))
    assert not slow, "\n".join(slow)


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_no_refusal_is_large(
    frozen: FlaskClient, measured: dict[str, list[tuple[float, int, int, str]]], game: str
) -> None:
    """Depends on the capped error lists (50 problems and a count of the rest): the schema
    reports every malformed item of a list the service accepts (104 builds, 208 duties…)."""
    _, large = _report(_results(frozen, measured, game))
    assert not large, "\n".join(large)


def _post(client: FlaskClient, game: str, endpoint: str, body: Any) -> tuple[float, Any]:
    raw = orjson.dumps(body)
    assert len(raw) <= BODY_LIMIT
    return timed(client, Case(endpoint, game, endpoint, raw), tries=3, limit=BUDGET)


def _deal(client: FlaskClient, game: str, players: int, seed: int = 1) -> dict[str, Any]:
    response = client.post(f"/v1/games/{game}/deals", json={"players": players, "seed": seed})
    return response.get_json()["state"]  # type: ignore[no-any-return]


def test_the_reported_cases(frozen: FlaskClient) -> None:
    """The costly bodies once reported: an 800 trick of 11,000 cards (7–8 s before), 8,000 malformed
    Femhundra melds (4 s, 4.8 MB), a hand of 50,000 ``AS`` (7.7 MB): one problem each, at once."""
    state = _deal(frozen, "800", 4)
    trick = [{"seat": i % 4, "card": "7S"} for i in range(11_000)]
    seconds, response = _post(
        frozen,
        "800",
        "validate",
        {
            "state": {**state, "phase": "play", "trick": trick},
            "move": {"type": "play", "player": 0, "card": "T20"},
        },
    )
    problem = assert_problem(response, 422)
    assert seconds < BUDGET
    assert [e["pointer"] for e in problem["errors"]] == ["/state/trick"]
    assert "R800-PLAY-2" in problem["errors"][0]["message"]

    state = _deal(frozen, "femhundra", 2)
    meld = {"kind": "set", "cards": [9]}  # no id, no owner, a seat for a card
    seconds, response = _post(
        frozen, "femhundra", "score", {"state": {**state, "table": [meld] * 8000}}
    )
    problem = assert_problem(response, 422)
    assert seconds < BUDGET and len(response.get_data()) < 2000
    assert [e["pointer"] for e in problem["errors"]] == ["/state/table"]

    state = _deal(frozen, "kasino", 2)
    seconds, response = _post(
        frozen, "kasino", "score", {"state": {**state, "hands": [["AS"] * 50_000, []]}}
    )
    problem = assert_problem(response, 422)
    assert seconds < BUDGET and len(response.get_data()) < 2000
    assert [e["pointer"] for e in problem["errors"]] == ["/state/hands/0"]


def test_a_crowded_table_lists_in_budget(frozen: FlaskClient) -> None:
    """44 loose cards, kings and queens in hand: among the slowest listings known (README),
    at the largest limit the service takes, forced capture or not."""
    state = _deal(frozen, "kasino", 2, seed=42)
    state.update(round=6, hands=[["KS", "KH", "KD", "KC"], ["QS", "QH", "QD", "QC"]], stock=[])
    state.update(dealer=0, to_move=1)
    state.pop("last_round", None)
    state["table"]["cards"] = [c for c in STANDARD_DECK if c[0] not in "KQ"]
    for forced in (False, True):
        state["options"] = {**state["options"], "forced_capture": forced}
        seconds, response = _post(frozen, "kasino", "legal-moves", {"state": state, "limit": 1000})
        assert response.status_code == 200, response.get_data(as_text=True)[:500]
        assert seconds < BUDGET, f"{seconds * 1000:.1f} ms, forced capture {forced}"


def test_a_whole_deal_replays_in_budget(frozen: FlaskClient) -> None:
    """Replay's moves are bounded by what a deal can last; the longest deal (Mulle Glimne, 96
    plays of 104 cards) replays in budget, and one move more than the bound is refused."""
    start = state = _deal(frozen, "mulle-glimne", 4, seed=5)
    moves = []
    while state["to_move"] is not None:
        listing = frozen.post(
            "/v1/games/mulle-glimne/legal-moves", json={"state": state, "limit": 1}
        )
        move = listing.get_json()["moves"][0]
        moves.append(move)
        applied = frozen.post("/v1/games/mulle-glimne/apply", json={"state": state, "move": move})
        state = applied.get_json()["state"]
    seconds, response = _post(frozen, "mulle-glimne", "replay", {"state": start, "moves": moves})
    assert response.status_code == 200 and response.get_json()["applied"] == len(moves) == 96
    assert seconds < BUDGET
    too_many = moves + [moves[0]] * (108 - len(moves) + 1)
    _, response = _post(frozen, "mulle-glimne", "replay", {"state": start, "moves": too_many})
    problem = assert_problem(response, 422, "invalid_request")
    assert problem["errors"][0]["pointer"] == "/moves"
    assert problem["errors"][0]["code"] == "too_many_items"
