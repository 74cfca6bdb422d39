"""The twelve games through OpenSpiel: registered, checked by OpenSpiel's own random-play test
(serialization included), and seen by each seat only as its view allows."""

from __future__ import annotations

import json
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from kortdomaren_research import openspiel  # noqa: E402
from kortdomaren_research.table import GAME_IDS, short_name  # noqa: E402

pytestmark = pytest.mark.timeout(300)

#: Femhundra's random deals run to the move cap: a lower cap keeps its check as short as the rest.
PARAMS = {"femhundra": {"max_moves": 80}}


def test_every_game_is_registered_under_its_name() -> None:
    names = set(pyspiel.registered_names())
    assert {short_name(g) for g in GAME_IDS} <= names
    assert short_name("kasino-fi") == "kortdomaren_kasino_fi"
    assert len(openspiel.NAMES) == 12


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_sim_test_passes(game_id: str) -> None:
    game = pyspiel.load_game(short_name(game_id), PARAMS.get(game_id, {}))
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_options_and_players_are_parameters() -> None:
    game = pyspiel.load_game("kortdomaren_kasino", {"players": 3, "forced_capture": True})
    assert game.num_players() == 3
    spec = game.spec
    assert spec.options.forced_capture is True
    nested = pyspiel.load_game(
        "kortdomaren_mulle_glimne", {"building_two_card_simple_builds": False}
    )
    assert nested.spec.raw_options == {"building": {"two_card_simple_builds": False}}
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game("kortdomaren_800", {"players": 2})


def _random_state(game: object, rng: random.Random, decisions: int) -> object:
    state = game.new_initial_state()  # type: ignore[attr-defined]
    made = 0
    while not state.is_terminal() and (state.is_chance_node() or made < decisions):
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            made += 1
    return state


def _dealt(game: object, order: list[int]) -> object:
    state = game.new_initial_state()  # type: ignore[attr-defined]
    for action in order:
        state.apply_action(action)
    return state


def _public(engine: object) -> object:
    """What every seat sees of a new deal: the fishing table, Femhundra's pile, nothing in
    the 800 family."""
    return getattr(engine, "table", None), getattr(engine, "pile", None)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_what_a_seat_sees_changes_with_its_cards_only(game_id: str) -> None:
    """Swap two cards of the pack that land where seat 0 cannot see them (another hand, the
    stock): it sees the same; swap one that lands in its own hand: it sees a difference."""
    game = pyspiel.load_game(short_name(game_id))
    dealt = _random_state(game, random.Random(game_id), 0)
    order = list(dealt.history())
    engine = dealt.table.state
    seat = 0
    hidden = shown = None
    for i in range(len(order)):
        for j in range(i + 1, len(order)):
            if order[i] == order[j]:
                continue
            new = list(order)
            new[i], new[j] = new[j], new[i]
            other = _dealt(game, new)
            after = other.table.state
            mine = after.hands[seat] == engine.hands[seat]
            moved = (after.hands, after.stock) != (engine.hands, engine.stock)
            if hidden is None and mine and moved and _public(after) == _public(engine):
                hidden = other
            if shown is None and not mine:
                shown = other
        if hidden is not None and shown is not None:
            break
    assert hidden is not None and shown is not None
    for view in ("information_state_string", "observation_string"):
        assert getattr(hidden, view)(seat) == getattr(dealt, view)(seat)
    assert hidden.observation_tensor(seat) == dealt.observation_tensor(seat)
    assert shown.information_state_string(seat) != dealt.information_state_string(seat)
    assert shown.observation_tensor(seat) != dealt.observation_tensor(seat)


def test_action_strings_are_the_api_moves() -> None:
    game = pyspiel.load_game("kortdomaren_kasino")
    state = _random_state(game, random.Random(1), 0)
    for action in state.legal_actions():
        text = state.action_to_string(state.current_player(), action)
        if text.startswith("{"):
            move = json.loads(text)
            assert move["player"] == state.current_player()
            assert "card" in move
        else:
            assert text.startswith("card:")


def test_returns_are_the_deal_score_sheet() -> None:
    game = pyspiel.load_game("kortdomaren_kasino")
    state = _random_state(game, random.Random(5), 10_000)
    assert state.is_terminal()
    report = game.spec.game.score(state.table.state)
    assert state.returns() == [float(t) for t in report.totals]
