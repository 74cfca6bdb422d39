"""Every endpoint of contract §2 for misär, Dragkasino, Finnish Kasino and Mulle over HTTP,
and schemathesis fuzzing around their real states.

The Kasino endpoints are tested in tests/api; here each new game is dealt, listed, judged,
played to its end, scored, replayed, viewed and continued, and its catalogue entry checked.
"""

from __future__ import annotations

import copy
from collections import Counter
from functools import cache
from typing import Any

import hypothesis.strategies as st
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.config import SchemathesisConfig

from service import create_app
from service.api.families import FISHING
from service.core.cards import STANDARD_DECK
from service.games import find_game
from service.games.fishing.dragkasino import DRAGKASINO
from tests.fishing.positions import position

GAMES = ("kasino-misar", "dragkasino", "kasino-fi", "mulle-sassersson")
DECK = {game: Counter(STANDARD_DECK * (2 if game == "mulle-sassersson" else 1)) for game in GAMES}
OPTIONS = {
    "kasino-misar": [
        {"forced_tabbe": True, "forced_capture": True},
        {"match": "elimination", "valuation": "aces"},
    ],
    "dragkasino": [{}, {"base": "misar", "enforcement": "penalize"}],
    "kasino-fi": [{}, {"sweep_cancellation": False}],
    "mulle-sassersson": [{}, {"target": 40, "valuation": "choice"}],
}
APP = create_app({"TESTING": True})
CLIENT = APP.test_client()


def post(game: str, endpoint: str, body: dict[str, Any], client: Any = CLIENT) -> Any:
    return client.post(f"/v1/games/{game}/{endpoint}", json=body)


def ok(response: Any) -> dict[str, Any]:
    assert response.status_code == 200, response.get_data(as_text=True)[:1500]
    data = response.get_json()
    assert isinstance(data, dict)
    return data


def all_cards(state: dict[str, Any]) -> Counter[str]:
    cards = [c for hand in state["hands"] for c in hand] + state["table"]["cards"]
    cards += [c for pile in state["captured"] for c in pile] + state["stock"]
    return Counter(cards)


def play(game: str, state: dict[str, Any], pick: int = 0) -> tuple[dict[str, Any], list[Any]]:
    """Play to the end of the deal with legal-moves + apply; the final state and the moves."""
    moves = []
    for _ in range(200):
        if state["phase"] != "play":
            return state, moves
        listing = ok(post(game, "legal-moves", {"state": state, "limit": 50}))
        assert listing["moves"] and listing["count"] >= len(listing["moves"])
        move = listing["moves"][min(pick, len(listing["moves"]) - 1)]
        result = ok(post(game, "apply", {"state": state, "move": move}))
        assert all_cards(result["state"]) == DECK[game]
        moves.append(move)
        state = result["state"]
    raise AssertionError("the deal did not end within 200 plays")


# -- catalogue ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_catalogue_lists_every_option_with_type_default_and_rule(game: str) -> None:
    entry = ok(CLIENT.get(f"/v1/games/{game}"))
    assert entry["id"] == game and entry["family"] == "fishing" and entry["players"] == [2, 3, 4]
    engine = find_game(game)
    assert engine is not None
    names = [option["name"] for option in entry["options"]]
    assert names == [spec.name for spec in engine.option_specs]
    for option in entry["options"]:
        assert {"type", "default", "rule", "description"} <= set(option)
    state = ok(post(game, "deals", {"players": 2, "seed": 1}))["state"]
    assert state["options"] == {o["name"]: o["default"] for o in entry["options"]}
    listed = {g["id"] for g in ok(CLIENT.get("/v1/games"))["games"]}
    assert set(GAMES) <= listed


def test_catalogue_rules_of_the_new_options() -> None:
    rules = {
        game: {o["name"]: o["rule"] for o in ok(CLIENT.get(f"/v1/games/{game}"))["options"]}
        for game in GAMES
    }
    assert rules["kasino-misar"]["forced_tabbe"] == "MISAR-VAR-1"
    assert rules["kasino-misar"]["forced_capture"] == "MISAR-VAR-2"
    assert rules["kasino-misar"]["match"] == "MISAR-VAR-3"
    assert rules["dragkasino"]["base"] == "DRAG-VAR-1"
    assert [rules["kasino-fi"][n] for n in ("sweep_cancellation", "teams", "target")] == [
        "FIN-VAR-1",
        "FIN-VAR-4",
        "FIN-VAR-5",
    ]
    assert rules["mulle-sassersson"]["valuation"] == "MULLE-S-VAR-1"
    assert rules["mulle-sassersson"]["target"] == "MULLE-S-VAR-2"


