"""The rules reference's worked examples for the building games, run through the HTTP API.

EX-BYGG-01…14 (`vectors/byggkasino.yaml`) and EX-MULLE-G-01…03 (`vectors/mulle-glimne.yaml`),
each with the alternatives the example mentions. Every vector is a hand-written full state —
the example's table, builds and hand, the other hands, the stock and the piles holding every
other card of the deck (52, or 104 = each code twice) — and checks posted to validate, apply
and legal-moves. The format is described at the top of `vectors/byggkasino.yaml`.

The state builder here (:func:`make_state`) is also used by `test_rules_bygg.py`. It writes a
state as a client would, card codes only: the options and the match block come from a seeded
deal of the same game and options, everything else is placed by hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service.core.cards import STANDARD_DECK
from service.games import find_game

VECTORS = Path(__file__).parent / "vectors"
BYGG = "byggkasino"
GLIMNE = "mulle-glimne"

needs_bygg = pytest.mark.skipif(find_game(BYGG) is None, reason="byggkasino is not registered")
needs_glimne = pytest.mark.skipif(
    find_game(GLIMNE) is None, reason="mulle-glimne is not registered"
)
pytestmark = needs_bygg

#: The deck, the table cards of round 1 and the rounds per deal by player count.
DECKS = {BYGG: list(STANDARD_DECK), GLIMNE: list(STANDARD_DECK) * 2}
TABLE_CARDS = {BYGG: 4, GLIMNE: 8}
ROUNDS = {BYGG: {2: 6, 3: 4, 4: 3}, GLIMNE: {2: 12, 4: 6}}
HAND = 4  # cards per player per round (BYGG-GEN-2, MULLE-G-3)
DERIVED = ("last_round", "credited", "duties")  # informative on input: left out

Plain = dict[str, Any]

# -- writing a state by hand -------------------------------------------------------------------


def post(client: FlaskClient, game: str, action: str, body: Any) -> Any:
    return client.post(f"/v1/games/{game}/{action}", json=body)


def build_plain(spec: Mapping[str, Any]) -> Plain:
    """A build from a compact spec: ``{id, value, parts, by?, history?, creation_value?}``.

    ``history`` is a list of ``[seat, type]`` or ``[seat, type, exempt]``; without it the
    build was created by ``by`` and nothing else happened to it.
    """
    raw = spec.get("history") or [[spec["by"], "create"]]
    history = [
        {"seat": step[0], "type": step[1], "exempt": bool(step[2]) if len(step) > 2 else False}
        for step in raw
    ]
    return {
        "id": spec["id"],
        "value": spec["value"],
        "parts": [list(part) for part in spec["parts"]],
        "created_by": spec.get("created_by", history[0]["seat"]),
        "creation_value": spec.get("creation_value", spec["value"]),
        "last_builder": history[-1]["seat"],
        "history": history,
    }


def _template(client: FlaskClient, game: str, players: int, dealer: int, options: Any) -> Plain:
    body: Plain = {"players": players, "dealer": dealer, "seed": 1}
    if options:
        body["options"] = dict(options)
    response = post(client, game, "deals", body)
    assert response.status_code == 200, response.get_json()
    state: Plain = response.get_json()["state"]
    for name in DERIVED:
        state.pop(name, None)
    return state


def make_state(
    client: FlaskClient,
    game: str = BYGG,
    *,
    table: Sequence[str] = (),
    builds: Sequence[Mapping[str, Any]] = (),
    hand: Sequence[str] = (),
    hands: Mapping[int, Sequence[str]] | None = None,
    players: int = 2,
    options: Mapping[str, Any] | None = None,
    dealer: int | None = None,
    to_move: int | None = None,
    round: int | str = 2,
    piles: Mapping[int, Sequence[str]] | None = None,
    rest_to: int | None = None,
    tabbar: Mapping[int, int] | None = None,
    scores: Sequence[int] | None = None,
    history: Sequence[Sequence[int]] | None = None,
    deal_number: int | None = None,
    zones: Mapping[str, Sequence[int]] | None = None,
) -> Plain:
    """A full in-play state of ``game`` with ``table`` (loose cards), ``builds`` and ``hand``
    (the hand of the seat to move); ``hands`` fixes other seats' hands.

    Hand sizes follow the round: the seat to move holds ``len(hand)`` cards, seats that have
    already played in this cycle one fewer. The stock has the round's size (empty in the last
    round); every card left over goes to the pile of ``rest_to`` (default: the seat before the
    mover), who is then the last capturer.
    """
    dealer = players - 1 if dealer is None else dealer
    forehand = (dealer + 1) % players
    to_move = forehand if to_move is None else to_move
    rounds = ROUNDS[game][players]
    number = rounds if round == "last" else int(round)
    deck = DECKS[game]
    stock_size = len(deck) - TABLE_CARDS[game] - HAND * players * number
    mover = (to_move - forehand) % players
    held = len(hand)
    given = {to_move: list(hand), **{int(s): list(c) for s, c in (hands or {}).items()}}
    build_cards = [card for spec in builds for part in spec["parts"] for card in part]
    pile_cards = [card for cards in (piles or {}).values() for card in cards]
    used = Counter(table) + Counter(build_cards) + Counter(pile_cards)
    used += Counter(card for cards in given.values() for card in cards)
    available = Counter(deck)
    over = used - available
    assert not over, f"more copies than the deck has: {dict(over)}"
    free = list((available - used).elements())
    free.sort(key=deck.index)
    seat_hands: list[list[str]] = []
    for seat in range(players):
        offset = (seat - forehand) % players
        size = held - 1 if offset < mover else held
        if seat in given:
            assert len(given[seat]) == size, f"seat {seat} must hold {size} cards"
            seat_hands.append(given[seat])
        else:
            seat_hands.append(free[:size])
            free = free[size:]
    stock, free = free[:stock_size], free[stock_size:]
    assert len(stock) == stock_size, "not enough cards left for the stock"
    captured = [list((piles or {}).get(seat, ())) for seat in range(players)]
    holder = (to_move - 1) % players if rest_to is None else rest_to
    captured[holder] += free
    last_capturer = holder if captured[holder] else None
    if last_capturer is None:
        last_capturer = next((seat for seat, pile in enumerate(captured) if pile), None)
    state = _template(client, game, players, dealer, options)
    state.update(
        to_move=to_move,
        phase="play",
        round=number,
        hands=seat_hands,
        table={"cards": list(table), "builds": [build_plain(spec) for spec in builds]},
        captured=captured,
        tabbar=[(tabbar or {}).get(seat, 0) for seat in range(players)],
        stock=stock,
        last_capturer=last_capturer,
        last_play=None,
        ended_by=None,
    )
    match = state["match"]
    if history is not None:
        match["history"] = [list(row) for row in history]
        match["scores"] = [sum(column) for column in zip(*history, strict=True)]
        match["deal_number"] = len(history) + 1
    elif scores is not None:
        match["history"] = [list(scores)] if any(scores) else []
        match["scores"] = list(scores)
        match["deal_number"] = len(match["history"]) + 1
    if deal_number is not None:
        match["deal_number"] = deal_number
    for name, values in (zones or {}).items():
        state[name] = list(values)
    return state


# -- reading the service's answers -------------------------------------------------------------


def move_key(move: Mapping[str, Any], builds: Sequence[Mapping[str, Any]]) -> tuple[Any, ...]:
    """What makes a play distinct (decision D1): the card, the kind, the target build, the
    value, the multiset of loose cards and the merged builds — never the split into parts."""
    card = move["card"]
    if move.get("build") is not None:
        play = move["build"]
        loose = [c for part in play["parts"] for c in part]
        loose.remove(card)
        onto = play.get("onto")
        values = {b["id"]: b["value"] for b in builds}
        kind = "new" if onto is None else ("add" if values.get(onto) == play["value"] else "raise")
        return (
            "build",
            card,
            kind,
            onto,
            play["value"],
            tuple(sorted(loose)),
            tuple(sorted(play.get("merge") or ())),
        )
    if move.get("capture") is not None:
        return ("capture", card, tuple(sorted(move["capture"])))
    return ("trail", card)


def parse_key(card: str, text: str) -> tuple[Any, ...]:
    """A vector's short form of a play: ``trail``; ``capture 7H 3S 4D``; ``build new 11: 4H
    2C``; ``build add b1 10: 8S``; ``build raise b1 13:``; ``build add b1 8 +b2: 3C 5H``."""
    head, _, cards = text.partition(":")
    words = head.split()
    if words[0] == "trail":
        return ("trail", card)
    if words[0] == "capture":
        return ("capture", card, tuple(sorted(words[1:])))
    kind = words[1]
    merge = tuple(sorted(w[1:] for w in words if w.startswith("+")))
    rest = [w for w in words[2:] if not w.startswith("+")]
    onto = None if kind == "new" else rest.pop(0)
    return ("build", card, kind, onto, int(rest[0]), tuple(sorted(cards.split())), merge)


def listing(client: FlaskClient, game: str, state: Plain) -> Plain:
    response = post(client, game, "legal-moves", {"state": state, "limit": 1_000})
    assert response.status_code == 200, response.get_json()
    found: Plain = response.get_json()
    assert found["count"] == len(found["moves"]) and not found["truncated"], found["count"]
    return found


def plays_of(client: FlaskClient, game: str, state: Plain, card: str) -> list[tuple[Any, ...]]:
    builds = state["table"]["builds"]
    moves = listing(client, game, state)["moves"]
    return sorted((move_key(m, builds) for m in moves if m["card"] == card), key=repr)


def norm_parts(parts: Sequence[Sequence[str]]) -> list[list[str]]:
    return sorted(sorted(part) for part in parts)


def expect_builds(found: Sequence[Plain], expected: Sequence[Mapping[str, Any]]) -> None:
    """Builds after a play: the same ids; for each, the fields the vector names (parts
    compared as a multiset of card multisets; ``history`` as ``[seat, type, exempt?]``)."""
    by_id = {b["id"]: b for b in found}
    assert sorted(by_id) == sorted(b["id"] for b in expected), found
    for want in expected:
        got = by_id[want["id"]]
        for name, value in want.items():
            if name == "parts":
                assert norm_parts(got["parts"]) == norm_parts(value), got
            elif name == "history":
                steps = [[a["seat"], a["type"], a["exempt"]] for a in got["history"]]
                assert [s[: len(w)] for s, w in zip(steps, value, strict=False)] == [
                    list(w) for w in value
                ] and len(steps) == len(value), got
            else:
                assert got[name] == value, (name, got)


def expect_after(before: Plain, result: Plain, check: Mapping[str, Any], mover: int) -> None:
    """The successor's key parts, as a vector states them."""
    state, events = result["state"], result["events"]
    types = [event["type"] for event in events]
    if "table_after" in check:
        assert Counter(state["table"]["cards"]) == Counter(check["table_after"]), state["table"]
    if "builds_after" in check:
        expect_builds(state["table"]["builds"], check["builds_after"])
    if "captured_gain" in check:
        gain = Counter(state["captured"][mover]) - Counter(before["captured"][mover])
        assert gain == Counter(check["captured_gain"]), gain
    if "hand_after" in check:
        assert Counter(state["hands"][mover]) == Counter(check["hand_after"]), state["hands"]
    for name in ("to_move", "tabbar", "ended_by", "last_capturer", "round"):
        if f"{name}_after" in check:
            assert state[name] == check[f"{name}_after"], (name, state[name])
    for zone in ("penalties", "mulle_points"):
        if f"{zone}_after" in check:
            assert state.get(zone) == check[f"{zone}_after"], (zone, state.get(zone))
    if "tabbe" in check:
        assert ("tabbe" in types) is check["tabbe"], events
    if "mulle" in check:
        assert ("mulle" in types) is check["mulle"], events
    for kind in check.get("events", []):
        assert kind in types, (kind, events)
    for kind in check.get("no_events", []):
        assert kind not in types, (kind, events)
    if "deal_over" in check:
        assert result["deal_over"] is check["deal_over"]
    if "match" in check:
        match = state["match"]
        assert {k: match[k] for k in check["match"]} == check["match"], match


