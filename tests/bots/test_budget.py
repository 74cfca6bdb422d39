"""Every bot keeps its budget on the costliest positions of every game (tests/bots/positions):
``search`` answers within ``budget_ms`` + 50 ms of wall time, ``random`` and ``greedy``
within 250 ms of CPU and 64 MB of peak memory, and each answer is a legal move."""

from __future__ import annotations

import gc
import random
import time
import tracemalloc
from collections import Counter
from functools import cache
from typing import Any

import pytest
from flask.testing import FlaskClient

from service import create_app
from service.api.families import FAMILIES
from service.bots import suggest
from service.bots.sampling import LISTED, pieces, uniform
from service.bots.search import search
from service.games import GAMES, find_game
from tests.bots.positions import crowded_last_round, positions
from tests.seal.playout import mid_deal_states

SLACK_S = 0.050
CPU_S = 0.250
PEAK_BYTES = 64 * 2**20


@cache
def costly(game_id: str) -> tuple[tuple[str, Any], ...]:
    game = find_game(game_id)
    assert game is not None
    return tuple(positions(game))


def _legal(game: Any, state: Any, move: Any) -> None:
    verdict = game.validate(state, move)
    assert verdict.legal, (game.id, move, verdict.violations)


#: Tries of one timed search: a shared machine may stop the process for longer than the
#: slack (a scheduling pause is not the search's), so the best of a few runs is judged; each
#: after a collection, as in a worker whose application is frozen out of the collector (a
#: full pass over a test process's objects takes some 30 ms).
TRIES = 5


def _timed_search(game: Any, state: Any, budget_ms: int) -> tuple[float, Any]:
    """The shortest wall time of up to :data:`TRIES` searches (the first within bounds)."""
    best = float("inf")
    found = None
    for _ in range(TRIES):
        gc.collect()
        started = time.perf_counter()
        found = suggest(game, state, "search", seed=3, budget_ms=budget_ms)
        best = min(best, time.perf_counter() - started)
        if best <= budget_ms / 1000 + SLACK_S:
            break
    return best, found


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_search_answers_within_its_budget(game: Any) -> None:
    for name, state in costly(game.id):
        assert not game.check_state(state), name
        for budget_ms in (1, 50, 200):
            elapsed, found = _timed_search(game, state, budget_ms)
            assert elapsed <= budget_ms / 1000 + SLACK_S, (game.id, name, budget_ms, elapsed)
            _legal(game, state, found.move)


@pytest.mark.parametrize("level", ["random", "greedy"])
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_random_and_greedy_are_bounded(game: Any, level: str) -> None:
    """CPU on every costly position; memory (tracemalloc slows a call down several times) on
    the one with the largest listing, where it peaks (1.6 MB at most, found on all of them)."""
    largest = max(costly(game.id), key=lambda item: game.legal_moves(item[1], 0).count)
    for name, state in costly(game.id):
        started = time.process_time()
        found = suggest(game, state, level, seed=3)
        cpu = time.process_time() - started
        assert cpu <= CPU_S, (game.id, name, level, cpu)
        _legal(game, state, found.move)
        if name != largest[0]:
            continue
        tracemalloc.start()
        try:
            suggest(game, state, level, seed=3)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert peak <= PEAK_BYTES, (game.id, name, level, peak)


def test_the_crowded_mulle_table_answers_at_once_over_http() -> None:
    """The request that took a worker 30 s and 900 MB: random on 88 loose cards, and search
    with a budget of 1 ms, each well within a second through the whole route."""
    game = find_game("mulle-glimne")
    state = crowded_last_round(game)
    assert state is not None and len(state.table.cards) == 88
    assert game.legal_moves(state, 0).count > 10**9
    client: FlaskClient = create_app({"TESTING": True}).test_client()
    plain = FAMILIES["fishing"].state_to_plain(state)
    for body in ({"level": "random", "seed": 3}, {"level": "search", "budget_ms": 1}):
        started = time.perf_counter()
        answer = client.post("/v1/games/mulle-glimne/suggest", json={"state": plain, **body})
        elapsed = time.perf_counter() - started
        assert answer.status_code == 200, answer.get_data(as_text=True)
        assert elapsed < 0.5, (body, elapsed)


def test_random_reaches_every_hand_card_of_a_crowded_table() -> None:
    """Past the listing's bound the first decision is drawn first: every hand card is played
    by some seed (the listing alone would offer the first card's captures only)."""
    game = find_game("kasino")
    state = crowded_last_round(game)
    assert state is not None
    first = game.legal_moves(state, LISTED).moves
    assert len({move.card for move in first}) == 1  # the bound holds one card's moves
    cards = Counter(suggest(game, state, "random", seed=seed).move.card for seed in range(80))
    assert set(cards) == set(state.hands[state.to_move])
    assert min(cards.values()) >= 8  # about 20 each: uniform over the four cards


def test_random_is_uniform_over_a_whole_listing() -> None:
    """Under the bound every legal move is equally likely (a seeded draw, so no flake)."""
    game = find_game("kasino")
    states = mid_deal_states(game, seed=2, count=40)
    state = next(s for s in states if 8 <= game.legal_moves(s, 0).count <= LISTED)
    moves = game.legal_moves(state, LISTED).moves
    rng = random.Random(1)
    draws = Counter(repr(uniform(game, state, rng)[0]) for _ in range(200 * len(moves)))
    assert set(draws) == {repr(move) for move in moves}
    assert max(draws.values()) < 260 and min(draws.values()) > 140  # 200 each, 4 sigma ~ 57


def test_the_1000_discard_is_drawn_exactly() -> None:
    """352,716 ways (or 92,378) to lay away: each draw is legal, and the sizes of the repeated
    card's share follow the number of ways (fewest copies of T1 first in the listing)."""
    game = find_game("1000")
    name, state = costly("1000")[0]
    count = game.legal_moves(state, 0).count
    assert count > LISTED, name
    rng = random.Random(5)
    drawn = [uniform(game, state, rng) for _ in range(300)]
    assert all(total == count for _, total in drawn)
    for move, _ in drawn[:40]:
        _legal(game, state, move)
    assert len({move.cards for move, _ in drawn}) > 290  # uniform over some 10^5: few repeats
    assert pieces(game, state) is None


def test_a_cut_search_says_so_and_answers_the_best_gain() -> None:
    game = find_game("mulle-glimne")
    state = crowded_last_round(game)
    found = search(game, state, state.to_move, seed=1, budget_ms=1)
    assert found.capped and found.simulations == 0
    _legal(game, state, found.choice.move)
    answer = suggest(game, state, "search", budget_ms=1)
    assert answer.cut and answer.reason.endswith("the best gain."), answer.reason
    assert not suggest(game, state, "random").cut
