"""Schemathesis 4 against the WSGI app (no server), plus fuzzing around real game states.

Part 1 lets schemathesis generate requests from ``/openapi.yaml`` for every operation, in
positive and negative mode, and runs every check it has (server errors, status codes and
content types and bodies that conform to the spec, negative data rejected, positive data
accepted, unsupported methods, Allow headers…).

A schema cannot express "a consistent deal of Kasino", so nearly every generated state is
(rightly) refused with 422 ``invalid_state``; the positive-data check therefore counts 422 as
an acceptable answer, and a check of our own narrows it: a 422 to schema-valid data may only
be the game's own refusal (an impossible state, a state of another game than the path's, a
player count, seat or option the path's game does not have), never a schema-level error
(``unknown_field``, ``missing_field``, ``invalid_field``): the contract and the request schemas
must agree. Part 2 makes up for it: it starts from real states dealt and played by
the service, mutates them with hypothesis (fields replaced by arbitrary JSON, keys dropped or
added, cards swapped or moved between zones, integers nudged, lists cut or padded) and sends
them to every state endpoint through schemathesis' ``Case``, so each response is validated
against the spec as well. Part 3 plays whole deals of every catalogued game with random legal
moves (and kasino deals under random option combinations), every response validated the same
way. Any 5xx is a bug.
"""

from __future__ import annotations

import copy
import random
from functools import cache
from typing import Any

import hypothesis.strategies as st
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.config import SchemathesisConfig
from schemathesis.generation import GenerationMode
from schemathesis.generation.feedback import FeedbackSources

from service import create_app
from service.core.cards import STANDARD_DECK
from tests.api.conftest import PROBLEM_MIME, STATE_ENDPOINTS, prefer_capture

APP = create_app({"TESTING": True})
CONFIG = SchemathesisConfig.from_dict(
    {
        "generation": {"mode": "all", "max-examples": 25},
        "checks": {
            # A schema-valid state is usually still an impossible one: 422 is the honest answer.
            "positive_data_acceptance": {"expected-statuses": ["2xx", "422"]},
            # Refusals the contract defines; 413 when a generated body passes 256 KiB.
            "negative_data_rejection": {
                "expected-statuses": ["400", "404", "405", "413", "415", "422"]
            },
        },
    }
)
schema = schemathesis.openapi.from_wsgi("/openapi.yaml", APP, config=CONFIG)

SETTINGS = settings(
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.filter_too_much,
        HealthCheck.data_too_large,
    ],
)


def content_type(response: Any) -> str:
    """The Content-Type of a schemathesis response (its header names may be lower case)."""
    for name, values in response.headers.items():
        if name.lower() == "content-type":
            return str(values[0] if isinstance(values, list) else values)
    return ""


# -- part 1: schemathesis on its own ---------------------------------------------------------


#: Error codes of the request schemas themselves: data the contract calls valid never gets them.
SCHEMA_LEVEL = {"unknown_field", "missing_field", "invalid_field"}


def _whole_float(node: Any) -> bool:
    """Whether ``node`` holds a float spelling an integer (``2.0``) anywhere."""
    if isinstance(node, float):
        return node.is_integer()
    if isinstance(node, dict):
        return any(map(_whole_float, node.values()))
    return isinstance(node, list) and any(map(_whole_float, node))


def positive_data_is_refused_only_by_the_game(
    ctx: Any, response: Any, case: schemathesis.Case
) -> None:
    """A 422 to positive data names the game's own refusal, never a schema-level error.

    One exception, stated in the contract: JSON Schema 2020-12 counts ``2.0`` as an integer,
    which the service refuses (integers are JSON integers; tests/api/test_hostile.py)."""
    if case.meta is None or not case.meta.generation.mode.is_positive:
        return
    if response.status_code != 422 or _whole_float(case.body):
        return
    problem = response.json()
    codes = {item["code"] for item in problem.get("errors", [])}
    assert not codes & SCHEMA_LEVEL, (problem["code"], problem.get("errors"))


@schema.parametrize()
@settings(SETTINGS, max_examples=25)
def test_api(case: schemathesis.Case) -> None:
    response = case.call_and_validate(additional_checks=[positive_data_is_refused_only_by_the_game])
    assert response.status_code < 500


def test_all_generation_modes_are_enabled() -> None:
    modes = set(CONFIG.projects.default.generation.modes)
    assert modes == {GenerationMode.POSITIVE, GenerationMode.NEGATIVE}