def check_move(client: FlaskClient, game: str, state: Plain, check: Mapping[str, Any]) -> Plain:
    """Validate and apply one move; returns the successor (or the state, if refused)."""
    move = {"player": state["to_move"], **check["move"]}
    response = post(client, game, "validate", {"state": state, "move": move})
    assert response.status_code == 200, response.get_json()
    verdict = response.get_json()
    assert verdict["legal"] is check["legal"], verdict
    applied = post(client, game, "apply", {"state": state, "move": move})
    if not check["legal"]:
        assert applied.status_code == 422, applied.get_json()
        problem = applied.get_json()
        assert problem["code"] == "illegal_move", problem
        rules = [v["rule"] for v in verdict["violations"]]
        if "rule" in check:
            assert rules[0] == check["rule"], verdict  # the governing rule first
        if "rule_in" in check:
            assert set(rules) & set(check["rule_in"]), verdict
        for text in check.get("message_has", []):
            assert any(text in v["message"] for v in verdict["violations"]), verdict
        assert problem["violations"] == verdict["violations"]
        return state
    assert applied.status_code == 200, applied.get_json()
    result = applied.get_json()
    for name, value in check.get("interpretation", {}).items():
        assert verdict["interpretation"].get(name) == value, verdict["interpretation"]
    if "groups" in check:
        groups = verdict["interpretation"]["groups"]
        assert norm_parts(groups) == norm_parts(check["groups"]), groups
    expect_after(state, result, check, move["player"])
    return dict(result["state"])


