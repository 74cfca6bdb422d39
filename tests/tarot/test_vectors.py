"""Every worked example of the reference (tarot-800.md §15, EX800-*) as a data-file vector."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from service.games.tarot.deck import DECK, POWER
from service.games.tarot.declarations import declaration_violations, score_declaration
from service.games.tarot.scoring import LAST_TRICK_POINTS, count_in_pairs, pair_points
from service.games.tarot.sequences import sequence_points, sequence_violation
from service.games.tarot.state import (
    Declare,
    DiscardWidow,
    Phase,
    Play,
    Played,
    SequenceDecl,
    SequenceKind,
)
from service.games.tarot.tricks import trick_winner
from tests.tarot.builders import build, discard_state, game

VECTORS: list[dict[str, Any]] = json.loads(
    (Path(__file__).parents[1] / "vectors" / "tarot.json").read_text(encoding="utf-8")
)["vectors"]


def _in_suit(cards: list[str], suit: str) -> tuple[str, ...]:
    """A spade example moved to another suit (wild cards and trumps stay)."""
    return tuple(c[:-1] + suit if c.endswith("S") and not c.startswith("T") else c for c in cards)


def check_sequence(v: dict[str, Any]) -> None:
    suits = "SHDC" if v.get("all_suits") else v["kind"][:1]
    for suit in suits if v.get("all_suits") else [None]:
        kind = SequenceKind(suit) if suit else SequenceKind(v["kind"])
        cards = _in_suit(v["cards"], suit) if suit else tuple(v["cards"])
        found = sequence_violation(kind, cards)
        if v["points"] is None:
            assert found is not None, v["id"]
            assert (found.rule, found.code) == (v["rule"], v["code"])
            continue
        assert found is None, (v["id"], found)
        assert sequence_points(len(cards)) == v["points"]
        move = Declare(0, sequences=(SequenceDecl(kind, cards),))
        assert declaration_violations(cards, move) == []
        assert score_declaration(move).total == v["points"]


def check_declaration(v: dict[str, Any]) -> None:
    sets = tuple(tuple(cards) for cards in v["sets"])
    move = Declare(0, sets=sets)
    assert declaration_violations(tuple(c for s in sets for c in s), move) == []
    assert score_declaration(move).total == v["points"]


def check_pair(v: dict[str, Any]) -> None:
    assert pair_points(*v["cards"]) == v["points"]
    assert count_in_pairs(v["cards"]) == v["points"]


def check_deck_points(v: dict[str, Any]) -> None:
    assert count_in_pairs(DECK) == v["points"]
    assert count_in_pairs(DECK) + LAST_TRICK_POINTS == v["with_last_trick"]


def check_trick(v: dict[str, Any]) -> None:
    trick = tuple(Played(seat, card) for seat, card in v["trick"])
    assert trick_winner(trick) == v["winner"]
    g = game(v["game"])
    first, second = v["trick"]
    state = build(v["game"], dealer=second[0], hands={first[0]: [first[1]], second[0]: [second[1]]})
    for seat, card in v["trick"]:
        outcome = g.apply(state, Play(seat, card))
        state = outcome.state
    won = next(e for e in outcome.events if e["type"] == "trick_won")
    assert won["player"] == v["winner"]


def check_ranks(v: dict[str, Any]) -> None:
    for high, low in v["beats"]:
        assert POWER[high] > POWER[low]
        assert trick_winner((Played(0, low), Played(1, high))) == 1
        assert trick_winner((Played(0, high), Played(1, low))) == 0


def check_discard(v: dict[str, Any]) -> None:
    g = game(v["game"])
    state = discard_state(v["game"], v["hand"])
    for cards in v["illegal"]:
        rules = [x.rule for x in g.validate(state, DiscardWidow(0, tuple(cards))).violations]
        assert rules == [v["rule"]]
    for cards in v["legal"]:
        assert g.validate(state, DiscardWidow(0, tuple(cards))).legal


def check_declaration_win(v: dict[str, Any]) -> None:
    g = game(v["game"])
    state = build(v["game"], hands={v["player"]: v["hand"]}, scores=v["scores"])
    sequences = tuple(
        SequenceDecl(SequenceKind(s["kind"]), tuple(s["cards"])) for s in v["sequences"]
    )
    outcome = g.apply(state, Declare(v["player"], sequences=sequences))
    assert outcome.events[0]["points"] == v["points"]
    end = outcome.state
    assert end.phase is Phase.DEAL_OVER and end.match.over
    assert list(end.match.winners or ()) == v["winners"]
    assert end.match.scores[v["side"]] == v["scores"][v["side"]] + v["points"]


CHECKS: dict[str, Callable[[dict[str, Any]], None]] = {
    "sequence": check_sequence,
    "declaration": check_declaration,
    "pair": check_pair,
    "deck_points": check_deck_points,
    "trick": check_trick,
    "ranks": check_ranks,
    "discard": check_discard,
    "declaration_win": check_declaration_win,
}


def test_every_worked_example_is_a_vector() -> None:
    """38 examples: 30 sequences, 1 set, 3 card points, 4 other source statements."""
    ids = [v["id"] for v in VECTORS]
    assert len(ids) == len(set(ids)) == 38
    assert sum(i.startswith("EX800-S") for i in ids) == 30


@pytest.mark.parametrize("vector", VECTORS, ids=[v["id"] for v in VECTORS])
def test_vector(vector: dict[str, Any]) -> None:
    CHECKS[vector["check"]](vector)
