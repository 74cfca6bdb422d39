"""Build plays and builds over the wire (contract §4): Byggkasino and Mulle Glimne.

The wire's round trip with builds on the table, build plays and the ``mulle_points`` zone; the
move grammar (a card, then nothing, a capture, or a build — never a capture and a build); the
build-id pattern; hostile build moves and object options, each refused with a 4xx
problem+json and a JSON pointer, never a 500; the catalogue's object options; and real
Byggkasino and Mulle Glimne deals played over HTTP.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import orjson
import pytest
import yaml
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.api.catalogue import game_entry
from service.api.families import FISHING
from service.api.fields import BUILD_ID_PATTERN, is_build_id
from service.api.schemas.common import OptionEntrySchema
from service.api.schemas.fishing import FishingMoveSchema, FishingStateSchema
from service.api.spec import spec_yaml
from service.core.cards import STANDARD_DECK
from service.core.options import OptionSpec
from service.core.verdict import InvalidInput
from service.games import find_game
from service.games.building.options import (
    BYGG_SPECS,
    GLIMNE_SPECS,
    ByggOptions,
    GlimneOptions,
)
from service.games.fishing import wire
from service.games.fishing.kasino import KASINO
from service.games.fishing.state import (
    Build,
    BuildAction,
    BuildPlay,
    FishingMove,
    FishingState,
    Table,
)
from tests.api.conftest import (
    assert_problem,
    errors_by_pointer,
    ok_json,
    post,
)

BYGG = "byggkasino"
GLIMNE = "mulle-glimne"
SETTINGS = settings(
    deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)

# -- strategies --------------------------------------------------------------------------------

CARDS = st.sampled_from(STANDARD_DECK)
BUILD_IDS = st.integers(min_value=1, max_value=999).map(lambda n: f"b{n}")
PARTS = st.lists(st.lists(CARDS, min_size=1, max_size=4).map(tuple), min_size=1, max_size=4).map(
    tuple
)
BUILD_PLAYS = st.builds(
    BuildPlay,
    value=st.integers(min_value=-5, max_value=40),  # the schema reads any integer
    parts=PARTS,
    onto=st.none() | BUILD_IDS,
    merge=st.lists(BUILD_IDS, max_size=3).map(tuple),
)
CAPTURE_ITEMS = st.lists(CARDS | BUILD_IDS, max_size=5).map(tuple)


@st.composite
def fishing_moves(draw: st.DrawFn) -> FishingMove:
    """Every shape of a move the grammar allows: trail, capture (groups, values), build."""
    player = draw(st.integers(min_value=0, max_value=3))
    if draw(st.booleans()) and draw(st.booleans()):
        return FishingMove(player, announce_out=True)
    card = draw(CARDS)
    kind = draw(st.sampled_from(["trail", "capture", "build"]))
    if kind == "trail":
        return FishingMove(player, card)
    if kind == "build":
        return FishingMove(player, card, build=draw(BUILD_PLAYS))
    groups = draw(st.none() | st.lists(CAPTURE_ITEMS, min_size=1, max_size=3).map(tuple))
    values = draw(st.dictionaries(CARDS, st.integers(min_value=1, max_value=16), max_size=2))
    return FishingMove(player, card, capture=draw(CAPTURE_ITEMS), groups=groups, values=values)


ACTIONS = st.builds(
    BuildAction,
    seat=st.integers(min_value=0, max_value=3),
    type=st.sampled_from(["create", "add", "raise"]),
    exempt=st.booleans(),
)
BUILDS = st.builds(
    Build,
    id=BUILD_IDS,
    value=st.integers(min_value=2, max_value=16),
    parts=PARTS,
    created_by=st.integers(min_value=0, max_value=3),
    creation_value=st.integers(min_value=2, max_value=16),
    history=st.lists(ACTIONS, min_size=1, max_size=4).map(tuple),
)
PER_SEAT = st.none() | st.lists(st.integers(min_value=0, max_value=60), min_size=2, max_size=2)


def dealt() -> FishingState:
    options = KASINO.resolve_options({}, 2)
    return KASINO.deal(2, options, 0, 7)


@st.composite
def states_with_builds(draw: st.DrawFn) -> FishingState:
    """A dealt state with builds on its table, any zones and any way of ending."""
    state = dealt()
    zones = {name: draw(PER_SEAT) for name in wire.ZONES}
    return replace(
        state,
        table=Table(state.table.cards, tuple(draw(st.lists(BUILDS, max_size=4)))),
        ended_by=draw(st.sampled_from([None, "announce_out", "immediate_win", "penalty"])),
        **{name: None if value is None else tuple(value) for name, value in zones.items()},
    )


def kept_zones(state: FishingState) -> frozenset[str]:
    return frozenset(name for name in wire.ZONES if getattr(state, name) is not None)


def through_json(plain: Any) -> Any:
    return orjson.loads(orjson.dumps(plain))


# -- the wire ----------------------------------------------------------------------------------


@settings(SETTINGS, max_examples=200)
@given(fishing_moves())
def test_every_move_round_trips_through_the_wire_json_and_schema(move: FishingMove) -> None:
    plain = wire.move_to_plain(move)
    assert wire.move_from_plain(plain) == move
    loaded = FishingMoveSchema().load(through_json(plain))
    assert wire.move_from_plain(loaded) == move


@settings(SETTINGS, max_examples=100)
@given(states_with_builds())
def test_states_with_builds_and_zones_round_trip(state: FishingState) -> None:
    plain = wire.state_to_plain(state)
    zones = kept_zones(state)
    assert wire.state_from_plain(plain, state.options, zones) == state
    loaded = FishingStateSchema().load(through_json(plain))
    assert wire.state_from_plain(loaded, state.options, zones) == state


def test_a_build_play_on_the_wire_is_the_contracts_object() -> None:
    move = FishingMove(1, "2C", build=BuildPlay(10, (("2C", "8S"),), onto="b1", merge=("b3",)))
    assert wire.move_to_plain(move) == {
        "player": 1,
        "card": "2C",
        "build": {"value": 10, "parts": [["2C", "8S"]], "onto": "b1", "merge": ["b3"]},
    }
    new = FishingMove(0, "5C", build=BuildPlay(11, (("5C", "4H", "2S"),)))
    assert wire.move_to_plain(new)["build"] == {"value": 11, "parts": [["5C", "4H", "2S"]]}


def test_mulle_points_is_a_zone_like_mulles() -> None:
    assert "mulle_points" in wire.ZONES
    state = replace(dealt(), mulle_points=(14, 6))
    plain = wire.state_to_plain(state)
    assert plain["mulle_points"] == [14, 6]
    assert "mulles" not in plain and "penalties" not in plain
    assert wire.view_plain(state, 0)["mulle_points"] == [14, 6]
    omitted = {k: v for k, v in plain.items() if k != "mulle_points"}
    kept = wire.state_from_plain(omitted, state.options, frozenset({"mulle_points"}))
    assert kept.mulle_points == (0, 0)  # a game that keeps it: omitted means none yet
    assert wire.state_from_plain(omitted, state.options).mulle_points is None


@pytest.mark.parametrize(
    ("extra", "pointers"),
    [
        ({"capture": ["7H"]}, ["/m/capture"]),
        ({"capture": []}, ["/m/capture"]),
        ({"groups": [["7H"]]}, ["/m/groups"]),
        ({"values": {"AS": 14}}, ["/m/values"]),
        ({"capture": ["b1"], "groups": [["b1"]]}, ["/m/capture", "/m/groups"]),
    ],
    ids=repr,
)
def test_move_from_plain_refuses_a_capture_and_a_build_together(
    extra: dict[str, Any], pointers: list[str]
) -> None:
    data = {"player": 0, "card": "7S", "build": {"value": 7, "parts": [["7S"]]}, **extra}
    with pytest.raises(InvalidInput) as caught:
        wire.move_from_plain(data, "/m")
    assert [p.pointer for p in caught.value.problems] == pointers
    assert {p.code for p in caught.value.problems} == {"invalid_move_shape"}


def test_an_announcement_builds_nothing() -> None:
    data = {"player": 0, "announce_out": True, "build": {"value": 7, "parts": [["7S"]]}}
    with pytest.raises(InvalidInput) as caught:
        wire.move_from_plain(data)
    assert [(p.pointer, p.code) for p in caught.value.problems] == [
        ("/move/build", "invalid_move_shape")
    ]


# -- the build-id pattern and the contract -----------------------------------------------------


@pytest.mark.parametrize("text", ["b1", "b0", "b12", "b007"])
def test_build_ids(text: str) -> None:
    assert is_build_id(text)


@pytest.mark.parametrize("text", ["b", "B1", "1", "b1 ", " b1", "b1\n", "bx", "b-1", "b1b", ""])
def test_not_build_ids(text: str) -> None:
    assert not is_build_id(text)


@pytest.fixture(scope="module")
def spec_schemas() -> dict[str, Any]:
    found = yaml.safe_load(spec_yaml())["components"]["schemas"]
    assert isinstance(found, dict)
    return found


def test_the_contract_documents_build_plays(spec_schemas: dict[str, Any]) -> None:
    move = spec_schemas["FishingMove"]["properties"]
    assert move["build"]["$ref"].endswith("/FishingBuildPlay")
    play = spec_schemas["FishingBuildPlay"]
    assert set(play["properties"]) == {"value", "parts", "onto", "merge"}
    assert set(play["required"]) == {"value", "parts"}
    assert play["additionalProperties"] is False
    assert all(prop["description"].strip() for prop in play["properties"].values())
    assert play["properties"]["value"]["type"] == "integer"
    parts = play["properties"]["parts"]
    assert parts["minItems"] == 1 and parts["items"]["minItems"] == 1
    assert play["properties"]["onto"]["pattern"] == BUILD_ID_PATTERN
    assert play["properties"]["merge"]["items"]["pattern"] == BUILD_ID_PATTERN
    for field in ("capture", "groups"):
        assert BUILD_ID_PATTERN in str(move[field]), field
    build = spec_schemas["FishingBuild"]["properties"]
    assert build["id"]["pattern"] == BUILD_ID_PATTERN


def test_the_contract_documents_mulle_points_and_penalty_endings(
    spec_schemas: dict[str, Any],
) -> None:
    for name in ("FishingState", "FishingView"):
        props = spec_schemas[name]["properties"]
        assert "MULLE-G-7/8" in props["mulle_points"]["description"]
        assert "penalty" in props["ended_by"]["anyOf"][0]["enum"]  # nullable: enum or null
        assert "BYGG-PEN" in props["ended_by"]["description"]


def test_the_contract_documents_object_options(spec_schemas: dict[str, Any]) -> None:
    entry = spec_schemas["OptionEntry"]["properties"]
    assert "object" in entry["type"]["description"]
    assert entry["fields"]["items"]["$ref"].endswith("/OptionEntry")


# -- the catalogue's object options (no registered game needed) --------------------------------


class _Catalogued:
    """Just what :func:`game_entry` reads of a game."""

    def __init__(self, game_id: str, specs: tuple[OptionSpec, ...], resolve: Any) -> None:
        self.id = self.name = game_id
        self.family = "fishing"
        self.player_counts = (2, 4)
        self.partnerships = "required"
        self.option_specs = specs
        self.resolve_options = resolve
        self.pack = lambda options: ("AS", "2S")  # the catalogue lists the deck too


def catalogued(game_id: str, specs: tuple[OptionSpec, ...], resolve: Any) -> dict[str, Any]:
    return game_entry(_Catalogued(game_id, specs, resolve))  # type: ignore[arg-type]


def test_an_object_option_lists_its_fields_with_type_default_and_rule() -> None:
    entry = catalogued(GLIMNE, GLIMNE_SPECS, GlimneOptions.resolve)
    building = next(option for option in entry["options"] if option["name"] == "building")
    assert building["type"] == "object"
    assert building["rule"] == "MULLE-G-VAR-2"
    names = [field["name"] for field in building["fields"]]
    assert names == [
        "raise_once_per_player",
        "two_card_simple_builds",
        "special_cards_capture_builds_only",
        "simple_build_plus_loose",
    ]
    for field in building["fields"]:
        assert field["type"] == "boolean"
        assert field["rule"].startswith("BYGG-VAR-")
        assert field["default"] is (field["name"] == "two_card_simple_builds")  # AKF-43
        assert field["description"]
    assert building["default"] == {field["name"]: field["default"] for field in building["fields"]}
    OptionEntrySchema().load(through_json(building))  # the documented shape


def test_flat_options_list_no_fields() -> None:
    entry = catalogued(BYGG, BYGG_SPECS, ByggOptions.resolve)
    assert all("fields" not in option for option in entry["options"])
    assert {option["type"] for option in entry["options"]} <= {"boolean", "integer", "enum"}


@pytest.mark.parametrize(
    ("raw", "pointer", "code"),
    [
        ({"building": True}, "/options/building", "invalid_option"),
        ({"building": ["raise_once_per_player"]}, "/options/building", "invalid_option"),
        ({"building": "x"}, "/options/building", "invalid_option"),
        ({"building": None}, "/options/building", "invalid_option"),
        ({"building": {"bogus": True}}, "/options/building/bogus", "unknown_option"),
        (
            {"building": {"raise_once_per_player": 1}},
            "/options/building/raise_once_per_player",
            "invalid_option",
        ),
        ({"raise_once_per_player": True}, "/options/raise_once_per_player", "unknown_option"),
    ],
    ids=repr,
)
def test_object_options_are_checked_field_by_field(
    raw: dict[str, Any], pointer: str, code: str
) -> None:
    with pytest.raises(InvalidInput) as caught:
        GlimneOptions.resolve(raw, 2)
    assert (pointer, code) in [(p.pointer, p.code) for p in caught.value.problems]


# -- hostile build moves over HTTP (Kasino's state: every shape check runs before the rules) ---

BUILD = {"value": 7, "parts": [["7S"]]}


def build_move(state: dict[str, Any], **fields: Any) -> dict[str, Any]:
    seat = state["to_move"]
    return {"player": seat, "card": state["hands"][seat][0], **fields}


HOSTILE_BUILDS: list[tuple[dict[str, Any], str, str]] = [
    # the grammar: never a capture and a build
    ({"build": BUILD, "capture": ["7H"]}, "/move/capture", "invalid_move_shape"),
    ({"build": BUILD, "capture": []}, "/move/capture", "invalid_move_shape"),
    ({"build": BUILD, "groups": [["7H"]]}, "/move/groups", "invalid_move_shape"),
    ({"build": BUILD, "values": {"AS": 14}}, "/move/values", "invalid_move_shape"),
    # the build object's shape
    ({"build": "b1"}, "/move/build", "invalid_field"),
    ({"build": []}, "/move/build", "invalid_field"),
    ({"build": {"parts": [["7S"]]}}, "/move/build/value", "missing_field"),
    ({"build": {"value": 7}}, "/move/build/parts", "missing_field"),
    ({"build": {**BUILD, "bogus": 1}}, "/move/build/bogus", "unknown_field"),
    ({"build": {**BUILD, "value": "7"}}, "/move/build/value", "invalid_field"),
    ({"build": {**BUILD, "value": 7.0}}, "/move/build/value", "invalid_field"),
    ({"build": {**BUILD, "value": 7.5}}, "/move/build/value", "invalid_field"),
    ({"build": {**BUILD, "value": True}}, "/move/build/value", "invalid_field"),
    ({"build": {**BUILD, "value": None}}, "/move/build/value", "invalid_field"),
    ({"build": {**BUILD, "parts": "7S"}}, "/move/build/parts", "invalid_field"),
    ({"build": {**BUILD, "parts": []}}, "/move/build/parts", "invalid_field"),
    ({"build": {**BUILD, "parts": None}}, "/move/build/parts", "invalid_field"),
    ({"build": {**BUILD, "parts": ["7S"]}}, "/move/build/parts/0", "invalid_field"),
    ({"build": {**BUILD, "parts": [["7S"], []]}}, "/move/build/parts/1", "invalid_field"),
    ({"build": {**BUILD, "parts": [["7S"], [7]]}}, "/move/build/parts/1", "invalid_field"),
    ({"build": {**BUILD, "parts": [[["7S"]]]}}, "/move/build/parts/0", "invalid_field"),
    ({"build": {**BUILD, "parts": [{"7S": 1}]}}, "/move/build/parts/0", "invalid_field"),
    # unknown cards in parts (build ids never: parts hold loose cards and the played card)
    ({"build": {**BUILD, "parts": [["7S", "ZZ"]]}}, "/move/build/parts/0/1", "invalid_card"),
    ({"build": {**BUILD, "parts": [["7S"], ["7s"]]}}, "/move/build/parts/1/0", "invalid_card"),
    ({"build": {**BUILD, "parts": [["7S"], ["b1"]]}}, "/move/build/parts/1/0", "invalid_card"),
    # build ids
    ({"build": {**BUILD, "onto": "x1"}}, "/move/build/onto", "invalid_field"),
    ({"build": {**BUILD, "onto": "B1"}}, "/move/build/onto", "invalid_field"),
    ({"build": {**BUILD, "onto": "b"}}, "/move/build/onto", "invalid_field"),
    ({"build": {**BUILD, "onto": "b1\n"}}, "/move/build/onto", "invalid_field"),
    ({"build": {**BUILD, "onto": "7S"}}, "/move/build/onto", "invalid_field"),
    ({"build": {**BUILD, "onto": 1}}, "/move/build/onto", "invalid_field"),
    ({"build": {**BUILD, "onto": ["b1"]}}, "/move/build/onto", "invalid_field"),
    ({"build": {**BUILD, "merge": "b1"}}, "/move/build/merge", "invalid_field"),
    ({"build": {**BUILD, "merge": {"b1": 1}}}, "/move/build/merge", "invalid_field"),
    ({"build": {**BUILD, "merge": ["b1", "c2"]}}, "/move/build/merge/1", "invalid_field"),
    ({"build": {**BUILD, "merge": [2]}}, "/move/build/merge/0", "invalid_field"),
    ({"capture": ["b1\n"]}, "/move/capture/0", "invalid_card"),
    ({"capture": ["B1"]}, "/move/capture/0", "invalid_card"),
    ({"groups": [["7H"], ["b"]]}, "/move/groups/1/0", "invalid_card"),
]


@pytest.mark.parametrize(("fields", "pointer", "code"), HOSTILE_BUILDS, ids=repr)
@pytest.mark.parametrize("endpoint", ["validate", "apply", "replay"])
def test_hostile_build_moves_are_422_with_a_pointer(
    client: FlaskClient,
    state: dict[str, Any],
    endpoint: str,
    fields: dict[str, Any],
    pointer: str,
    code: str,
) -> None:
    move = build_move(state, **fields)
    body: dict[str, Any] = {"state": state}
    if endpoint == "replay":
        body["moves"] = [move]
        pointer = pointer.replace("/move/", "/moves/0/", 1)
    else:
        body["move"] = move
    problem = assert_problem(post(client, endpoint, body), 422, "invalid_request")
    found = errors_by_pointer(problem)
    assert code in found.get(pointer, []), problem


def test_a_move_without_a_card_builds_nothing(client: FlaskClient, state: dict[str, Any]) -> None:
    move = {"player": state["to_move"], "build": BUILD}
    problem = assert_problem(post(client, "validate", {"state": state, "move": move}), 422)
    assert "invalid_move_shape" in errors_by_pointer(problem)["/move"]


@pytest.mark.parametrize("game", ["kasino", "mulle-sassersson"])
def test_games_without_builds_refuse_a_build_play_citing_their_rule(
    client: FlaskClient, game: str
) -> None:
    state = ok_json(post(client, "deals", {"players": 2, "seed": 3}, game=game))["state"]
    move = build_move(state, build={"value": 7, "parts": [[state["hands"][state["to_move"]][0]]]})
    problem = assert_problem(post(client, "apply", {"state": state, "move": move}, game=game), 422)
    (item,) = [e for e in problem["errors"] if e["pointer"] == "/move/build"]
    assert item["code"] == "no_builds"
    assert item["rule"] == {"kasino": "KAS-GEN-3", "mulle-sassersson": "MULLE-S-3"}[game]


def test_every_problem_of_a_move_is_reported_at_once(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    move = build_move(state, capture=["ZZ"], build={"value": 7, "parts": [["7S", "QQ"]]})
    problem = assert_problem(post(client, "validate", {"state": state, "move": move}), 422)
    found = errors_by_pointer(problem)
    assert found["/move/capture"] == ["invalid_move_shape"]
    assert found["/move/capture/0"] == ["invalid_card"]
    assert found["/move/build/parts/0/1"] == ["invalid_card"]
    assert found["/move/build"] == ["no_builds"]


@pytest.mark.parametrize("items", [["b1"], ["b2", "b17"]])
def test_capturing_an_absent_build_is_a_verdict_not_a_crash(
    client: FlaskClient, state: dict[str, Any], items: list[str]
) -> None:
    move = build_move(state, capture=items)
    verdict = ok_json(post(client, "validate", {"state": state, "move": move}))
    assert verdict["legal"] is False and verdict["violations"]
    assert_problem(post(client, "apply", {"state": state, "move": move}), 422, "illegal_move")


def test_a_kasino_state_with_a_badly_named_build_points_at_its_id(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    card = state["table"]["cards"].pop()
    state["table"]["builds"] = [
        {
            "id": "build-1",
            "value": 9,
            "parts": [[card]],
            "created_by": 0,
            "creation_value": 9,
            "history": [{"seat": 0, "type": "create"}],
        }
    ]
    problem = assert_problem(post(client, "legal-moves", {"state": state}), 422)
    assert "/state/table/builds/0/id" in errors_by_pointer(problem)


# -- Byggkasino over HTTP ----------------------------------------------------------------------


def deal_of(client: FlaskClient, game: str, players: int = 2, seed: int = 1, **extra: Any) -> Any:
    body = {"players": players, "seed": seed, **extra}
    return ok_json(post(client, "deals", body, game=game))["state"]


def listed(client: FlaskClient, game: str, state: dict[str, Any]) -> list[dict[str, Any]]:
    moves = ok_json(post(client, "legal-moves", {"state": state}, game=game))["moves"]
    assert isinstance(moves, list)
    return moves


def apply_ok(client: FlaskClient, game: str, state: Any, move: Any) -> dict[str, Any]:
    return ok_json(post(client, "apply", {"state": state, "move": move}, game=game))


def prefer_builds(moves: list[dict[str, Any]]) -> dict[str, Any]:
    """A build play if any, else a capture of a build, else the first move."""
    return next(
        (m for m in moves if "build" in m),
        next((m for m in moves if any(is_build_id(i) for i in m.get("capture", ()))), moves[0]),
    )


def played(client: FlaskClient, game: str, state: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every state of the deal from ``state`` to its end, building whenever possible."""
    for _ in range(400):
        yield state
        if state["phase"] != "play":
            return
        state = apply_ok(client, game, state, prefer_builds(listed(client, game, state)))["state"]
    raise AssertionError("the deal did not end within 400 plays")


