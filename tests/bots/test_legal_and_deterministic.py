"""Every level suggests a legal move, the same one for the same seed, in every game."""

from __future__ import annotations

from itertools import islice
from typing import Any

import pytest

from service.bots import LEVELS, suggest
from service.bots.search import simulations_for
from service.games import GAMES
from tests.seal.playout import mid_deal_states

#: States per game; search runs on every third (it plays deals out, with a small budget).
STATES = 24
BUDGET_MS = 10
NO_CAP = float("inf")  # the clock cap must not cut a search whose answer is compared


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_every_suggestion_is_legal(game: Any) -> None:
    judged = 0
    for index, state in enumerate(mid_deal_states(game, seed=7, count=STATES)):
        for level in LEVELS:
            if level == "search" and index % 3:
                continue
            found = suggest(game, state, level, seed=index, budget_ms=BUDGET_MS)
            assert found.seat == state.to_move
            verdict = game.validate(state, found.move)
            assert verdict.legal, (game.id, level, found.move, verdict.violations)
            assert found.reason.endswith(".") and found.reason[0].isupper(), found.reason
            assert found.considered >= 1 or level == "search"
            judged += 1
    assert judged >= STATES * 2


@pytest.mark.parametrize("game_id", ["kasino", "byggkasino", "femhundra", "800", "1000"])
def test_same_seed_same_move(game_id: str) -> None:
    game = next(g for g in GAMES if g.id == game_id)
    for index, state in enumerate(mid_deal_states(game, seed=11, count=6)):
        for level in LEVELS:
            first = suggest(game, state, level, seed=index, budget_ms=BUDGET_MS, cap_factor=NO_CAP)
            again = suggest(game, state, level, seed=index, budget_ms=BUDGET_MS, cap_factor=NO_CAP)
            assert first == again, (game_id, level)


def test_the_seed_matters_to_random() -> None:
    """Guard against a seed that is ignored: over a few states, seeds pick different moves."""
    game = next(g for g in GAMES if g.id == "femhundra")
    moves = set()
    for state in islice(mid_deal_states(game, seed=3, count=40), 10, 40):
        if game.legal_moves(state, 0).count > 3:
            moves |= {repr(suggest(game, state, "random", seed=s).move) for s in range(8)}
            break
    assert len(moves) > 1


def test_search_work_follows_the_budget_not_the_clock() -> None:
    """budget_ms maps to a number of simulations: twice the budget, about twice the work."""
    game = next(g for g in GAMES if g.id == "kasino")
    state = next(
        s for s in mid_deal_states(game, seed=5, count=30) if game.legal_moves(s, 0).count >= 3
    )
    small = suggest(game, state, "search", budget_ms=20, cap_factor=NO_CAP)
    large = suggest(game, state, "search", budget_ms=40, cap_factor=NO_CAP)
    count = game.legal_moves(state, 0).count
    for found, budget in ((small, 20), (large, 40)):
        simulations = simulations_for("kasino", budget)
        # whole worlds: every candidate (at most TUNING's) is played out in each
        assert simulations - count < found.considered <= simulations
    assert small.considered < large.considered
