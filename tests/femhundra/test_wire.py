"""Plain data in and out: round trips, pointers for bad input, one seat's view, field docs."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from service.core.verdict import InvalidInput
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.options import FemhundraOptions
from service.games.femhundra.state import MoveType
from service.games.femhundra.wire import (
    FIELD_DOCS,
    MOVE_FIELDS,
    move_from_plain,
    move_to_plain,
    state_from_plain,
    state_to_plain,
    view_plain,
)

from .builders import build, build_plain, legal

PACKAGE = Path(__file__).resolve().parents[2] / "service" / "games" / "femhundra"


def table_state() -> Any:
    return build(
        players=3,
        to_move=1,
        hands={1: ["JK", "2C", "8D"]},
        table=[{"owner": 0, "cards": ["4S", "5S", "6S", "7S@2"]}],
        exposed={1: ["2C"]},
    )


def problems(data: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(InvalidInput) as refused:
        state_from_plain(data)
    assert refused.value.kind == "invalid_state"
    return [(p.pointer, p.code) for p in refused.value.problems]


def move_problems(data: Any) -> list[tuple[str, str]]:
    with pytest.raises(InvalidInput) as refused:
        move_from_plain(data)
    assert refused.value.kind == "invalid_request"
    return [(p.pointer, p.code) for p in refused.value.problems]


def test_round_trip_is_exact() -> None:
    s = FEMHUNDRA.deal(4, FemhundraOptions(taget=True), 1, 9)
    assert state_from_plain(state_to_plain(s)) == s
    s = legal(table_state(), "lay_off", 1, target="m1", cards=["JK"], joker_as="8S")
    plain = state_to_plain(s)
    assert plain["table"][0]["cards"][-1] == {"card": "JK", "seat": 1, "joker_as": "8S"}
    assert state_from_plain(plain) == s


def test_a_hand_written_state_may_leave_out_the_optional_fields() -> None:
    plain = build_plain(players=2, hands={0: ["2C", "3C"]})
    for name in (
        "version",
        "seed",
        "reshuffles",
        "exposed",
        "last_discard",
        "penalties",
        "went_out",
    ):
        del plain[name]
    plain["turn"] = {"number": plain["turn"]["number"], "drawn": plain["turn"]["drawn"]}
    plain["match"] = {"seed": 3}
    s = state_from_plain(plain)
    assert FEMHUNDRA.check_state(s) == [] and s.seed == 3 and s.penalties == (0, 0)


def test_state_problems_carry_pointers() -> None:
    plain = build_plain(players=3)
    plain["hands"][1][3] = "1X"
    plain["table"] = [{"id": "m1", "kind": "pair", "owner": "0", "cards": [{"card": "AS"}]}]
    plain["phase"] = "waiting"
    plain["options"]["joker"] = True
    plain["colour"] = "red"
    del plain["stock"]
    found = problems(plain)
    assert ("/state/colour", "unknown_field") in found
    assert ("/state/stock", "missing_field") in found
    plain["stock"] = []
    del plain["colour"]
    found = problems(plain)
    assert ("/state/hands/1/3", "invalid_card") in found
    assert ("/state/phase", "invalid_value") in found
    assert ("/state/table/0/kind", "invalid_value") in found
    assert ("/state/table/0/owner", "invalid_type") in found
    assert ("/state/table/0/cards/0/seat", "missing_field") in found
    assert ("/state/options/joker", "unknown_option") in found
    assert ("/state/dealer", "missing_field") in problems({"game": "femhundra"})
    with pytest.raises(InvalidInput):
        state_from_plain([1, 2])


def test_move_round_trip_and_problems() -> None:
    step = move_from_plain(
        {
            "type": "lay_off",
            "player": 1,
            "target": "m1",
            "cards": ["JK", "8S"],
            "joker_as": "9S",
            "end": "high",
        }
    )
    assert move_from_plain(move_to_plain(step)) == step
    assert move_problems({"type": "fold", "player": 0}) == [("/move/type", "invalid_value")]
    assert move_problems({"type": "meld", "player": 0}) == [("/move/cards", "missing_field")]
    assert move_problems({"type": "discard", "player": 0, "card": "2C", "cards": []}) == [
        ("/move/cards", "unknown_field")
    ]
    assert move_problems({"type": "meld", "player": 0, "cards": ["2C", "ZZ"]}) == [
        ("/move/cards/1", "invalid_card")
    ]
    assert move_problems({"type": "meld", "player": True, "cards": ["2C"], "joker_as": "JK"}) == [
        ("/move/player", "invalid_type"),
        ("/move/joker_as", "invalid_card"),
    ]
    assert move_problems("draw") == [("/move", "invalid_type")]


def test_view_hides_other_hands_the_stock_and_the_seeds() -> None:
    s = table_state()
    view = view_plain(s, 0)
    assert "hands" not in view and "stock" not in view and "seed" not in view
    assert "seed" not in view["match"]
    assert view["hand"] == list(s.hands[0]) and view["hand_counts"] == [7, 3, 7]
    assert view["exposed"][1] == ["2C"]  # seen taken from the pile
    assert view["stock_count"] == len(s.stock)
    drawn = state_to_plain(s)["turn"]["drawn"]
    assert drawn["source"] == "stock"
    assert view["turn"]["drawn"]["cards"] == []  # the stock card is the drawer's secret
    assert view_plain(s, 1)["turn"]["drawn"]["cards"] == drawn["cards"]
    with pytest.raises(InvalidInput):
        view_plain(s, 3)


def test_view_fields_are_documented() -> None:
    view = view_plain(table_state(), 0)
    added = set(view) - set(state_to_plain(table_state()))
    assert {f"view.{name}" for name in added | {"hands"}} <= set(FIELD_DOCS)


def test_view_shows_every_hand_once_the_hand_is_over() -> None:
    s = build(players=3, to_move=0, hands={0: ["JS", "JH", "JD"]})
    over = legal(s, "meld", 0, cards=["JS", "JH", "JD"])
    assert view_plain(over, 1)["hands"] == [list(hand) for hand in over.hands]


def _paths(value: Any, prefix: str) -> set[str]:
    found = {prefix}
    if isinstance(value, dict):
        for name, inner in value.items():
            found |= _paths(inner, f"{prefix}.{name}")
    elif isinstance(value, list) and value and isinstance(value[0], dict):
        for inner in value:
            found |= _paths(inner, f"{prefix}[]")
    return found


def test_every_field_is_documented() -> None:
    s = legal(table_state(), "lay_off", 1, target="m1", cards=["JK"], joker_as="8S")
    state_paths = _paths(state_to_plain(s), "state") - {"state"}
    plain_only = {
        p
        for p in state_paths
        if p.startswith(("state.options.", "state.turn.drawn.")) or p.endswith("[]")
    }
    assert state_paths - plain_only - set(FIELD_DOCS) == set()
    move_names = {
        name for required, optional in MOVE_FIELDS.values() for name in (*required, *optional)
    }
    assert {f"move.{name}" for name in (*move_names, "type", "player")} <= set(FIELD_DOCS)
    assert set(MOVE_FIELDS) == set(MoveType)


def test_the_package_is_pure() -> None:
    banned = {"json", "orjson", "flask", "marshmallow", "werkzeug", "apispec"}
    for path in sorted(PACKAGE.glob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not {name.split(".")[0] for name in names} & banned, path.name
