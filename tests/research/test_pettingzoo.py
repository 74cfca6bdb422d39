"""The twelve games as PettingZoo AEC environments, checked by PettingZoo's own tests."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test

from kortdomaren_research.pettingzoo import env
from kortdomaren_research.table import GAME_IDS

pytestmark = pytest.mark.timeout(300)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_api_and_seed_tests_pass(game_id: str) -> None:
    with warnings.catch_warnings():
        # a dict observation with an action mask is what PettingZoo's own card games use
        warnings.simplefilter("ignore", UserWarning)
        api_test(env(game=game_id), num_cycles=100, verbose_progress=False)
        seed_test(lambda: env(game=game_id), num_cycles=100)


def test_a_whole_deal_with_masks_only() -> None:
    game = env(game="byggkasino", players=3)
    game.reset(seed=7)
    rng = np.random.default_rng(7)
    steps = 0
    for agent in game.agent_iter():
        obs, _, termination, truncation, _ = game.last()
        if termination or truncation:
            game.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.sum() >= 1
        game.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
        assert agent.startswith("player_")
    assert steps >= 48  # every card of a 52-card pack is played (4 start on the table)
    assert len(game.rewards) == 3 or not game.agents
