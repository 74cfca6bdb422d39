"""A bot uses only what its seat may see: reshuffling the hidden cards changes nothing.

The hidden cards (other hands with their counts kept, the stock, the seeds; Femhundra's
cards every player saw taken stay put) are reshuffled as tests/seal's views-never-leak
tests do, and every level's suggestion must stay the same.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from service.bots import LEVELS, suggest
from service.games import GAMES
from tests.seal.playout import mid_deal_states
from tests.seal.reshuffle import reshuffle_hidden

FAMILY_GAMES = ("kasino", "byggkasino", "femhundra", "800", "fjabbe")
STATES = 30
NO_CAP = float("inf")


@pytest.mark.parametrize("game_id", FAMILY_GAMES)
def test_reshuffled_hidden_cards_leave_every_suggestion_unchanged(game_id: str) -> None:
    game: Any = next(g for g in GAMES if g.id == game_id)
    rng = random.Random(game_id)
    moved = 0
    for index, state in enumerate(mid_deal_states(game, seed=19, count=STATES)):
        seat = state.to_move
        shuffled = reshuffle_hidden(state, seat, rng)
        moved += shuffled != state
        for level in LEVELS:
            if level == "search" and index % 2:
                continue
            ask = {"seed": index, "budget_ms": 10, "cap_factor": NO_CAP}
            assert suggest(game, shuffled, level, **ask) == suggest(game, state, level, **ask), (
                game_id,
                index,
                level,
            )
    assert moved > STATES // 2  # the property is not empty: hidden cards really moved