def test_every_check_is_enabled() -> None:
    checks = CONFIG.projects.default.checks_config_for()
    for name in (
        "not_a_server_error",
        "status_code_conformance",
        "content_type_conformance",
        "response_schema_conformance",
        "response_headers_conformance",
        "positive_data_acceptance",
        "negative_data_rejection",
        "missing_required_header",
        "unsupported_method",
        "allow_header_conformance",
    ):
        assert checks.get_by_name(name=name).enabled, name


NEGATIVE_OPERATIONS = [
    ("/v1/games/{game}/deals", "POST"),
    ("/v1/games/{game}/legal-moves", "POST"),
    ("/v1/games/{game}/validate", "POST"),
    ("/v1/games/{game}/replay", "POST"),
]


@given(data=st.data())
@settings(SETTINGS, max_examples=40)
def test_negative_requests_are_refused_with_a_problem(data: st.DataObject) -> None:
    """Schema-violating bodies: a 4xx problem+json, never a 5xx.

    A 200 passes only where schemathesis' own negative_data_rejection check accepts it (a
    mutation that stops being invalid once serialised as JSON).
    """
    path, method = data.draw(st.sampled_from(NEGATIVE_OPERATIONS))
    operation = schema[path][method]
    case = data.draw(operation.as_strategy(generation_mode=GenerationMode.NEGATIVE))
    response = case.call_and_validate()
    assert 400 <= response.status_code < 500 or response.status_code == 200
    if response.status_code >= 400:
        assert content_type(response).startswith(PROBLEM_MIME)


# -- part 2: fuzzing around real states ------------------------------------------------------

CLIENT = APP.test_client()


def _post(endpoint: str, body: dict[str, Any]) -> dict[str, Any]:
    response = CLIENT.post(f"/v1/games/kasino/{endpoint}", json=body)
    assert response.status_code == 200, response.get_data(as_text=True)[:500]
    data = response.get_json()
    assert isinstance(data, dict)
    return data


@cache
def base_states() -> tuple[dict[str, Any], ...]:
    """Real states: fresh deals, positions along played deals, finished deals."""
    states: list[dict[str, Any]] = []
    setups: list[dict[str, Any]] = [
        {"players": 2, "seed": 3},
        {"players": 3, "seed": 5, "options": {"valuation": "aces"}},
        {"players": 4, "seed": 8, "options": {"partnerships": True, "forced_capture": True}},
        {"players": 2, "seed": 13, "options": {"announce_out": True, "target": 3}},
        {"players": 2, "seed": 21, "match": {"history": [[3, 5]]}},
    ]
    for setup in setups:
        state = _post("deals", setup)["state"]
        states.append(state)
        step = 0
        while state["phase"] == "play":
            moves = _post("legal-moves", {"state": state, "limit": 50})["moves"]
            move = prefer_capture(moves) if step % 3 else moves[0]
            state = _post("apply", {"state": state, "move": move})["state"]
            step += 1
            if step % 9 == 0:
                states.append(state)
        states.append(state)
    return tuple(states)


CARDS = list(STANDARD_DECK)
FIELD_NAMES = [
    "game", "version", "options", "players", "dealer", "to_move", "phase", "round", "hands",
    "table", "cards", "builds", "captured", "tabbar", "stock", "last_capturer", "last_play",
    "ended_by", "match", "seed", "target", "deal_number", "scores", "history", "over",
    "winners", "decided_by", "player", "card", "capture", "groups", "values", "announce_out",
    "valuation", "forced_capture", "partnerships", "id", "value", "parts", "tabbe", "limit",
]  # fmt: skip
LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-3, max_value=60),
    st.integers(min_value=-(2**63), max_value=2**64),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=6),
    st.sampled_from([*CARDS, "b1", "b2", "", "ZZ", "JK", "play", "deal_over", "announce_out"]),
)
JSON_VALUES = st.recursive(
    LEAVES,
    lambda children: (
        st.lists(children, max_size=5)
        | st.dictionaries(st.sampled_from(FIELD_NAMES) | st.text(max_size=4), children, max_size=4)
    ),
    max_leaves=12,
)

Path = tuple[Any, ...]


def paths(node: Any, prefix: Path = ()) -> list[Path]:
    """Every location in a JSON document (the root excluded)."""
    found: list[Path] = []
    if isinstance(node, dict):
        for key, value in node.items():
            found.append((*prefix, key))
            found += paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.append((*prefix, index))
            found += paths(value, (*prefix, index))
    return found