# -- the vectors ---------------------------------------------------------------------------------


def load(name: str, game: str) -> list[Plain]:
    return [{**vector, "game": game} for vector in yaml.safe_load((VECTORS / name).read_text())]


ALL = load("byggkasino.yaml", BYGG) + load("mulle-glimne.yaml", GLIMNE)


def state_of(client: FlaskClient, vector: Mapping[str, Any]) -> Plain:
    return make_state(
        client,
        vector["game"],
        table=vector.get("table", []),
        builds=vector.get("builds", []),
        hand=vector["hand"],
        hands={int(k): v for k, v in vector.get("hands", {}).items()},
        players=vector.get("players", 2),
        options=vector.get("options"),
        dealer=vector.get("dealer"),
        to_move=vector.get("to_move"),
        round=vector.get("round", 2),
        piles={int(k): v for k, v in vector.get("piles", {}).items()},
        rest_to=vector.get("rest_to"),
    )


def _param(vector: Plain) -> Any:
    """A vector; ``xfail: <reason>`` marks a disagreement reported to the engine's author
    (strict: once the engine agrees, the marker must go)."""
    marks = [pytest.mark.xfail(reason=vector["xfail"], strict=True)] if "xfail" in vector else []
    return pytest.param(vector, id=vector["id"], marks=marks)


@pytest.mark.parametrize("vector", [_param(v) for v in ALL])
def test_vector(client: FlaskClient, vector: Plain) -> None:
    game = vector["game"]
    if find_game(game) is None:
        pytest.skip(f"{game} is not registered")
    state = state_of(client, vector)
    for check in vector.get("checks", []):
        check_move(client, game, state, check)
    for card, expected in vector.get("plays", {}).items():
        want = sorted((parse_key(card, text) for text in expected), key=repr)
        assert plays_of(client, game, state, card) == want, card
    current = state
    for step in vector.get("sequence", []):
        current = check_move(client, game, current, {"legal": True, **step})
