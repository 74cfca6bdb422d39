"""Every legal move is reachable through the action interface, also where more than 256 moves
share a head (a Femhundra meld, a 1000 discard), and each action path makes exactly its move."""

from __future__ import annotations

import pickle
import random
from typing import Any

import numpy as np
import pytest

from kortdomaren_research import observation
from kortdomaren_research.table import (
    CHANCE,
    DIGITS,
    SUBCHOICES,
    Spec,
    Table,
    index_digits,
    make_spec,
    resample,
)

pytestmark = pytest.mark.timeout(300)


def _crowded(spec: Spec, seeds: range) -> tuple[Table, str]:
    """A table found by seeded random play, its seat to move, with a head of more than 256
    moves (the first such position met)."""
    for seed in seeds:
        rng = random.Random(seed)
        table = Table(spec)
        while not table.is_terminal():
            if table.current_player() == CHANCE:
                outcomes, probs = zip(*table.chance_outcomes(), strict=True)
                table.apply(rng.choices(outcomes, probs)[0])
                continue
            if table.pending is None:
                for head, moves in table.choices().items():
                    if len(moves) > SUBCHOICES:
                        return table, head
            table.apply(rng.choice(table.legal_actions()))
    raise AssertionError(f"no head with more than {SUBCHOICES} moves in {spec.game.id}")


def _reached(table: Table) -> list[tuple[tuple[int, ...], Any]]:
    """Every (action path, move) the interface offers from ``table`` (a decision node)."""
    found: list[tuple[tuple[int, ...], Any]] = []

    def walk(node: Table, path: tuple[int, ...]) -> None:
        for action in node.legal_actions():
            move = node.action_move(action)
            if move is not None:
                found.append(((*path, action), move))
                continue
            deeper = node.clone()
            deeper.apply(action)
            walk(deeper, (*path, action))

    walk(table, ())
    return found


def _applied(table: Table, path: tuple[int, ...]) -> Table:
    other = table.clone()
    for action in path:
        assert action in other.legal_actions()
        other.apply(action)
    return other


@pytest.mark.parametrize(("game_id", "seeds"), [("femhundra", range(40)), ("1000", range(10))])
def test_every_legal_move_is_reachable_and_made(game_id: str, seeds: range) -> None:
    spec = make_spec(game_id)
    table, head = _crowded(spec, seeds)
    game, state = spec.game, table.state
    listing = game.legal_moves(state, 1)
    listing = game.legal_moves(state, listing.count)
    assert listing.count_exact and len(listing.moves) == listing.count
    reached = _reached(table)
    moves = [move for _, move in reached]
    # every legal move once, none other, and the crowded head's past the 256th among them
    assert len(moves) == listing.count and set(moves) == set(listing.moves)
    assert len(set(moves)) == len(moves)
    crowded = table.choices()[head]
    assert len(crowded) > SUBCHOICES and crowded[-1] in moves
    heads = len(spec.heads)
    assert max(len(path) for path, _ in reached) <= 1 + DIGITS
    assert all(a < spec.num_actions for path, _ in reached for a in path)
    # the path is the stable encoding: the head, then k's digits, k in listing order
    at = spec.heads.index(head)
    crowded_paths = [(path, move) for path, move in reached if path[0] == at]
    assert [move for _, move in crowded_paths] == list(crowded)
    for k, (path, _) in enumerate(crowded_paths):
        assert [a - heads for a in path[1:]] == index_digits(k, len(crowded))
    # applying a path makes exactly its move (a spread sample of some 40, the last included)
    step = max(1, len(reached) // 40)
    sample = [*reached[::step], reached[-1], crowded_paths[SUBCHOICES], crowded_paths[-1]]
    for path, move in sample:
        assert table.encode(move) == list(path)
        after = _applied(table, path)
        expected = game.apply(state, move).state
        if after.reshuffle is None:
            assert after.state == expected
        assert after.made[-1] == (move, path)
        assert after.pending is None and after.digits == ()


def test_a_chosen_block_is_seen_serialized_and_resampled() -> None:
    spec = make_spec("femhundra")
    table, head = _crowded(spec, range(40))
    seat = table.current_player()
    chosen = table.clone()
    chosen.apply(spec.heads.index(head))
    blocks = chosen.legal_actions()
    assert len(blocks) == -(-len(table.choices()[head]) // SUBCHOICES) >= 2
    first, second = chosen.clone(), chosen.clone()
    first.apply(blocks[0])
    second.apply(blocks[1])
    assert first.legal_actions() == [len(spec.heads) + d for d in range(SUBCHOICES)]
    # the block chosen is part of what the seat knows, and only the seat to move sees it
    assert first.information_state_string(seat) != second.information_state_string(seat)
    assert not np.array_equal(observation.tensor(first, seat), observation.tensor(second, seat))
    other = (seat + 1) % spec.players
    assert first.information_state_string(other) == second.information_state_string(other)
    # serialization keeps it
    again = pickle.loads(pickle.dumps(second))
    assert again.digits == second.digits == (1,)
    assert again.legal_actions() == second.legal_actions()
    move = second.action_move(again.legal_actions()[0])
    assert move == table.choices()[head][SUBCHOICES]
    # a resampled table is one the seat cannot tell apart, with the same decision pending
    found = resample(second, seat, random.Random(5), tries=20)
    assert found.information_state_string(seat) == second.information_state_string(seat)
    assert found.pending == head and found.digits == (1,)


def test_openspiel_reaches_a_move_past_the_256th_and_serializes_it() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    from kortdomaren_research import openspiel  # registers the games
    from kortdomaren_research.table import short_name

    assert short_name("femhundra") in openspiel.NAMES

    spec = make_spec("femhundra")
    table, head = _crowded(spec, range(40))
    crowded = table.choices()[head]
    path = table.encode(crowded[-1])
    assert path is not None and len(path) == 3
    game = pyspiel.load_game(short_name("femhundra"))
    state = game.new_initial_state()
    for action in table.actions:
        state.apply_action(action)
    for action in path:
        assert action in state.legal_actions()
        state.apply_action(action)
        text = pyspiel.serialize_game_and_state(game, state)
        _, state = pyspiel.deserialize_game_and_state(text)
    assert state.table.made[-1] == (crowded[-1], tuple(path))
    assert game.max_game_length() >= len(state.history())


def test_each_index_digit_chosen_is_in_the_view_and_the_tensor() -> None:
    spec = make_spec("1000")
    table, head = _crowded(spec, range(10))
    n = len(table.choices()[head])
    if n <= SUBCHOICES**2:
        pytest.skip(f"the crowded head has {n} moves, two digits")
    seat = table.current_player()
    heads = len(spec.heads)
    seen = set()
    for second in (0, 1):
        other = table.clone()
        for action in (spec.heads.index(head), heads, heads + second):
            assert other.action_move(action) is None
            other.apply(action)
        assert other.digits == (0, second)
        assert other.view(seat)["digits"] == [0, second]
        seen.add(tuple(observation.tensor(other, seat)))
        seen.add(other.information_state_string(seat))
    assert len(seen) == 4