def assert_round_trips(game_id: str, plain: dict[str, Any]) -> None:
    """The service's own state reads back into the same state and prints the same JSON."""
    game = find_game(game_id)
    assert game is not None
    loaded = FISHING.load("StateRequest", {"state": through_json(plain)})["state"]
    state = FISHING.state_from_plain(game, loaded)
    assert FISHING.state_to_plain(state) == plain
    again = FISHING.state_from_plain(game, FISHING.load("StateRequest", {"state": plain})["state"])
    assert again == state


def state_with_build(client: FlaskClient, game: str) -> dict[str, Any]:
    """A real state with at least one build on the table (seeds tried in order)."""
    for seed in range(1, 40):
        for state in played(client, game, deal_of(client, game, seed=seed)):
            if state["table"]["builds"] and state["phase"] == "play":
                return state
    raise AssertionError("no build in 39 deals")


def test_byggkasino_deals_list_and_apply_build_plays(client: FlaskClient) -> None:
    builds_seen = 0
    for seed in (1, 2):
        for state in played(client, BYGG, deal_of(client, BYGG, seed=seed)):
            assert_round_trips(BYGG, state)
            for build in state["table"]["builds"]:
                builds_seen += 1
                assert is_build_id(build["id"]), build
            assert state["ended_by"] in (None, "penalty")
            assert "mulle_points" not in state
    assert builds_seen, "no deal built anything"


