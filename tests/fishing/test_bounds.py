"""Every zone of a fishing state is bounded before any check reads it (fishing/bounds.py)."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from service.core.verdict import Problem
from service.games import find_game
from service.games.fishing.engine import FishingGame
from service.games.fishing.state import Build, BuildAction, FishingState, Table


def _game(game_id: str) -> FishingGame:
    game = find_game(game_id)
    assert isinstance(game, FishingGame)
    return game


def _deal(game: FishingGame, players: int = 2) -> FishingState:
    options = game.resolve_options({}, players)
    return game.deal(players, options, 0, 7, None)  # type: ignore[no-any-return]


def _checked(game: FishingGame, state: FishingState) -> list[Problem]:
    """The state check's problems; it must cost a game's worth of work, not the zone's."""
    started = time.process_time()
    problems = list(game.check_state(state))
    assert time.process_time() - started < 0.05
    return problems


def test_a_dealt_state_is_within_its_bounds() -> None:
    for game_id in ("kasino", "mulle-glimne", "byggkasino"):
        game = _game(game_id)
        assert not [p for p in _checked(game, _deal(game)) if p.code == "too_many_items"]


@pytest.mark.parametrize(("game_id", "deck"), [("kasino", 52), ("mulle-sassersson", 104)])
def test_a_hand_holds_no_more_than_the_pack(game_id: str, deck: int) -> None:
    """CORE-CARD-1: 52 cards, 104 in Mulle; 50,000 aces of spades are one problem, not 50,000."""
    game = _game(game_id)
    state = _deal(game)
    at_most = replace(state, hands=(("AS",) * deck, state.hands[1]))
    assert not [p for p in _checked(game, at_most) if p.code == "too_many_items"]
    huge = replace(state, hands=(("AS",) * 50_000, state.hands[1]))
    assert _checked(game, huge) == [
        Problem(
            "/state/hands/0",
            "too_many_items",
            f"There may be at most {deck} cards (CORE-CARD-1); there are 50000.",
            "CORE-CARD-1",
        )
    ]


def test_seats_are_bounded_by_the_players_a_game_seats() -> None:
    """CORE-SEAT-1: four seats at most."""
    game = _game("kasino")
    state = _deal(game)
    problems = _checked(game, replace(state, captured=((),) * 10_000))
    assert [(p.pointer, p.rule) for p in problems] == [("/state/captured", "CORE-SEAT-1")]


def test_a_match_history_is_bounded() -> None:
    game = _game("kasino")
    state = _deal(game)
    match = replace(state.match, history=((0, 0),) * 20_000)
    problems = _checked(game, replace(state, match=match))
    assert [(p.pointer, p.code) for p in problems] == [("/state/match/history", "too_many_items")]
    assert "500 finished deals" in problems[0].message


def test_builds_are_bounded_in_all() -> None:
    """A build's actions each play a card (CORE-TURN-2): 52 in all in Byggkasino, however
    they are spread over builds; build parts likewise."""
    game = _game("byggkasino")
    state = _deal(game)
    action = BuildAction(0, "add")
    build = Build("b1", 7, (("7S",),), 0, 7, (BuildAction(0, "create"), *(action,) * 30))
    builds = tuple(replace(build, id=f"b{i}") for i in range(1, 3))
    problems = _checked(game, replace(state, table=Table(state.table.cards, builds)))
    assert [(p.pointer, p.code) for p in problems] == [("/state/table/builds", "too_many_items")]
    assert problems[0].message.startswith(
        "There may be at most 52 actions, each playing a card in all"
    )
    many = tuple(replace(build, id=f"b{i}", history=build.history[:1]) for i in range(5_000))
    problems = _checked(game, replace(state, table=Table(state.table.cards, many)))
    assert [p.pointer for p in problems] == ["/state/table/builds"]
