"""Whatever a client sends, the engine answers with a value or a refusal, never a crash.

Valid states are corrupted at random places with random junk; reading either refuses with
``InvalidInput`` or gives a state that ``check_state`` can judge; a state it passes must list,
validate, apply and score without an exception.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.core.verdict import InvalidInput
from service.games.tarot.state import Declare, DiscardWidow, FjontExchange, Phase, Play
from service.games.tarot.wire import move_from_plain, state_from_plain, state_to_plain
from tests.tarot.builders import game, random_playout

JUNK: list[Any] = [
    None,
    True,
    -1,
    0,
    1,
    3,
    99,
    2**60,
    1.5,
    "",
    "KS",
    "T1",
    "FJ",
    "XX",
    "play",
    "deal_over",
    "fjont_exchange",
    "declaration",
    [],
    ["KS"],
    ["T1", "T1"],
    [[]],
    {},
    {"a": 1},
    [0, 0],
    [0, 0, 0, 0],
    {"player": 0, "creditor": 1},
    [{"seat": 0, "card": "KS"}],
]


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if prefix:
        yield prefix
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            yield from _paths(value, (*prefix, index))


def _set(obj: Any, path: tuple[Any, ...], value: Any) -> None:
    """Put ``value`` at ``path`` if the path still exists (an earlier change may have cut it)."""
    try:
        for key in path[:-1]:
            obj = obj[key]
        obj[path[-1]] = value
    except (KeyError, IndexError, TypeError):
        return


@pytest.mark.parametrize("game_id", ["800", "1000", "150", "fjabbe"])
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), rng=st.randoms())
def test_corrupted_states_never_crash(game_id: str, seed: int, rng: random.Random) -> None:
    g = game(game_id)
    players = g.variant.players
    options = g.resolve_options(
        {"fjont_exchange_card": rng.choice(["any", "lowest_value"])}, players
    )
    states = random_playout(game_id, g.deal(players, options, 0, seed), rng)
    base = state_to_plain(rng.choice(states))
    places = list(_paths(base))
    for _ in range(12):
        plain = copy.deepcopy(base)
        for _ in range(rng.randint(1, 3)):
            _set(plain, rng.choice(places), copy.deepcopy(rng.choice(JUNK)))
        try:
            state = state_from_plain(plain)
        except InvalidInput:
            continue
        if g.check_state(state):
            continue
        for move in g.legal_moves(state, 10).moves:
            g.apply(state, move)
        if state.phase is Phase.DEAL_OVER:
            g.score(state)


@settings(max_examples=60, deadline=None)
@given(
    st.fixed_dictionaries(
        {"type": st.sampled_from(["play", "declare", "discard_widow", "fjont_exchange"])},
        optional={
            "player": st.sampled_from(JUNK),
            "card": st.sampled_from(JUNK),
            "cards": st.sampled_from(JUNK),
            "sets": st.sampled_from(JUNK),
            "sequences": st.sampled_from(JUNK),
        },
    )
)
def test_junk_moves_are_refused_or_judged(data: dict[str, Any]) -> None:
    g = game("800")
    state = g.deal(4, g.resolve_options({}, 4), 0, 3)
    try:
        move = move_from_plain(data)
    except InvalidInput:
        return
    assert isinstance(move, (Play, Declare, DiscardWidow, FjontExchange))
    verdict = g.validate(state, move)
    assert verdict.legal or verdict.violations
