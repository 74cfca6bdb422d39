"""Nothing a client can send crashes the engine: mutated states are refused with problems, and
every state check_state accepts can be listed, validated and played."""

from __future__ import annotations

import copy
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.core.verdict import InvalidInput
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.options import FemhundraOptions
from service.games.femhundra.state import FemhundraState
from service.games.femhundra.wire import move_from_plain, state_from_plain, state_to_plain

from .candidates import candidate
from .driver import play_deal

JUNK: list[Any] = [None, -1, 0, 1, 2, 7, 10**20, True, "x", "JK", "AS", "10H", [], {}, [1], 3.5]
CARDS = ["AS", "2C", "KD", "10H", "JK", "QS", "5D"]


def _plain_states(seed: int) -> list[dict[str, Any]]:
    options = FemhundraOptions(taget=seed % 2 == 0, round_the_corner=seed % 3 != 0)
    state = FEMHUNDRA.deal(2 + seed % 5, options, 0, seed)
    _, states = play_deal(state, seed)
    picks = random.Random(seed).sample(states, min(6, len(states)))
    return [state_to_plain(s) for s in picks]


def _move_card(data: dict[str, Any], rng: random.Random) -> None:
    """Move one card between hands, stock and pile: the deck stays whole."""
    zones = [*data["hands"], data["stock"], data["pile"]]
    source = rng.choice([zone for zone in zones if zone])
    rng.choice(zones).append(source.pop(rng.randrange(len(source))))


def _mutate(plain: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    data = copy.deepcopy(plain)
    if rng.random() < 0.5:
        for _ in range(rng.randint(1, 4)):
            _move_card(data, rng)
        if rng.random() < 0.3:
            data["turn"]["number"] = rng.randrange(0, 40)
        return data
    for _ in range(rng.randint(1, 3)):
        target: Any = data
        path = []
        while isinstance(target, (dict, list)) and target and rng.random() < 0.7:
            key = (
                rng.choice(list(target)) if isinstance(target, dict) else rng.randrange(len(target))
            )
            path.append((target, key))
            target = target[key]
        if not path:
            continue
        parent, key = path[-1]
        choice = rng.random()
        if choice < 0.4:
            parent[key] = rng.choice(JUNK + CARDS)
        elif choice < 0.6 and isinstance(parent, list):
            parent.pop(key)
        elif choice < 0.8 and isinstance(parent, list):
            parent.append(rng.choice(CARDS))
        elif isinstance(parent, dict):
            del parent[key]
    return data


def _read(data: dict[str, Any]) -> FemhundraState | None:
    """The state, or None when it is refused with problems pointing into /state."""
    try:
        return state_from_plain(data)
    except InvalidInput as refused:
        problems = refused.problems
    assert problems and all(p.pointer.startswith("/state") for p in problems)
    return None


@settings(
    max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=st.integers(min_value=0, max_value=10**9))
def test_mutated_states_never_crash(seed: int) -> None:
    rng = random.Random(seed)
    for plain in _plain_states(seed):
        for _ in range(25):
            data = _mutate(plain, rng)
            state = _read(data)
            if state is None:
                continue
            problems = FEMHUNDRA.check_state(state)
            if problems:
                assert all(p.pointer.startswith("/state") for p in problems)
                continue
            listed = FEMHUNDRA.legal_moves(state, 50)
            for move in listed.moves[:5]:
                FEMHUNDRA.apply(state, move)
            for _ in range(5):
                FEMHUNDRA.validate(state, candidate(state, rng))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(
    data=st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=4) | st.sampled_from(CARDS),
        lambda inner: (
            st.lists(inner, max_size=4)
            | st.dictionaries(
                st.sampled_from(
                    [
                        "type",
                        "player",
                        "cards",
                        "card",
                        "source",
                        "target",
                        "end",
                        "ace",
                        "joker_as",
                        "reshuffle",
                        "x",
                    ]
                ),
                inner,
                max_size=5,
            )
        ),
        max_leaves=12,
    )
)
def test_any_move_data_is_read_or_refused(data: Any) -> None:
    state = FEMHUNDRA.deal(3, FemhundraOptions(), 0, 1)
    try:
        move = move_from_plain(data)
    except InvalidInput as refused:
        problems = refused.problems
    else:
        FEMHUNDRA.validate(state, move)
        return
    assert all(p.pointer.startswith("/move") for p in problems)
