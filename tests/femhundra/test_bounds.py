"""Every zone of a Femhundra state and move is bounded before it is read (femhundra/bounds.py)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from service.core.verdict import InvalidInput, Problem
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.wire import move_from_plain, state_from_plain, state_to_plain


def _plain(players: int = 2) -> dict[str, Any]:
    options = FEMHUNDRA.resolve_options({}, players)
    return state_to_plain(FEMHUNDRA.deal(players, options, 0, 5, None))


def _refused(read: Any, data: dict[str, Any]) -> list[Problem]:
    """What the reader refuses, at a game's worth of work however long the zone."""
    started = time.process_time()
    with pytest.raises(InvalidInput) as refused:
        read(data)
    assert time.process_time() - started < 0.05
    return list(refused.value.problems)


def test_a_dealt_state_reads_and_checks() -> None:
    state = state_from_plain(_plain(6))
    assert not FEMHUNDRA.check_state(state)


def test_the_table_holds_no_more_combinations_than_53_cards_make() -> None:
    """R500-MELD-1: three cards a meld, so 17 at most; 8,000 malformed melds once took
    4 s and gave 4.8 MB: now one problem."""
    meld = {"id": "m1", "kind": "run", "owner": 0, "cards": [{"card": "ZZ", "seat": 9}]}
    problems = _refused(state_from_plain, {**_plain(), "table": [meld] * 8000})
    assert problems == [
        Problem(
            "/state/table",
            "too_many_items",
            "There may be at most 17 combinations of three cards or more (R500-MELD-1); "
            "there are 8000.",
            "R500-MELD-1",
        )
    ]


def test_a_combination_holds_thirteen_cards_at_most() -> None:
    """R500-CORNER-3: a run holds each card once."""
    entry = {"card": "AS", "seat": 0}
    meld = {"id": "m1", "kind": "run", "owner": 0, "cards": [entry] * 14}
    problems = _refused(state_from_plain, {**_plain(), "table": [meld]})
    assert [(p.pointer, p.rule) for p in problems] == [("/state/table/0/cards", "R500-CORNER-3")]


@pytest.mark.parametrize(
    ("zone", "value", "pointer", "rule"),
    [
        ("hands", [["AS"] * 50_000, []], "/state/hands/0", "R500-DECK-1"),
        ("hands", [[]] * 7, "/state/hands", "R500-SETUP-1"),
        ("stock", ["AS"] * 54, "/state/stock", "R500-DECK-1"),
        ("pile", ["ZZ"] * 50_000, "/state/pile", "R500-DECK-1"),
        ("penalties", [0] * 50_000, "/state/penalties", "R500-SETUP-1"),
    ],
)
def test_zones_are_bounded(zone: str, value: Any, pointer: str, rule: str) -> None:
    problems = _refused(state_from_plain, {**_plain(), zone: value})
    assert [(p.pointer, p.code, p.rule) for p in problems] == [(pointer, "too_many_items", rule)]


def test_the_match_history_is_bounded() -> None:
    plain = _plain()
    plain["match"] = {**plain["match"], "history": [[0, 0]] * 501}
    problems = _refused(state_from_plain, plain)
    assert [p.pointer for p in problems] == ["/state/match/history"]


def test_a_move_names_no_more_cards_than_the_deck() -> None:
    problems = _refused(move_from_plain, {"type": "meld", "player": 0, "cards": ["AS"] * 54})
    assert [(p.pointer, p.rule) for p in problems] == [("/move/cards", "R500-DECK-1")]
