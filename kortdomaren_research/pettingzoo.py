"""The twelve games as PettingZoo AEC environments: ``env(game="kasino", players=2)``.

An episode is one deal. The agents are ``player_0`` … ``player_<n-1>`` (the seats). Chance
(the shuffle, Femhundra's reshuffles) is drawn by the environment from its generator, seeded by
``reset(seed=...)``. Each agent observes a dict: ``observation``, the seat's view as the
vector of :mod:`kortdomaren_research.observation`, and ``action_mask``, 1 for each legal
action of the encoding in docs/research.md (all zero when the agent is not to move). The
rewards come at the end of the deal: each seat's side's points on the game's score sheet
(negated where the lowest total wins). A deal that reaches ``max_moves`` is truncated.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from kortdomaren_research import observation
from kortdomaren_research.table import CHANCE, Table, make_spec


class KortdomarenEnv(AECEnv):  # type: ignore[misc]
    """One deal of one of the twelve games."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "kortdomaren_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str = "kasino",
        players: int | None = None,
        options: dict[str, Any] | None = None,
        dealer: int = 0,
        max_moves: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.spec = make_spec(game, players, options, dealer, max_moves)
        self.render_mode = render_mode
        n = self.spec.players
        self.possible_agents = [f"player_{seat}" for seat in range(n)]
        size = observation.size(self.spec)
        # a card may be counted in two zones (a joker and the card it stands for): no tight bound
        box = spaces.Box(0.0, float(len(self.spec.pack)), (size,), np.float32)
        mask = spaces.Box(0, 1, (self.spec.num_actions,), np.int8)
        self.observation_spaces = {
            agent: spaces.Dict({"observation": box, "action_mask": mask})
            for agent in self.possible_agents
        }
        self.action_spaces = {
            agent: spaces.Discrete(self.spec.num_actions) for agent in self.possible_agents
        }
        self.table = Table(self.spec)
        self._rng = random.Random()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self._seat(agent)
        mask = np.zeros(self.spec.num_actions, np.int8)
        if self.table.current_player() == seat:
            mask[self.table.legal_actions()] = 1
        vector = np.asarray(observation.tensor(self.table, seat), np.float32)
        return {"observation": vector, "action_mask": mask}

    def _chance(self) -> None:
        """Draw every chance outcome up to the next decision."""
        while self.table.current_player() == CHANCE:
            outcomes = self.table.chance_outcomes()
            ids = [o for o, _ in outcomes]
            weights = [p for _, p in outcomes]
            self.table.apply(self._rng.choices(ids, weights)[0])

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = random.Random(seed)
        self.table = Table(self.spec)
        self._chance()
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.table.current_player()]

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if int(action) not in self.table.legal_actions():
            raise ValueError(f"action {action} is not legal for {agent}")
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self.table.apply(int(action))
        self._chance()
        if self.table.is_terminal():
            returns = self.table.returns()
            truncated = self.table.state.to_move is not None  # the move cap, not the rules
            for seat, name in enumerate(self.possible_agents):
                self.rewards[name] = float(returns[seat])
                self.terminations[name] = not truncated
                self.truncations[name] = truncated
        else:
            self.agent_selection = self.possible_agents[self.table.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            print(self.render())

    def render(self) -> str:
        seat = max(self.table.current_player(), 0)
        return self.table.observation_string(seat)

    def close(self) -> None:
        pass


def raw_env(**kwargs: Any) -> KortdomarenEnv:
    """The environment without PettingZoo's checking wrappers."""
    return KortdomarenEnv(**kwargs)


def env(**kwargs: Any) -> Any:
    """The environment in PettingZoo's usual wrappers (illegal moves end the episode with a
    penalty instead of raising; actions out of range are refused; order is enforced)."""
    found = raw_env(**kwargs)
    found = wrappers.TerminateIllegalWrapper(found, illegal_reward=-1)
    found = wrappers.AssertOutOfBoundsWrapper(found)
    return wrappers.OrderEnforcingWrapper(found)
