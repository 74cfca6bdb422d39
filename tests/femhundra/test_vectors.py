"""The worked examples of the reference (EX500-01…15) as data: tests/vectors/femhundra.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.games.femhundra.cards import hand_value, sorted_hand
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.scoring import table_value
from service.games.femhundra.state import FemhundraState
from service.games.femhundra.wire import move_from_plain

from .builders import build

VECTORS_FILE = Path(__file__).resolve().parents[1] / "vectors" / "femhundra.json"
VECTORS: list[dict[str, Any]] = json.loads(VECTORS_FILE.read_text())["vectors"]


def _combo(state: FemhundraState, combo_id: str) -> Any:
    found = state.combination(combo_id)
    assert found is not None, combo_id
    return found[1]


def _expect(state: FemhundraState, expected: dict[str, Any]) -> None:
    for combo_id, values in expected.get("table_values", {}).items():
        combo = _combo(state, combo_id)
        assert [table_value(combo, i) for i in range(len(combo.cards))] == values
    for combo_id, seats in expected.get("credited", {}).items():
        assert [entry.seat for entry in _combo(state, combo_id).cards] == seats
    for combo_id, order in expected.get("order", {}).items():
        assert list(_combo(state, combo_id).effective) == order
    for seat, value in expected.get("hand_values", {}).items():
        assert -sum(hand_value(card) for card in state.hands[int(seat)]) == value
    for seat, cards in expected.get("hand", {}).items():
        assert state.hands[int(seat)] == sorted_hand(cards)
    if "penalties" in expected:
        assert list(state.penalties) == expected["penalties"]
    if "phase" in expected:
        assert state.phase.value == expected["phase"]
    if "went_out" in expected:
        assert state.went_out == expected["went_out"]
    if "bonus" in expected:
        assert FEMHUNDRA.score(state).details["bonus"] is expected["bonus"]


def test_every_worked_example_has_a_vector() -> None:
    ids = {vector["id"].split("/")[0] for vector in VECTORS}
    assert ids == {f"EX500-{n:02d}" for n in range(1, 16)}


@pytest.mark.parametrize("vector", VECTORS, ids=[vector["id"] for vector in VECTORS])
def test_vector(vector: dict[str, Any]) -> None:
    state = build(pad=False, **vector["setup"])  # the setup is a possible state as written
    for step in vector["steps"]:
        action = "apply" if "apply" in step else "validate" if "validate" in step else None
        if action is not None:
            move = move_from_plain(step[action])
            verdict = FEMHUNDRA.validate(state, move)
            assert verdict.legal is step.get("legal", True), verdict.violations
            if "rule" in step:
                assert verdict.violations[0].rule == step["rule"], verdict.violations
            if action == "apply":
                state = FEMHUNDRA.apply(state, move).state
                assert FEMHUNDRA.check_state(state) == []
        _expect(state, step.get("expect", {}))