def get(node: Any, path: Path) -> Any:
    for key in path:
        node = node[key]
    return node


@st.composite
def mutated(draw: st.DrawFn, body: dict[str, Any]) -> dict[str, Any]:
    """``body`` after one to four random mutations."""
    body = copy.deepcopy(body)
    for _ in range(draw(st.integers(1, 4))):
        everywhere = paths(body)
        if not everywhere:
            break
        kind = draw(
            st.sampled_from(["replace", "delete", "insert", "swap", "move", "nudge", "cut", "pad"])
        )
        path = draw(st.sampled_from(everywhere))
        parent, key = get(body, path[:-1]), path[-1]
        card_places = [p for p in everywhere if get(body, p) in STANDARD_DECK]
        if kind == "replace":
            parent[key] = draw(JSON_VALUES)
        elif kind == "delete":
            del parent[key]
        elif kind == "insert" and isinstance(parent, dict):
            parent[draw(st.sampled_from(FIELD_NAMES))] = draw(JSON_VALUES)
        elif kind == "insert":
            parent.insert(key, draw(JSON_VALUES))
        elif kind == "swap" and len(card_places) >= 2:
            a, b = draw(st.lists(st.sampled_from(card_places), min_size=2, max_size=2))
            pa, pb = get(body, a[:-1]), get(body, b[:-1])
            pa[a[-1]], pb[b[-1]] = pb[b[-1]], pa[a[-1]]
        elif (
            kind == "move"
            and card_places
            and (lists := [p for p in everywhere if isinstance(get(body, p), list)])
        ):
            source = draw(st.sampled_from(card_places))
            # the destination first: the pop shifts the paths after the card's place
            destination = get(body, draw(st.sampled_from(lists)))
            destination.append(get(body, source[:-1]).pop(source[-1]))
        elif kind == "nudge" and type(parent[key]) is int:
            parent[key] += draw(st.integers(-2, 2))
        elif kind == "cut" and isinstance(parent[key], list):
            del parent[key][draw(st.integers(0, len(parent[key]))) :]
        elif kind == "pad" and isinstance(parent[key], list):
            parent[key] += draw(st.lists(JSON_VALUES, max_size=3))
    return body


