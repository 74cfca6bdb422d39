"""``resample_from_infostate``: a state the seat cannot tell apart, with its hidden cards dealt
anew (property-tested over seeded random deals of every game)."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from kortdomaren_research import openspiel  # noqa: E402, F401
from kortdomaren_research.table import GAME_IDS, short_name  # noqa: E402

pytestmark = pytest.mark.timeout(300)


def _played(game: object, rng: random.Random) -> object:
    state = game.new_initial_state()  # type: ignore[attr-defined]
    decisions = rng.randrange(1, 40)
    while not state.is_terminal() and decisions:
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            decisions -= 1
    return state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_resampled_state_has_the_same_information_state(game_id: str) -> None:
    game = pyspiel.load_game(short_name(game_id))
    moved = 0
    for seed in range(4):
        rng = random.Random(f"{game_id}:{seed}")
        state = _played(game, rng)
        if state.is_terminal():
            continue
        seat = rng.randrange(game.num_players())
        other = state.resample_from_infostate(seat, rng.random)
        assert other.information_state_string(seat) == state.information_state_string(seat)
        assert other.current_player() == state.current_player()
        if other.current_player() == seat:
            assert other.legal_actions() == state.legal_actions()
        # the history is a real one: replaying it gives the same state
        replayed = game.new_initial_state()
        for action in other.history():
            replayed.apply_action(action)
        assert replayed.information_state_string(seat) == other.information_state_string(seat)
        moved += other.table.order != state.table.order
    # the hidden cards really are dealt anew (not the state handed back)
    assert moved >= 1


def test_openspiel_ismcts_runs_on_the_exact_resampling() -> None:
    """OpenSpiel's own (Python) ISMCTS, resampling through ``resample_from_infostate``."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("kortdomaren_kasino")
    rng = random.Random(11)
    state = game.new_initial_state()
    while state.is_chance_node() or len(state.legal_actions()) < 2:
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        else:
            state.apply_action(state.legal_actions()[0])
    bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(1, np.random.RandomState(1)),
        2.0,
        max_simulations=6,
        random_state=np.random.RandomState(1),
    )
    assert bot.step(state) in state.legal_actions()


@pytest.mark.parametrize("game_id", ["kasino", "byggkasino", "femhundra", "800", "1000"])
def test_the_bots_world_is_one_the_seat_cannot_tell_apart(game_id: str) -> None:
    """``determinized`` (the bots' own draw, used by the benchmark's ISMCTS) keeps the seat's
    information state and changes what it cannot see."""
    from kortdomaren_research.table import determinized

    game = pyspiel.load_game(short_name(game_id))
    changed = 0
    for seed in range(3):
        rng = random.Random(f"world:{game_id}:{seed}")
        state = _played(game, rng)
        if state.is_terminal():
            continue
        seat = state.current_player()
        table = determinized(state.table, seat, rng)
        assert table.information_state_string(seat) == state.information_state_string(seat)
        assert table.legal_actions() == state.table.legal_actions()
        changed += table.state.hands != state.table.state.hands
    assert changed >= 1


def test_a_femhundra_reshuffle_is_dealt_anew_where_the_seat_did_not_see() -> None:
    """After a reshuffle (of three cards or more: the first goes face up to the pile), the new
    stock's cards the seat has not seen since may move."""
    from kortdomaren_research.table import CHANCE, Table, make_spec, resample

    spec = make_spec("femhundra")
    checked = moved = 0
    for seed in range(30):
        rng = random.Random(seed)
        table = Table(spec)
        while not table.is_terminal() and not (table.reshuffled and table.current_player() >= 0):
            if table.current_player() == CHANCE:
                outcomes, probs = zip(*table.chance_outcomes(), strict=True)
                table.apply(rng.choices(outcomes, probs)[0])
            else:
                table.apply(rng.choice(table.legal_actions()))
        if table.is_terminal():
            continue
        seat = table.current_player()
        start, length, _ = table.reshuffled[-1]
        for k in range(12):  # a short reshuffle has few orders: enough draws to see one move
            other = resample(table, seat, random.Random(f"reshuffle:{k}"))
            assert other.information_state_string(seat) == table.information_state_string(seat)
            begins, _, _ = other.reshuffled[-1]  # a move may take other actions here
            moved += (
                other.actions[begins : begins + length] != table.actions[start : start + length]
            )
        checked += 1
        if checked == 3:
            break
    assert checked == 3
    assert moved >= 1