def test_byggkasino_build_plays_validate_and_round_trip(client: FlaskClient) -> None:
    state = state_with_build(client, BYGG)
    moves = listed(client, BYGG, state)
    for move in [m for m in moves if "build" in m][:20]:
        assert FishingMoveSchema().load(move) is not None
        verdict = ok_json(post(client, "validate", {"state": state, "move": move}, game=BYGG))
        assert verdict["legal"] is True, (move, verdict)
        assert "capture" not in move and "groups" not in move
        assert isinstance(move["build"]["value"], int)
    for move in [m for m in moves if any(is_build_id(i) for i in m.get("capture", ()))][:5]:
        after = apply_ok(client, BYGG, state, move)["state"]
        taken = {i for i in move["capture"] if is_build_id(i)}
        assert not taken & {b["id"] for b in after["table"]["builds"]}


BAD_BYGG_BUILDS: list[dict[str, Any]] = [
    {"value": 17, "parts": [["CARD"]]},  # BYGG-BUILD-5: beyond 16
    {"value": 1, "parts": [["CARD"]]},  # BYGG-BUILD-5: below 2
    {"value": -4, "parts": [["CARD"]]},
    {"value": 2**40, "parts": [["CARD"]]},
    {"value": 7, "parts": [["CARD"]], "onto": "b999"},  # no such build
    {"value": 7, "parts": [["CARD"]], "merge": ["b999", "b998"]},
    {"value": 7, "parts": [["CARD"], ["CARD"]]},  # the played card twice
    {"value": 7, "parts": [["HELD"]]},  # the played card in no part, a card from a hand
]