@st.composite
def state_requests(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """An endpoint and a body built around a real state, with a move where one is needed."""
    state = copy.deepcopy(draw(st.sampled_from(base_states())))
    endpoint = draw(st.sampled_from(STATE_ENDPOINTS))
    body: dict[str, Any] = {"state": state}
    moves = (
        _post("legal-moves", {"state": state, "limit": 30})["moves"]
        if state["phase"] == "play"
        else []
    )
    move = (
        draw(st.sampled_from(moves))
        if moves
        else {"player": 0, "card": draw(st.sampled_from(CARDS))}
    )
    if endpoint in ("validate", "apply"):
        body["move"] = move
    elif endpoint == "replay":
        body["moves"] = [move] + draw(st.lists(st.sampled_from(moves or [move]), max_size=3))
    elif endpoint == "legal-moves":
        body["limit"] = draw(st.sampled_from([0, 1, 5, 1000]))
    elif endpoint == "view":
        body["player"] = draw(st.integers(-1, 4))
    elif endpoint == "suggest":  # a small search budget keeps the suite fast
        body.update(level=draw(st.sampled_from(["random", "greedy", "search"])), budget_ms=5)
        if draw(st.booleans()):
            body["seat"] = draw(st.integers(-1, 4))
    return endpoint, body


def call(endpoint: str, body: Any) -> Any:
    """Send through schemathesis so the response is validated against the spec too."""
    operation = schema[f"/v1/games/{{game}}/{endpoint}"]["POST"]
    case = operation.Case(
        body=body, path_parameters={"game": "kasino"}, media_type="application/json"
    )
    response = case.call_and_validate()
    assert response.status_code < 500, response.text[:2000]
    if response.status_code >= 400:
        assert content_type(response).startswith(PROBLEM_MIME), content_type(response)
        problem = response.json()
        assert {"type", "title", "status", "detail", "code"} <= set(problem)
        for item in problem.get("errors", []):
            assert {"pointer", "code", "message"} <= set(item)
    return response


def test_view_response_conforms_to_the_spec() -> None:
    """The view answers what ``FishingViewResponse`` documents.

    Regression: ``FishingViewSchema`` once reused the state's ``match`` (where ``seed`` is
    required) while the view rightly drops the seed, so every 200 from /view violated the
    published response schema.
    """
    for state in base_states()[:3]:
        for seat in range(state["players"]):
            response = call("view", {"state": state, "player": seat})
            assert response.status_code == 200
            assert "seed" not in response.json()["view"]["match"]


@given(request=state_requests())
@settings(SETTINGS, max_examples=60)
def test_real_states_and_moves_are_answered_within_the_contract(
    request: tuple[str, dict[str, Any]],
) -> None:
    """Unmutated: real states with legal moves must succeed (replay may stop, not fail)."""
    endpoint, body = request
    response = call(endpoint, body)
    state = body["state"]
    bad_seat = endpoint == "view" and not 0 <= body["player"] < state["players"]
    finished = endpoint in ("apply", "suggest") and state["phase"] != "play"
    bad_seat = bad_seat or (
        endpoint == "suggest" and body.get("seat", state["to_move"]) != state["to_move"]
    )
    if endpoint in ("score", "next-deal"):
        assert response.status_code in (200, 422)
    elif bad_seat or finished:
        assert response.status_code == 422
    else:
        assert response.status_code == 200, response.text[:2000]


@given(data=st.data())
@settings(SETTINGS, max_examples=300)
def test_mutated_states_and_moves_never_crash(data: st.DataObject) -> None:
    endpoint, body = data.draw(state_requests())
    call(endpoint, data.draw(mutated(body)))


@given(data=st.data())
@settings(SETTINGS, max_examples=150)
def test_card_shuffles_keep_the_contract(data: st.DataObject) -> None:
    """Cards swapped between zones: still 52 distinct cards, so often a consistent state."""
    endpoint, body = data.draw(state_requests())
    state = body["state"]
    places = [p for p in paths(state) if get(state, p) in STANDARD_DECK]
    for _ in range(data.draw(st.integers(1, 3))):
        a, b = data.draw(st.lists(st.sampled_from(places), min_size=2, max_size=2))
        pa, pb = get(state, a[:-1]), get(state, b[:-1])
        pa[a[-1]], pb[b[-1]] = pb[b[-1]], pa[a[-1]]
    call(endpoint, body)


@cache
def case_strategy(endpoint: str) -> Any:
    """One strategy per operation, without schemathesis' constants overlay: the overlay draws
    from a pool of constants read from the loaded modules, which did not draw the same way
    when hypothesis replayed an example (FlakyStrategyDefinition, about one run in three)."""
    operation = schema[f"/v1/games/{{game}}/{endpoint}"]["POST"]
    return operation.as_strategy(feedback=FeedbackSources())


@given(data=st.data())
@settings(SETTINGS, max_examples=60)
def test_generated_moves_against_a_real_state(data: st.DataObject) -> None:
    """Schemathesis builds the move (and the rest), a real state replaces the generated one."""
    state = data.draw(st.sampled_from([s for s in base_states() if s["phase"] == "play"]))
    endpoint = data.draw(st.sampled_from(["validate", "apply"]))
    case = data.draw(case_strategy(endpoint))
    if isinstance(case.body, dict):
        case.body["state"] = copy.deepcopy(state)
    response = case.call_and_validate()
    assert response.status_code in (200, 400, 422), response.text[:2000]


# -- part 3: whole games through the API, every response checked against the spec -----------

CATALOGUE = APP.test_client().get("/v1/games").get_json()["games"]
GAME_SETUPS = sorted(
    {
        (game["id"], players)
        for game in CATALOGUE
        for players in (game["players"][0], game["players"][-1])
    }
)


def call_game(game: str, endpoint: str, body: Any) -> Any:
    operation = schema[f"/v1/games/{{game}}/{endpoint}"]["POST"]
    case = operation.Case(body=body, path_parameters={"game": game}, media_type="application/json")
    response = case.call_and_validate()
    assert response.status_code < 500, response.text[:2000]
    return response


def play_random_game(game: str, players: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """Deal, then random legal moves until none is left; every response validated."""
    rng = random.Random(seed)
    body = {"players": players, "seed": seed, "options": options}
    response = call_game(game, "deals", body)
    assert response.status_code == 200, response.text[:2000]
    state = response.json()["state"]
    for _ in range(400):
        listing = call_game(game, "legal-moves", {"state": state, "limit": 200})
        assert listing.status_code == 200, listing.text[:2000]
        moves = listing.json()["moves"]
        if not moves:
            break
        move = rng.choice(moves)
        applied = call_game(game, "apply", {"state": state, "move": move})
        assert applied.status_code == 200, (move, applied.text[:2000])
        state = applied.json()["state"]
    return state


@pytest.mark.parametrize(("game", "players"), GAME_SETUPS)
def test_random_games_of_every_game(game: str, players: int) -> None:
    """Every catalogued game plays a deal through the API without leaving the contract."""
    state = play_random_game(game, players, seed=players * 7919, options={})
    for seat in range(players):
        view = call_game(game, "view", {"state": state, "player": seat})
        assert view.status_code == 200, view.text[:2000]
    score = call_game(game, "score", {"state": state})
    following = call_game(game, "next-deal", {"state": state})
    assert score.status_code in (200, 422)
    assert following.status_code in (200, 422)


KASINO_OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "valuation": st.sampled_from(["choice", "aces", "handtable"]),
        "profile": st.sampled_from(["s3", "s2"]),
        "sistan_point": st.booleans(),
        "forced_capture": st.booleans(),
        "overspader": st.booleans(),
        "target": st.none() | st.integers(1, 30),
        "tie_rule": st.sampled_from(["spades_last_deal", "play_more_deals"]),
        "announce_out": st.booleans(),
        "enforcement": st.sampled_from(["reject", "penalize"]),
    },
)