# -- the endpoints, game by game ---------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_deals_are_reproducible_and_whole(game: str, players: int) -> None:
    body = {"players": players, "seed": 424242, "options": OPTIONS[game][-1]}
    first, second = post(game, "deals", body), post(game, "deals", body)
    assert first.get_data() == second.get_data()
    state = ok(first)["state"]
    assert all_cards(state) == DECK[game] and state["game"] == game
    assert state["last_round"] is False


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("variant", [0, 1])
def test_a_deal_played_to_its_end_scores_and_continues(game: str, variant: int) -> None:
    options = OPTIONS[game][variant]
    start = ok(post(game, "deals", {"players": 3, "seed": 77 + variant, "options": options}))
    final, moves = play(game, start["state"], pick=variant)
    assert final["phase"] == "deal_over" and final["to_move"] is None
    score = ok(post(game, "score", {"state": final}))
    assert sum(item["points"] for item in score["items"]) == sum(score["totals"])
    assert all(item["rule"] for item in score["items"])
    replayed = ok(post(game, "replay", {"state": start["state"], "moves": moves}))
    assert replayed["stopped_at"] is None and replayed["state"] == final
    assert replayed["scores"] == score
    following = post(game, "next-deal", {"state": final})
    if final["match"]["over"]:
        assert following.status_code == 422
    else:
        state = ok(following)["state"]
        assert (
            state["match"]["deal_number"] == 2
            and state["match"]["scores"] == score["match"]["scores"]
        )
        assert all_cards(state) == DECK[game]


@pytest.mark.parametrize("game", GAMES)
def test_validate_never_changes_anything_and_apply_refuses_illegal(game: str) -> None:
    state = ok(post(game, "deals", {"players": 2, "seed": 3}))["state"]
    frozen = copy.deepcopy(state)
    seat = state["to_move"]
    other = state["hands"][1 - seat][0]
    verdict = ok(post(game, "validate", {"state": state, "move": {"player": seat, "card": other}}))
    assert verdict["legal"] is False and verdict["violations"][0]["rule"] == "CORE-TURN-2"
    problem = post(game, "apply", {"state": state, "move": {"player": seat, "card": other}})
    assert problem.status_code == 422 and problem.get_json()["code"] == "illegal_move"
    assert state == frozen


@pytest.mark.parametrize("game", GAMES)
def test_view_hides_other_hands_and_the_stock(game: str) -> None:
    state = ok(post(game, "deals", {"players": 3, "seed": 5}))["state"]
    view = ok(post(game, "view", {"state": state, "player": 1}))["view"]
    assert view["hands"][1] == state["hands"][1]
    assert view["hands"][0] == len(state["hands"][0]) and view["stock"] == len(state["stock"])
    assert "seed" not in view["match"]


def test_misar_penalized_replay_goes_on() -> None:
    """CORE-ENF-1: with penalize a missed forced tabbe does not stop a replay."""
    options = {"base": "misar", "enforcement": "penalize"}
    built = position(
        ["5H", "3D"], ["8C", "2H", "KS", "9D"], game=DRAGKASINO, options=options, round=1, draws=3
    )
    state = FISHING.state_to_plain(built)
    seat = state["to_move"]
    moves = [{"player": seat, "card": "KS"}]
    replayed = ok(post("dragkasino", "replay", {"state": state, "moves": moves}))
    assert replayed["stopped_at"] is None and replayed["applied"] == 1
    assert replayed["verdicts"][0]["interpretation"]["penalty"]["rule"] == "MISAR-FORCE-2"
    assert replayed["state"]["penalties"][seat] == 5
    rejecting = {**state, "options": {"base": "misar"}}
    stopped = ok(post("dragkasino", "replay", {"state": rejecting, "moves": moves}))
    assert stopped["stopped_at"] == 0
    assert stopped["verdicts"][0]["violations"][0]["rule"] == "MISAR-FORCE-1"


def test_elimination_match_continues_from_history() -> None:
    body = {"players": 2, "seed": 9, "options": {"match": "elimination"}}
    body["match"] = {"history": [[22, 10, 4]]}
    state = ok(post("kasino-misar", "deals", body))["state"]
    assert state["players"] == 2 and state["match"]["remaining"] == [1, 2]
    assert ok(post("kasino-misar", "legal-moves", {"state": state}))["count"] > 0
    wrong = post("kasino-misar", "deals", {**body, "players": 3})
    assert wrong.status_code == 422
    over = {**body, "match": {"history": [[22, 30, 4]]}}
    assert post("kasino-misar", "deals", over).status_code == 422


def test_finnish_credited_is_shown_and_checked() -> None:
    state = ok(post("kasino-fi", "deals", {"players": 2, "seed": 14}))["state"]
    assert state["credited"] == [0, 0]
    state["credited"] = [1, 0]
    problem = post("kasino-fi", "legal-moves", {"state": state})
    assert problem.status_code == 422
    pointers = {e["pointer"]: e["code"] for e in problem.get_json()["errors"]}
    assert pointers == {"/state/credited": "wrong_credited"}