def test_byggkasino_states_show_duties_and_check_given_ones(client: FlaskClient) -> None:
    state = state_with_build(client, BYGG)
    assert state["duties"], state["table"]["builds"]
    for duty in state["duties"]:
        assert duty["duty"] in ("last", "creator") and is_build_id(duty["build"])
    ok_json(post(client, "legal-moves", {"state": state}, game=BYGG))
    omitted = {k: v for k, v in state.items() if k != "duties"}
    ok_json(post(client, "legal-moves", {"state": omitted}, game=BYGG))
    wrong = copy.deepcopy(state)
    wrong["duties"][0]["seat"] = (wrong["duties"][0]["seat"] + 1) % state["players"]
    problem = assert_problem(post(client, "legal-moves", {"state": wrong}, game=BYGG), 422)
    assert errors_by_pointer(problem) == {"/state/duties": ["wrong_duties"]}
    shapeless = {**state, "duties": [{"seat": 0, "build": "x", "duty": "owner"}]}
    problem = assert_problem(post(client, "legal-moves", {"state": shapeless}, game=BYGG), 422)
    assert {"/state/duties/0/build", "/state/duties/0/duty"} <= set(errors_by_pointer(problem))


@pytest.mark.parametrize("build", BAD_BYGG_BUILDS, ids=repr)
def test_byggkasino_refuses_impossible_builds_as_verdicts(
    client: FlaskClient, build: dict[str, Any]
) -> None:
    state = state_with_build(client, BYGG)
    seat = state["to_move"]
    card = state["hands"][seat][0]
    held = state["hands"][(seat + 1) % state["players"]][0]
    build = through_json(build)
    build["parts"] = [[{"CARD": card, "HELD": held}[c] for c in part] for part in build["parts"]]
    move = {"player": seat, "card": card, "build": build}
    response = post(client, "validate", {"state": state, "move": move}, game=BYGG)
    assert response.status_code in (200, 422), response.get_data(as_text=True)
    if response.status_code == 200:
        assert response.get_json()["legal"] is False
    applied = post(client, "apply", {"state": state, "move": move}, game=BYGG)
    problem = assert_problem(applied, 422)
    if abs(build["value"]) != 7:
        assert "BYGG-BUILD-5" in [v["rule"] for v in problem.get("violations", [])], problem


