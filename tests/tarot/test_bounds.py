"""Every zone of a tarot state is bounded before any check reads it (tarot/bounds.py)."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from service.core.verdict import Problem
from service.games.tarot.state import Declaration, Phase, Played, TarotState
from tests.tarot.builders import game

GAMES = ("800", "1000", "150", "fjabbe")


def _checked(game_id: str, state: TarotState) -> list[Problem]:
    """The state check's problems, at a game's worth of work however long the zone."""
    started = time.process_time()
    problems = list(game(game_id).check_state(state))
    assert time.process_time() - started < 0.05
    return problems


def _playing(game_id: str) -> TarotState:
    """A state of the play phase with a card or more in the trick."""
    tarot = game(game_id)
    players = tarot.variant.players
    state = tarot.deal(players, tarot.resolve_options({}, players), 0, 3, None)
    while not (state.phase is Phase.PLAY and state.trick):
        state = tarot.apply(state, tarot.legal_moves(state, 1).moves[0]).state
    return state


@pytest.mark.parametrize("game_id", GAMES)
def test_a_trick_holds_a_card_per_player(game_id: str) -> None:
    """R800-PLAY-2: an 11,000-card trick (once 7–8 s, its revoke check quadratic) is one
    problem; a trick one card over its players' count is one problem too."""
    state = _playing(game_id)
    assert not _checked(game_id, state)
    players = game(game_id).variant.players
    for size in (players + 1, 11_000):
        trick = tuple(Played(i % players, state.trick[0].card) for i in range(size))
        problems = _checked(game_id, replace(state, trick=trick))
        assert problems == [
            Problem(
                "/state/trick",
                "too_many_items",
                f"There may be at most {players} cards, one from each player (R800-PLAY-2); "
                f"there are {size}.",
                "R800-PLAY-2",
            )
        ]


@pytest.mark.parametrize("game_id", GAMES)
def test_hands_declarations_and_history_are_bounded(game_id: str) -> None:
    state = _playing(game_id)
    hands = (("T20",) * 50_000, *state.hands[1:])
    problems = _checked(game_id, replace(state, hands=hands))
    assert [(p.pointer, p.rule) for p in problems] == [("/state/hands/0", "R800-DECK-1")]
    declarations = (Declaration(0, (), ()),) * 5_000
    problems = _checked(game_id, replace(state, declarations=declarations))
    assert [(p.pointer, p.rule) for p in problems] == [("/state/declarations", "R800-DECL-1")]
    match = replace(state.match, history=((0,) * len(state.match.scores),) * 10_000)
    problems = _checked(game_id, replace(state, match=match))
    assert [p.pointer for p in problems] == ["/state/match/history"]