def test_zones_of_other_games_are_refused() -> None:
    state = ok(post("kasino-fi", "deals", {"players": 2, "seed": 14}))["state"]
    state["mulles"] = [0, 0]
    problem = post("kasino-fi", "legal-moves", {"state": state})
    assert problem.status_code == 422
    assert {e["pointer"] for e in problem.get_json()["errors"]} == {"/state/mulles"}
    mulle = ok(post("mulle-sassersson", "deals", {"players": 2, "seed": 14}))["state"]
    del mulle["mulles"]  # omitted: none yet
    assert ok(post("mulle-sassersson", "legal-moves", {"state": mulle}))["count"] > 0


# -- schemathesis around real states of the new games -----------------------------------------

CONFIG = SchemathesisConfig.from_dict(
    {"checks": {"positive_data_acceptance": {"expected-statuses": ["2xx", "422"]}}}
)
SCHEMA = schemathesis.openapi.from_wsgi("/openapi.yaml", APP, config=CONFIG)
SETTINGS = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
ENDPOINTS = ("next-deal", "legal-moves", "validate", "apply", "score", "replay", "view")


@cache
def base_states() -> tuple[tuple[str, dict[str, Any]], ...]:
    """Fresh deals, positions along a played deal and finished deals of every new game."""
    found: list[tuple[str, dict[str, Any]]] = []
    for game in GAMES:
        for index, options in enumerate(OPTIONS[game]):
            body = {"players": 2 + index, "seed": 31 + index, "options": options}
            state = ok(post(game, "deals", body))["state"]
            found.append((game, state))
            step = 0
            while state["phase"] == "play":
                moves = ok(post(game, "legal-moves", {"state": state, "limit": 20}))["moves"]
                state = ok(post(game, "apply", {"state": state, "move": moves[step % len(moves)]}))[
                    "state"
                ]
                step += 1
                if step % 13 == 0:
                    found.append((game, state))
            found.append((game, state))
    return tuple(found)


@st.composite
def requests(draw: st.DrawFn) -> tuple[str, str, dict[str, Any]]:
    game, state = draw(st.sampled_from(base_states()))
    state = copy.deepcopy(state)
    endpoint = draw(st.sampled_from(ENDPOINTS))
    body: dict[str, Any] = {"state": state}
    moves = (
        ok(post(game, "legal-moves", {"state": state, "limit": 30}))["moves"]
        if state["phase"] == "play"
        else []
    )
    move = draw(st.sampled_from(moves)) if moves else {"player": 0, "card": "5H"}
    if endpoint in ("validate", "apply"):
        body["move"] = move
    elif endpoint == "replay":
        body["moves"] = [move]
    elif endpoint == "view":
        body["player"] = draw(st.integers(0, state["players"] - 1))
    if draw(st.booleans()):  # a card swapped between two places: often still a real state
        places = [(zone, i) for zone in ("stock",) for i in range(len(state["stock"]))] + [
            (seat, i) for seat, hand in enumerate(state["hands"]) for i in range(len(hand))
        ]
        if len(places) >= 2:
            (a, i), (b, j) = draw(st.lists(st.sampled_from(places), min_size=2, max_size=2))
            zone_a = state["stock"] if a == "stock" else state["hands"][a]
            zone_b = state["stock"] if b == "stock" else state["hands"][b]
            zone_a[i], zone_b[j] = zone_b[j], zone_a[i]
    return game, endpoint, body


@given(request=requests())
@settings(SETTINGS, max_examples=60)
def test_new_games_answer_within_the_contract(request: tuple[str, str, dict[str, Any]]) -> None:
    game, endpoint, body = request
    operation = SCHEMA[f"/v1/games/{{game}}/{endpoint}"]["POST"]
    case = operation.Case(body=body, path_parameters={"game": game}, media_type="application/json")
    response = case.call_and_validate()
    assert response.status_code in (200, 422), response.text[:1500]


@pytest.mark.parametrize("game", GAMES)
@given(data=st.data())
@settings(SETTINGS, max_examples=8)
def test_generated_bodies_for_the_new_games(game: str, data: st.DataObject) -> None:
    """Schemathesis builds the body (positive or negative); the path names a new game."""
    endpoint = data.draw(st.sampled_from(("deals", "validate", "legal-moves", "score")))
    operation = SCHEMA[f"/v1/games/{{game}}/{endpoint}"]["POST"]
    case = data.draw(operation.as_strategy())
    case.path_parameters = {"game": game}
    response = case.call_and_validate()
    assert response.status_code < 500