@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 2**53 - 1),
    options=KASINO_OPTIONS,
    partnerships=st.booleans(),
)
@settings(SETTINGS, max_examples=25)
def test_random_kasino_deals_with_random_options(
    players: int, seed: int, options: dict[str, Any], partnerships: bool
) -> None:
    """Any option combination deals, plays to the end, scores and continues or ends the match."""
    if partnerships and players == 4:
        options = {**options, "partnerships": True, "partner_scoring": "pooled_piles"}
    state = play_random_game("kasino", players, seed, options)
    assert state["phase"] == "deal_over"
    score = call_game("kasino", "score", {"state": state})
    assert score.status_code == 200, score.text[:2000]
    totals = score.json()["totals"]
    assert [sum(row) for row in zip(*state["match"]["history"], strict=True)] == state["match"][
        "scores"
    ]
    assert len(totals) == len(state["match"]["scores"])
    following = call_game("kasino", "next-deal", {"state": state})
    if state["match"]["over"]:
        assert following.status_code == 422
        assert following.json()["code"] == "match_over"
    else:
        assert following.status_code == 200, following.text[:2000]
        assert (
            following.json()["state"]["match"]["deal_number"] == state["match"]["deal_number"] + 1
        )


@cache
def every_game_states() -> tuple[tuple[str, dict[str, Any], tuple[dict[str, Any], ...]], ...]:
    """(game, state, some legal moves) along random deals of every catalogued game."""
    found = []
    client = APP.test_client()
    for game, players in GAME_SETUPS:
        rng = random.Random(players)
        body = {"players": players, "seed": 17 * players}
        state = client.post(f"/v1/games/{game}/deals", json=body).get_json()["state"]
        for step in range(300):
            listing = client.post(
                f"/v1/games/{game}/legal-moves", json={"state": state, "limit": 40}
            ).get_json()
            moves = tuple(listing["moves"])
            if step % 12 == 0 or not moves:
                found.append((game, state, moves))
            if not moves:
                break
            applied = client.post(
                f"/v1/games/{game}/apply", json={"state": state, "move": rng.choice(moves)}
            )
            state = applied.get_json()["state"]
    return tuple(found)


@given(data=st.data())
@settings(SETTINGS, max_examples=200)
def test_mutated_states_of_every_game_never_crash(data: st.DataObject) -> None:
    """The same mutations on states of every game in the catalogue (Femhundra, the 800s…)."""
    game, state, moves = data.draw(st.sampled_from(every_game_states()))
    endpoint = data.draw(st.sampled_from(STATE_ENDPOINTS))
    move = data.draw(st.sampled_from(moves)) if moves else {"player": 0, "card": "AS"}
    body: dict[str, Any] = {"state": state}
    if endpoint in ("validate", "apply"):
        body["move"] = move
    elif endpoint == "replay":
        body["moves"] = [move]
    elif endpoint == "view":
        body["player"] = data.draw(st.integers(-1, 6))
    elif endpoint == "suggest":
        body.update(level=data.draw(st.sampled_from(["random", "greedy", "search"])), budget_ms=5)
    response = call_game(game, endpoint, data.draw(mutated(body)))
    if response.status_code >= 400:
        assert content_type(response).startswith(PROBLEM_MIME), content_type(response)
