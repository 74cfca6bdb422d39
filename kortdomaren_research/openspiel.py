"""The twelve games registered with OpenSpiel: ``import kortdomaren_research.openspiel``.

Each game is registered as ``kortdomaren_<id>`` (``-`` becomes ``_``), e.g.
``pyspiel.load_game("kortdomaren_kasino_fi", {"players": 3})``. Its parameters are
``players``, ``dealer``, ``max_moves`` and the game's options (an option group's fields as
``<group>_<field>``; see :mod:`kortdomaren_research.table` for the sentinels that keep a
game's own default). One OpenSpiel episode is one deal; docs/research.md describes the
chance nodes, the action encoding and the observation layout.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-untyped]

from kortdomaren_research import observation
from kortdomaren_research.table import (
    CHANCE,
    GAME_IDS,
    TERMINAL,
    Table,
    make_spec,
    options_from,
    params_of,
    resample,
    short_name,
)
from service.games import find_game

#: The bounds OpenSpiel asks for: a deal's points on each family's sheet stay inside them.
UTILITY = {"fishing": 500.0, "femhundra": 5000.0, "tarot": 3000.0}


def _game_type(game_id: str) -> Any:
    game = find_game(game_id)
    assert game is not None
    spec = make_spec(game_id)
    parameters: dict[str, Any] = {
        "players": game.player_counts[0],
        "dealer": 0,
        "max_moves": spec.max_moves,
    }
    for param in params_of(game):
        parameters[param.name] = param.default
    return pyspiel.GameType(
        short_name=short_name(game_id),
        long_name=f"Kortdomaren {game.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(game.player_counts),
        min_num_players=min(game.player_counts),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


class KortdomarenGame(pyspiel.Game):  # type: ignore[misc]
    """One of the twelve games with its parameters applied."""

    game_id = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        game = find_game(self.game_id)
        assert game is not None
        self.spec = make_spec(
            self.game_id,
            int(params.get("players", game.player_counts[0])),
            options_from(game, params),
            int(params.get("dealer", 0)),
            int(params["max_moves"]) if "max_moves" in params else None,
        )
        bound = UTILITY[self.spec.family]
        info = pyspiel.GameInfo(
            num_distinct_actions=self.spec.num_actions,
            max_chance_outcomes=len(self.spec.cards),
            num_players=self.spec.players,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=None,
            max_game_length=self.spec.max_length,
        )
        super().__init__(TYPES[self.game_id], info, params)

    def new_initial_state(self) -> KortdomarenState:
        return KortdomarenState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> Observer:
        recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return Observer(self.spec, recall, params)


class KortdomarenState(pyspiel.State):  # type: ignore[misc]
    """A deal in progress (the engine's state is ``table.state``)."""

    def __init__(self, game: KortdomarenGame, table: Table | None = None) -> None:
        super().__init__(game)
        self.table = Table(game.spec) if table is None else table

    def current_player(self) -> int:
        player = self.table.current_player()
        if player == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        if player == TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        return player

    def _legal_actions(self, player: int) -> list[int]:
        return self.table.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.table.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self.table.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            player = CHANCE
        return self.table.action_to_string(int(player), int(action))

    def is_terminal(self) -> bool:
        return self.table.is_terminal()

    def returns(self) -> list[float]:
        return self.table.returns()

    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float] | Any
    ) -> KortdomarenState:
        """A state ``player_id`` cannot tell from this one, drawn uniformly (rejection on a
        replay; :func:`kortdomaren_research.table.resample`). ``probability_sampler`` (a
        function giving floats in [0, 1)) seeds the draw."""
        seed = int(float(probability_sampler()) * 2**53) if callable(probability_sampler) else 0
        table = resample(self.table, int(player_id), random.Random(seed))
        return _rebuilt(self.get_game(), table)

    def __str__(self) -> str:
        if self.table.state is None:
            return f"dealing {len(self.table.order)}/{len(self.table.spec.pack)}"
        return "\n".join(self.table.observation_string(s) for s in range(self.table.spec.players))


def _rebuilt(game: KortdomarenGame, table: Table) -> KortdomarenState:
    """A state with ``table``'s history, made by applying its actions (so that OpenSpiel's
    own record of the history agrees)."""
    state = game.new_initial_state()
    for action in table.actions:
        state.apply_action(action)
    return state


class Observer:
    """OpenSpiel's observer: the information state (perfect recall) or the current view."""

    def __init__(self, spec: Any, perfect_recall: bool, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters not supported: {params}")
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(observation.size(spec), np.float32)
        self.dict: dict[str, Any] = {}
        at = 0
        for name, length in observation.layout(spec):
            self.dict[name] = self.tensor[at : at + length]
            at += length

    def set_from(self, state: KortdomarenState, player: int) -> None:
        self.tensor[:] = observation.tensor(state.table, player)

    def string_from(self, state: KortdomarenState, player: int) -> str:
        if self.perfect_recall:
            return state.table.information_state_string(player)
        return state.table.observation_string(player)


def _game_class(game_id: str) -> type[KortdomarenGame]:
    return type(f"Kortdomaren_{short_name(game_id)}", (KortdomarenGame,), {"game_id": game_id})


TYPES: dict[str, Any] = {}
GAME_CLASSES: dict[str, type[KortdomarenGame]] = {}


def register() -> None:
    """Register every game once (importing this module does it)."""
    registered = set(pyspiel.registered_names())
    for game_id in GAME_IDS:
        TYPES[game_id] = _game_type(game_id)
        GAME_CLASSES[game_id] = _game_class(game_id)
        if short_name(game_id) not in registered:
            pyspiel.register_game(TYPES[game_id], GAME_CLASSES[game_id])


register()

NAMES: tuple[str, ...] = tuple(short_name(game_id) for game_id in GAME_IDS)
