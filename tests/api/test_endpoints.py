"""Every endpoint of contract §2 at work on kasino, plus determinism across processes."""

from __future__ import annotations

import copy
import os
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service import create_app
from service.core.cards import STANDARD_DECK
from tests.api.conftest import (
    REPO,
    assert_problem,
    deal,
    errors_by_pointer,
    legal,
    ok_json,
    play_out,
    plays,
    post,
    prefer_capture,
)

SEED_LIMIT = 2**53


def all_cards(state: dict[str, Any]) -> list[str]:
    cards = [card for hand in state["hands"] for card in hand]
    cards += state["table"]["cards"]
    cards += [c for build in state["table"]["builds"] for part in build["parts"] for c in part]
    cards += [card for pile in state["captured"] for card in pile]
    cards += state["stock"]
    return cards


def assert_whole_deck(state: dict[str, Any]) -> None:
    assert Counter(all_cards(state)) == Counter(STANDARD_DECK)


def strings_in(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings_in(item)


def keys_in(value: Any) -> Iterator[str]:
    if isinstance(value, list):
        for item in value:
            yield from keys_in(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from keys_in(item)


# -- catalogue -------------------------------------------------------------------------------


def test_catalogue_lists_kasino_with_every_option(client: FlaskClient) -> None:
    catalogue = ok_json(client.get("/v1/games"))
    games = {game["id"]: game for game in catalogue["games"]}
    assert "kasino" in games
    kasino = games["kasino"]
    assert kasino["family"] == "fishing"
    assert kasino["players"] == [2, 3, 4]
    assert kasino["partnerships"] in ("none", "optional", "required")
    assert isinstance(kasino["name"], str) and kasino["name"]
    names = [option["name"] for option in kasino["options"]]
    assert len(names) == len(set(names))
    for game in catalogue["games"]:
        for option in game["options"]:
            check_catalogue_option(option)


def check_catalogue_option(option: dict[str, Any]) -> None:
    """A catalogue option is well formed; an object option's fields are options themselves."""
    assert {"name", "type", "default", "rule"} <= set(option), option
    assert option["type"] in ("boolean", "integer", "enum", "object"), option
    assert re.fullmatch(r"[A-Z0-9]+(-[A-Z0-9]+)+", option["rule"]), option
    assert option.get("description"), option
    assert ("fields" in option) == (option["type"] == "object"), option
    default = option["default"]
    if default is None:
        assert option.get("nullable"), option
    elif option["type"] == "boolean":
        assert isinstance(default, bool), option
    elif option["type"] == "integer":
        assert type(default) is int, option
        assert option.get("minimum", default) <= default <= option.get("maximum", default)
    elif option["type"] == "object":
        assert option["fields"], option
        assert default == {field["name"]: field["default"] for field in option["fields"]}
        for field in option["fields"]:
            check_catalogue_option(field)
    else:
        assert default in option["choices"], option


def test_catalogue_entry_equals_the_catalogue(client: FlaskClient) -> None:
    catalogue = ok_json(client.get("/v1/games"))
    for game in catalogue["games"]:
        assert ok_json(client.get(f"/v1/games/{game['id']}")) == game


def test_catalogue_defaults_are_the_resolved_options_of_a_deal(client: FlaskClient) -> None:
    entry = ok_json(client.get("/v1/games/kasino"))
    state = deal(client)
    assert state["options"] == {option["name"]: option["default"] for option in entry["options"]}


def test_head_of_get_endpoints(client: FlaskClient) -> None:
    for path in ("/v1/games", "/v1/games/kasino", "/healthz", "/readyz", "/openapi.yaml"):
        assert client.head(path).status_code == 200, path


# -- deals -----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_deal_is_identical_across_requests(client: FlaskClient, players: int) -> None:
    body = {"players": players, "seed": 123456789}
    first = post(client, "deals", body)
    second = post(client, "deals", body)
    assert first.status_code == 200
    assert first.get_data() == second.get_data()
    assert first.get_json()["seed"] == 123456789


def test_different_seeds_deal_differently(client: FlaskClient) -> None:
    stocks = {tuple(deal(client, seed=seed)["stock"]) for seed in range(10)}
    assert len(stocks) == 10


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fresh_deal_has_the_right_shape(client: FlaskClient, players: int) -> None:
    state = deal(client, players=players, seed=99)
    assert state["game"] == "kasino"
    assert state["players"] == players
    assert state["phase"] == "play"
    assert state["round"] == 1
    assert state["to_move"] == (state["dealer"] + 1) % players
    assert [len(hand) for hand in state["hands"]] == [4] * players
    assert len(state["table"]["cards"]) == 4
    assert state["table"]["builds"] == []
    assert len(state["stock"]) == 52 - 4 - 4 * players
    assert state["captured"] == [[]] * players
    assert state["tabbar"] == [0] * players
    assert state["last_capturer"] is None
    assert_whole_deck(state)
    match = state["match"]
    assert match["seed"] == 99
    assert match["deal_number"] == 1
    assert match["scores"] == [0] * players
    assert match["history"] == []
    assert match["over"] is False


def test_unseeded_deal_reports_a_seed_that_reproduces_it(client: FlaskClient) -> None:
    first = ok_json(post(client, "deals", {"players": 3}))
    seed = first["seed"]
    assert type(seed) is int and 0 <= seed < SEED_LIMIT
    assert first["state"]["match"]["seed"] == seed
    again = ok_json(post(client, "deals", {"players": 3, "seed": seed}))
    assert again == first
    other = ok_json(post(client, "deals", {"players": 3}))
    assert other["seed"] != seed


def test_dealer_is_drawn_from_the_seed_when_absent(client: FlaskClient) -> None:
    dealers = []
    for seed in range(40):
        state = deal(client, players=4, seed=seed)
        assert deal(client, players=4, seed=seed)["dealer"] == state["dealer"]
        assert 0 <= state["dealer"] < 4
        dealers.append(state["dealer"])
    assert len(set(dealers)) > 1, dealers


def test_given_dealer_is_used(client: FlaskClient) -> None:
    for dealer in range(3):
        state = deal(client, players=3, seed=5, dealer=dealer)
        assert state["dealer"] == dealer
        assert state["to_move"] == (dealer + 1) % 3


def test_deal_with_options(client: FlaskClient) -> None:
    state = deal(client, players=4, seed=1, options={"partnerships": True, "overspader": True})
    assert state["options"]["partnerships"] is True
    assert state["options"]["target"] == 21  # the Överspader default (AKF-11)
    assert state["match"]["target"] == 21
    assert state["match"]["scores"] == [0, 0]  # two sides
    single = deal(client, seed=1, options={"target": None})
    assert single["match"]["target"] is None


def test_profile_preset_fills_options(client: FlaskClient) -> None:
    state = deal(client, seed=1, options={"profile": "s2"})
    assert state["options"]["valuation"] == "aces"
    assert state["options"]["sistan_point"] is True
    state = deal(client, seed=1, options={"profile": "s2", "valuation": "handtable"})
    assert state["options"]["valuation"] == "handtable"


def test_match_history_continues_a_match(client: FlaskClient) -> None:
    state = deal(client, seed=31, dealer=1, match={"history": [[3, 5], [4, 2]]})
    match = state["match"]
    assert match["deal_number"] == 3
    assert match["history"] == [[3, 5], [4, 2]]
    assert match["scores"] == [7, 7]
    assert match["seed"] == 31
    assert_whole_deck(state)
    first = deal(client, seed=31, dealer=1)
    assert state["stock"] != first["stock"]  # a later deal has its own derived seed
    resent = post(client, "legal-moves", {"state": state})
    assert resent.status_code == 200, resent.get_data(as_text=True)


def test_match_history_with_wrong_rows(client: FlaskClient) -> None:
    response = post(client, "deals", {"players": 2, "match": {"history": [[1, 2], [3]]}})
    problem = assert_problem(response, 422)
    assert errors_by_pointer(problem) == {"/match/history/1": ["wrong_length"]}


def test_match_history_that_decided_the_match(client: FlaskClient) -> None:
    response = post(client, "deals", {"players": 2, "match": {"history": [[16, 3]]}})
    problem = assert_problem(response, 422)
    assert errors_by_pointer(problem) == {"/match/history/0": ["match_over"]}


def test_match_history_decided_before_a_later_tie(client: FlaskClient) -> None:
    """KAS-MATCH-1: side 0 won after deal 1; more deals only break a tie at the end of a deal
    (KAS-VAR-6), so totals level later do not reopen the match."""
    body = {
        "players": 2,
        "options": {"tie_rule": "play_more_deals"},
        "match": {"history": [[16, 3], [0, 13]]},
    }
    problem = assert_problem(post(client, "deals", body), 422)
    assert errors_by_pointer(problem) == {"/match/history/0": ["match_over"]}
    body["match"]["history"] = [[10, 3], [6, 13]]  # level at 16 after deal 2: play on
    assert post(client, "deals", body).status_code == 200


def test_match_history_rows_too_short_for_the_game(client: FlaskClient) -> None:
    """An empty row (no sides at all) is the wrong length, also where a match may seat only
    some of its players (a Byggkasino play-off), never an internal error."""
    for game in ("kasino", "byggkasino", "kasino-misar"):
        response = client.post(
            f"/v1/games/{game}/deals", json={"players": 2, "match": {"history": [[]]}}
        )
        problem = assert_problem(response, 422)
        assert errors_by_pointer(problem) == {"/match/history/0": ["wrong_length"]}, game


def test_next_deal_equals_a_deal_with_the_history(
    client: FlaskClient, finished: dict[str, Any]
) -> None:
    final = finished["final"]
    following = ok_json(post(client, "next-deal", {"state": final}))["state"]
    history = final["match"]["history"]
    dealt = deal(
        client,
        seed=final["match"]["seed"],
        dealer=following["dealer"],
        match={"history": history},
    )
    assert dealt == following


# -- legal-moves -----------------------------------------------------------------------------


def test_legal_moves_limit(client: FlaskClient, fresh_state: dict[str, Any]) -> None:
    full = legal(client, fresh_state, limit=1_000)
    count = full["count"]
    assert count >= 1
    assert full["player"] == fresh_state["to_move"]
    if full.get("count_exact", True):
        assert len(full["moves"]) == count
    assert full["truncated"] is False
    none = legal(client, fresh_state, limit=0)
    assert none["moves"] == [] and none["count"] == count and none["truncated"] is True
    one = legal(client, fresh_state, limit=1)
    assert one["moves"] == full["moves"][:1]
    assert one["count"] == count and one["truncated"] is (count > 1)
    default = ok_json(post(client, "legal-moves", {"state": fresh_state}))
    assert default == full  # default limit 1000 covers a fresh deal


def test_legal_moves_are_deterministic_unique_and_legal(
    client: FlaskClient, finished: dict[str, Any]
) -> None:
    for state in [finished["start"]] + [r["state"] for r in finished["results"][:-1]][::7]:
        listing = legal(client, state, limit=1_000)
        assert listing == legal(client, state, limit=1_000)
        assert listing["count"] == len(listing["moves"])
        keys = [repr(sorted(move.items())) for move in listing["moves"]]
        assert len(keys) == len(set(keys))
        for move in listing["moves"][:25]:
            verdict = ok_json(post(client, "validate", {"state": state, "move": move}))
            assert verdict["legal"] is True, (move, verdict)
            assert post(client, "apply", {"state": state, "move": move}).status_code == 200


def test_count_is_truthful_on_a_crowded_table(client: FlaskClient) -> None:
    """Everyone trailed: most of the deck lies on the table in the last round.

    ``count`` is the exact total when ``count_exact`` is true (then it cannot depend on the
    limit); otherwise a lower bound, never below what is listed.
    """
    state = deal(client, seed=4)
    for _, result in plays(client, state):  # the first move listed is a trail
        if result["state"]["round"] == 6 and result["state"]["phase"] == "play":
            state = result["state"]
            break
    assert len(state["table"]["cards"]) > 30
    small = legal(client, state, limit=10)
    large = legal(client, state, limit=1_000)
    assert small["moves"] == large["moves"][:10]
    for listing in (small, large):
        assert listing["count"] >= len(listing["moves"])
        assert listing["truncated"] is (len(listing["moves"]) < listing["count"])
    if large.get("count_exact", True):
        assert small["count"] == large["count"]
        assert small.get("count_exact", True)
    else:
        assert large["truncated"] is True


def crowded_last_round(client: FlaskClient, options: dict[str, Any]) -> dict[str, Any]:
    """A hand-built, consistent state: round 6, kings and queens in hand, 44 cards on the table."""
    state = deal(client, seed=42)
    hands = [["KS", "KH", "KD", "KC"], ["QS", "QH", "QD", "QC"]]
    state.update(round=6, hands=hands, stock=[], dealer=0, to_move=1)
    state.pop("last_round", None)
    state["table"]["cards"] = [c for c in STANDARD_DECK if c[0] not in "KQ"]
    state["options"] = {**state["options"], **options}
    return state


@pytest.mark.parametrize("options", [{}, {"forced_capture": True}], ids=["free", "forced"])
@pytest.mark.parametrize("limit", [0, 1, 1000])
def test_listing_on_a_crowded_table_is_bounded(
    client: FlaskClient, options: dict[str, Any], limit: int
) -> None:
    """No request may occupy a worker for long: counting stops at a work budget (listing.py).

    Regression: with forced capture the listing pass once walked the capture stream without
    any budget, testing each vector for maximality (now ``fishing/maximal.py``); on this
    table nearly every vector is rejected, so even ``limit: 0`` took about 4 s (``limit:
    1000`` some 6 s, ``limit: 100000`` some 19 s), against some 0.07 s without it.
    """
    state = crowded_last_round(client, options)
    started = time.perf_counter()
    listing = legal(client, state, limit=limit)
    elapsed = time.perf_counter() - started
    assert len(listing["moves"]) == min(limit, listing["count"])
    assert elapsed < 1.0, f"legal-moves took {elapsed:.1f} s with limit {limit}"


def test_no_legal_moves_once_the_deal_is_over(
    client: FlaskClient, finished: dict[str, Any]
) -> None:
    listing = legal(client, finished["final"])
    assert listing["player"] is None
    assert listing["moves"] == []
    assert listing["count"] == 0
    assert listing["truncated"] is False


# -- validate --------------------------------------------------------------------------------


def test_validate_a_legal_move(client: FlaskClient, fresh_state: dict[str, Any]) -> None:
    before = copy.deepcopy(fresh_state)
    move = legal(client, fresh_state)["moves"][0]
    verdict = ok_json(post(client, "validate", {"state": fresh_state, "move": move}))
    assert verdict["legal"] is True
    assert verdict["violations"] == []
    assert "state" not in verdict
    assert fresh_state == before


def test_validate_illegal_moves(client: FlaskClient, fresh_state: dict[str, Any]) -> None:
    seat = fresh_state["to_move"]
    other = (seat + 1) % fresh_state["players"]
    mine, theirs = fresh_state["hands"][seat][0], fresh_state["hands"][other][0]
    not_on_table = fresh_state["stock"][0]
    cases = [
        ({"player": other, "card": theirs}, "CORE-TURN-1", "not_your_turn"),
        ({"player": seat, "card": theirs}, "CORE-TURN-2", "card_not_in_hand"),
        ({"player": seat, "card": mine, "capture": [not_on_table]}, "CORE-CAP-7", "not_on_table"),
    ]
    for move, rule, code in cases:
        verdict = ok_json(post(client, "validate", {"state": fresh_state, "move": move}))
        assert verdict["legal"] is False, move
        assert verdict["violations"], move
        for violation in verdict["violations"]:
            assert set(violation) == {"rule", "code", "message"}
            assert all(isinstance(v, str) and v for v in violation.values())
        assert (verdict["violations"][0]["rule"], verdict["violations"][0]["code"]) == (
            rule,
            code,
        ), verdict


def test_validate_never_changes_anything(client: FlaskClient, fresh_state: dict[str, Any]) -> None:
    listing = legal(client, fresh_state)
    for move in listing["moves"]:
        post(client, "validate", {"state": fresh_state, "move": move})
    assert legal(client, fresh_state) == listing
    again = ok_json(post(client, "validate", {"state": fresh_state, "move": listing["moves"][0]}))
    first = ok_json(post(client, "validate", {"state": fresh_state, "move": listing["moves"][0]}))
    assert again == first


# -- apply -----------------------------------------------------------------------------------


def test_apply_a_trail(client: FlaskClient, fresh_state: dict[str, Any]) -> None:
    seat = fresh_state["to_move"]
    card = fresh_state["hands"][seat][0]
    move = {"player": seat, "card": card}
    verdict = ok_json(post(client, "validate", {"state": fresh_state, "move": move}))
    if not verdict["legal"]:
        pytest.skip("this card may not be trailed here")
    result = ok_json(post(client, "apply", {"state": fresh_state, "move": move}))
    successor = result["state"]
    assert result["deal_over"] is False
    assert "scores" not in result
    assert result["events"][0] == {"type": "trailed", "player": seat, "card": card}
    assert card not in successor["hands"][seat]
    assert successor["table"]["cards"] == fresh_state["table"]["cards"] + [card]
    assert successor["to_move"] == (seat + 1) % fresh_state["players"]
    assert_whole_deck(successor)


def test_apply_a_capture(client: FlaskClient, finished: dict[str, Any]) -> None:
    index = next(i for i, move in enumerate(finished["moves"]) if move.get("capture"))
    before = finished["start"] if index == 0 else finished["results"][index - 1]["state"]
    move = finished["moves"][index]
    result = ok_json(post(client, "apply", {"state": before, "move": move}))
    event = result["events"][0]
    assert event["type"] == "captured"
    assert event["player"] == move["player"]
    assert sorted(event["cards"]) == sorted(move["capture"])
    pile = result["state"]["captured"][move["player"]]
    assert set(move["capture"]) | {move["card"]} <= set(pile)
    assert result["state"]["last_capturer"] == move["player"]
    assert all(card not in result["state"]["table"]["cards"] for card in move["capture"])
    assert result["interpretation"]["kind"] == "capture"


def test_every_successor_is_a_valid_state(finished: dict[str, Any]) -> None:
    for result in finished["results"]:
        assert_whole_deck(result["state"])
        for event in result["events"]:
            assert isinstance(event["type"], str)


def test_apply_an_illegal_move_is_a_422_with_violations(
    client: FlaskClient, fresh_state: dict[str, Any]
) -> None:
    seat = fresh_state["to_move"]
    other = (seat + 1) % fresh_state["players"]
    move = {"player": other, "card": fresh_state["hands"][other][0]}
    problem = assert_problem(post(client, "apply", {"state": fresh_state, "move": move}), 422)
    assert problem["code"] == "illegal_move"
    assert problem["violations"]
    assert problem["violations"][0]["rule"] == "CORE-TURN-1"
    assert problem["violations"][0]["code"] == "not_your_turn"
    move = {"player": seat, "card": fresh_state["hands"][other][0]}
    problem = assert_problem(post(client, "apply", {"state": fresh_state, "move": move}), 422)
    assert problem["code"] == "illegal_move"
    assert problem["violations"][0]["code"] == "card_not_in_hand"


def test_apply_on_a_finished_deal_is_illegal(client: FlaskClient, finished: dict[str, Any]) -> None:
    move = {"player": 0, "card": "AS"}
    problem = assert_problem(post(client, "apply", {"state": finished["final"], "move": move}), 422)
    assert problem["code"] == "illegal_move"


# -- score -----------------------------------------------------------------------------------


def test_score_while_in_play_is_422(client: FlaskClient, fresh_state: dict[str, Any]) -> None:
    problem = assert_problem(post(client, "score", {"state": fresh_state}), 422)
    assert problem["code"] == "deal_not_over"
    assert errors_by_pointer(problem) == {"/state/phase": ["deal_not_over"]}


def test_score_after_a_whole_deal(client: FlaskClient, finished: dict[str, Any]) -> None:
    final = finished["final"]
    assert final["phase"] == "deal_over" and final["to_move"] is None
    assert finished["last"]["deal_over"] is True
    assert all(hand == [] for hand in final["hands"]) and final["stock"] == []
    assert final["table"]["cards"] == []  # the last capturer took the leftovers
    assert Counter(c for pile in final["captured"] for c in pile) == Counter(STANDARD_DECK)
    score = ok_json(post(client, "score", {"state": final}))
    assert score == finished["last"]["scores"]
    sides = len(score["sides"])
    assert sides == 2 and sorted(s for side in score["sides"] for s in side) == [0, 1]
    per_side = [0] * sides
    for item in score["items"]:
        assert re.fullmatch(r"[A-Z0-9]+(-[A-Z0-9]+)+", item["rule"]), item
        per_side[item["side"]] += item["points"]
    assert per_side == score["totals"]
    # Kasino deals 10 points (1 cards, 2 spades, 2 storan, 1 lillan, 4 aces) + 1 per tabbe.
    assert sum(score["totals"]) <= 10 + sum(final["tabbar"])
    counts = Counter()
    for item in score["items"]:
        counts[item["code"]] += item["count"] or 0
    assert counts["aces"] == 4 and counts["storan"] == 1 and counts["lillan"] == 1
    assert score["match"]["scores"] == [a + b for a, b in zip([0, 0], score["totals"], strict=True)]
    assert final["match"]["scores"] == score["match"]["scores"]
    assert final["match"]["history"] == [score["totals"]]
    assert score["match"]["deal_number"] == 1


def test_single_deal_is_a_finished_match(
    client: FlaskClient, single_deal_finished: dict[str, Any]
) -> None:
    score = ok_json(post(client, "score", {"state": single_deal_finished}))
    assert score["match"]["over"] is True
    assert score["match"]["decided_by"] == "single_deal"
    best = max(score["totals"])
    assert score["match"]["winners"] == [i for i, t in enumerate(score["totals"]) if t == best]


# -- replay ----------------------------------------------------------------------------------


def test_replay_a_whole_deal(client: FlaskClient, finished: dict[str, Any]) -> None:
    body = {"state": finished["start"], "moves": finished["moves"]}
    replay = ok_json(post(client, "replay", body))
    assert replay["state"] == finished["final"]
    assert replay["applied"] == len(finished["moves"])
    assert replay["stopped_at"] is None
    assert replay["deal_over"] is True
    assert replay["scores"] == finished["last"]["scores"]
    assert [v["index"] for v in replay["verdicts"]] == list(range(len(finished["moves"])))
    assert all(v["legal"] and v["violations"] == [] for v in replay["verdicts"])
    events = [v["events"] for v in replay["verdicts"]]
    assert events == [r["events"] for r in finished["results"]]


def test_replay_stops_at_the_first_illegal_move(
    client: FlaskClient, finished: dict[str, Any]
) -> None:
    moves = copy.deepcopy(finished["moves"][:10])
    bad = moves[5]
    moves[5] = {"player": (bad["player"] + 1) % 2, "card": bad["card"]}  # not his turn
    replay = ok_json(post(client, "replay", {"state": finished["start"], "moves": moves}))
    assert replay["stopped_at"] == 5
    assert replay["applied"] == 5
    assert len(replay["verdicts"]) == 6
    assert replay["verdicts"][5]["legal"] is False
    assert replay["verdicts"][5]["violations"][0]["rule"] == "CORE-TURN-1"
    assert replay["state"] == finished["results"][4]["state"]
    assert replay["deal_over"] is False
    assert "scores" not in replay


def test_replay_of_nothing(client: FlaskClient, fresh_state: dict[str, Any]) -> None:
    replay = ok_json(post(client, "replay", {"state": fresh_state, "moves": []}))
    assert replay["verdicts"] == [] and replay["applied"] == 0 and replay["stopped_at"] is None
    assert replay["state"] == fresh_state


# -- view ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_view_hides_other_hands_and_the_stock(client: FlaskClient, players: int) -> None:
    state = deal(client, players=players, seed=77)
    for seat in range(players):
        view = ok_json(post(client, "view", {"state": state, "player": seat}))["view"]
        assert view["viewer"] == seat
        assert view["hands"][seat] == state["hands"][seat]
        for other in range(players):
            if other != seat:
                assert view["hands"][other] == len(state["hands"][other])
        assert view["stock"] == len(state["stock"])
        assert view["table"] == state["table"]
        assert "seed" not in set(keys_in(view)), view["match"]
        hidden = set(state["stock"]) | {
            card for other, hand in enumerate(state["hands"]) if other != seat for card in hand
        }
        assert not hidden & set(strings_in(view))


def test_view_of_a_finished_deal(client: FlaskClient, finished: dict[str, Any]) -> None:
    view = ok_json(post(client, "view", {"state": finished["final"], "player": 1}))["view"]
    assert view["captured"] == finished["final"]["captured"]
    assert "seed" not in set(keys_in(view))


@pytest.mark.parametrize("player", [2, 3, -1, 1000])
def test_view_for_an_invalid_seat(
    client: FlaskClient, fresh_state: dict[str, Any], player: int
) -> None:
    problem = assert_problem(post(client, "view", {"state": fresh_state, "player": player}), 422)
    assert errors_by_pointer(problem) == {"/player": ["invalid_seat"]}


# -- next-deal -------------------------------------------------------------------------------


def test_next_deal_while_in_play_is_422(client: FlaskClient, fresh_state: dict[str, Any]) -> None:
    problem = assert_problem(post(client, "next-deal", {"state": fresh_state}), 422)
    assert problem["code"] == "deal_not_over"


def test_next_deal_rotates_the_dealer_and_carries_the_scores(
    client: FlaskClient, finished: dict[str, Any]
) -> None:
    final = finished["final"]
    assert final["match"]["over"] is False
    following = ok_json(post(client, "next-deal", {"state": final}))["state"]
    assert following["dealer"] == (final["dealer"] + 1) % final["players"]
    assert following["to_move"] == (following["dealer"] + 1) % final["players"]
    assert following["phase"] == "play" and following["round"] == 1
    match = following["match"]
    assert match["deal_number"] == 2
    assert match["scores"] == final["match"]["scores"]
    assert match["history"] == final["match"]["history"]
    assert match["seed"] == final["match"]["seed"]
    assert following["options"] == final["options"]
    assert following["captured"] == [[], []] and following["tabbar"] == [0, 0]
    assert_whole_deck(following)
    assert following["hands"] != finished["start"]["hands"]
    again = ok_json(post(client, "next-deal", {"state": final}))["state"]
    assert again == following


def test_a_match_plays_on_until_it_is_over(client: FlaskClient) -> None:
    state = deal(client, seed=2024, options={"target": 12})
    for number in range(1, 12):
        final, _ = play_out(client, state, prefer_capture)
        assert final["match"]["deal_number"] == number
        if final["match"]["over"]:
            break
        state = ok_json(post(client, "next-deal", {"state": final}))["state"]
    else:
        pytest.fail("the match never ended")
    assert max(final["match"]["scores"]) >= 12
    assert final["match"]["winners"]
    problem = assert_problem(post(client, "next-deal", {"state": final}), 422)
    assert problem["code"] == "match_over"


def test_next_deal_after_a_single_deal_is_match_over(
    client: FlaskClient, single_deal_finished: dict[str, Any]
) -> None:
    problem = assert_problem(post(client, "next-deal", {"state": single_deal_finished}), 422)
    assert problem["code"] == "match_over"
    assert problem["errors"][0]["pointer"].startswith("/state")


# -- meta ------------------------------------------------------------------------------------


def test_healthz_and_readyz(client: FlaskClient) -> None:
    assert ok_json(client.get("/healthz")) == {"status": "ok"}
    assert ok_json(client.get("/readyz")) == {"status": "ready"}


def test_readyz_not_ready_is_a_problem_document() -> None:
    """openapi.yaml documents every error answer, 503 included, as problem+json."""
    app = create_app({})
    app.extensions["kortdomaren.spec"] = ""  # the contract did not render
    problem = assert_problem(app.test_client().get("/readyz"), 503)
    assert problem["code"] == "not_ready"


def test_openapi_yaml(client: FlaskClient) -> None:
    response = client.get("/openapi.yaml")
    assert response.status_code == 200
    assert "yaml" in response.mimetype
    document = yaml.safe_load(response.get_data(as_text=True))
    assert str(document["openapi"]).startswith("3.1")
    paths = set(document["paths"])
    expected = {f"/v1/games/{{game}}/{e}" for e in ("deals", "next-deal", "legal-moves")}
    expected |= {"/v1/games", "/v1/games/{game}", "/healthz", "/readyz"}
    assert expected <= paths


def test_docs_page_works_offline(client: FlaskClient) -> None:
    """Every asset the page names is served here (tests/api/test_docs_page.py renders it)."""
    response = client.get("/docs")
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    assert "<html" in page.lower()
    assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", page, re.IGNORECASE), page
    assets = re.findall(r"""(?:src|href)\s*=\s*["']([^"']+)["']""", page)
    assert {"/docs/static/swagger-ui-bundle.js", "/docs/static/start.js"} <= set(assets), page
    for asset in assets:
        if asset == "/openapi.yaml":  # the <noscript> link to the contract itself
            continue
        assert asset.startswith("/docs/static/"), asset
        fetched = client.get(asset)
        assert fetched.status_code == 200, asset
        assert fetched.get_data(), asset
        assert fetched.headers["X-Content-Type-Options"] == "nosniff", asset
    start = client.get("/docs/static/start.js")
    assert start.mimetype == "text/javascript"
    assert 'url: "/openapi.yaml"' in start.get_data(as_text=True)
    assert "validatorUrl: null" in start.get_data(as_text=True)  # the spec stays here


def test_docs_page_is_swagger_ui_5_with_its_licence(client: FlaskClient) -> None:
    """Swagger UI 4 cannot read OpenAPI 3.1 ("Unable to render this definition")."""
    version = client.get("/docs/static/VERSION").get_data(as_text=True).strip()
    assert re.fullmatch(r"v5\.\d+\.\d+", version), version
    assert "Apache License" in client.get("/docs/static/LICENSE").get_data(as_text=True)


def test_docs_page_content_security_policy_allows_this_origin_only(client: FlaskClient) -> None:
    response = client.get("/docs")
    policy = {
        directive.split()[0]: directive.split()[1:]
        for directive in response.headers["Content-Security-Policy"].split(";")
    }
    assert policy["default-src"] == ["'none'"]
    assert policy["script-src"] == ["'self'"]  # no inline script, no eval, no CDN
    assert policy["connect-src"] == ["'self'"]
    assert policy["frame-ancestors"] == ["'none'"]
    page = response.get_data(as_text=True)
    assert not re.search(r"<script(?![^>]*\bsrc=)", page), "inline script: the CSP would block it"
    assert response.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("name", ["index.html", "index.css", "swagger-ui.js", "oauth2-redirect.js"])
def test_docs_static_serves_only_the_files_the_page_uses(client: FlaskClient, name: str) -> None:
    assert_problem(client.get(f"/docs/static/{name}"), 404, "not_found")


# -- determinism across processes ------------------------------------------------------------

DETERMINISM_SCRIPT = r"""
import sys
from service import create_app

client = create_app().test_client()
out = sys.stdout.buffer
for players, seed, options in [
    (2, 1, {}),
    (3, 987654321, {"valuation": "aces"}),
    (4, 2**53 - 1, {"partnerships": True, "forced_capture": True}),
]:
    response = client.post(
        "/v1/games/kasino/deals", json={"players": players, "seed": seed, "options": options}
    )
    out.write(response.get_data() + b"\n")
    state = response.get_json()["state"]
    while state["phase"] == "play":
        listing = client.post(
            "/v1/games/kasino/legal-moves", json={"state": state, "limit": 200}
        )
        out.write(listing.get_data() + b"\n")
        move = listing.get_json()["moves"][0]
        applied = client.post("/v1/games/kasino/apply", json={"state": state, "move": move})
        out.write(applied.get_data() + b"\n")
        state = applied.get_json()["state"]
    following = client.post("/v1/games/kasino/next-deal", json={"state": state})
    out.write(following.get_data() + b"\n")
"""


def run_with_hash_seed(hash_seed: str) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(REPO)}
    completed = subprocess.run(
        [sys.executable, "-c", DETERMINISM_SCRIPT],
        cwd=REPO,
        env=env,
        capture_output=True,
        timeout=300,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr.decode()[-3000:]
    return completed.stdout


def test_deals_and_play_are_identical_across_processes() -> None:
    first = run_with_hash_seed("0")
    second = run_with_hash_seed("12345")
    assert first.count(b"\n") > 100
    assert b'"deal_over":true' in first
    if first != second:
        lines = zip(first.splitlines(), second.splitlines(), strict=False)
        index, (a, b) = next((i, pair) for i, pair in enumerate(lines) if pair[0] != pair[1])
        pytest.fail(f"output differs at line {index}:\n{a[:500]!r}\n{b[:500]!r}")