def test_byggkasino_refuses_a_capture_with_a_build(client: FlaskClient) -> None:
    state = state_with_build(client, BYGG)
    build_id = state["table"]["builds"][0]["id"]
    move = build_move(state, capture=[build_id], build={"value": 7, "parts": [["7S"]]})
    problem = assert_problem(post(client, "apply", {"state": state, "move": move}, game=BYGG), 422)
    assert errors_by_pointer(problem) == {"/move/capture": ["invalid_move_shape"]}


def test_byggkasino_state_build_ids_follow_the_pattern(client: FlaskClient) -> None:
    state = copy.deepcopy(state_with_build(client, BYGG))
    state["table"]["builds"][0]["id"] = "B1"
    problem = assert_problem(post(client, "legal-moves", {"state": state}, game=BYGG), 422)
    assert "/state/table/builds/0/id" in errors_by_pointer(problem)


def test_byggkasino_keeps_penalties_and_refuses_mulle_points(client: FlaskClient) -> None:
    state = deal_of(client, BYGG)
    assert state["penalties"] == [0, 0]
    assert "mulle_points" not in state
    given = {**state, "mulle_points": [0, 0]}
    assert_problem(post(client, "legal-moves", {"state": given}, game=BYGG), 422, "invalid_state")
    omitted = {k: v for k, v in state.items() if k != "penalties"}
    ok_json(post(client, "legal-moves", {"state": omitted}, game=BYGG))


# -- Mulle Glimne over HTTP --------------------------------------------------------------------


def test_glimne_catalogue_shows_the_building_object(client: FlaskClient) -> None:
    entry = ok_json(client.get(f"/v1/games/{GLIMNE}"))
    building = next(option for option in entry["options"] if option["name"] == "building")
    assert building["type"] == "object"
    assert {f["name"]: f["default"] for f in building["fields"]} == building["default"]
    assert all({"type", "default", "rule"} <= set(f) for f in building["fields"])


@pytest.mark.parametrize(
    ("options", "pointer"),
    [
        ({"building": True}, "/options/building"),
        ({"building": 3}, "/options/building"),
        ({"building": {"bogus": True}}, "/options/building/bogus"),
        (
            {"building": {"two_card_simple_builds": "yes"}},
            "/options/building/two_card_simple_builds",
        ),
        ({"building": {"a/b": 1}}, "/options/building/a~1b"),
    ],
    ids=repr,
)
def test_glimne_object_options_are_checked_in_deals_and_states(
    client: FlaskClient, options: dict[str, Any], pointer: str
) -> None:
    body = {"players": 2, "seed": 1, "options": options}
    problem = assert_problem(post(client, "deals", body, game=GLIMNE), 422)
    assert pointer in errors_by_pointer(problem), problem
    state = deal_of(client, GLIMNE)
    state["options"] = {**state["options"], **options}
    problem = assert_problem(post(client, "legal-moves", {"state": state}, game=GLIMNE), 422)
    assert f"/state{pointer}" in errors_by_pointer(problem), problem


def test_glimne_resolves_partial_building_options(client: FlaskClient) -> None:
    state = deal_of(client, GLIMNE, options={"building": {"raise_once_per_player": True}})
    assert state["options"]["building"] == {
        "raise_once_per_player": True,
        "two_card_simple_builds": True,
        "special_cards_capture_builds_only": False,
        "simple_build_plus_loose": False,
    }


def test_glimne_deals_keep_mulle_points_and_round_trip(client: FlaskClient) -> None:
    state = deal_of(client, GLIMNE)
    assert state["mulle_points"] == [0, 0]
    omitted = {k: v for k, v in state.items() if k != "mulle_points"}
    ok_json(post(client, "legal-moves", {"state": omitted}, game=GLIMNE))
    view = ok_json(post(client, "view", {"state": state, "player": 0}, game=GLIMNE))["view"]
    assert view["mulle_points"] == [0, 0]
    for step, reached in enumerate(played(client, GLIMNE, state)):
        if step % 5 == 0 or reached["phase"] != "play":
            assert_round_trips(GLIMNE, reached)
        assert len(reached["mulle_points"]) == 2
