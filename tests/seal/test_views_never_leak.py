"""A seat's view never depends on what that seat may not see (issue 19, item 6).

For every game: random mid-deal states; for each seat, everything hidden from it is
reshuffled (other hands among themselves with counts kept, the stock's order and content, the
seeds) and its view must not change. Runs 1,000 states per game.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from service.games import GAMES
from service.games.femhundra.wire import view_plain as femhundra_view
from service.games.fishing.wire import view_plain as fishing_view
from service.games.tarot.wire import view_plain as tarot_view
from tests.seal.playout import mid_deal_states
from tests.seal.reshuffle import reshuffle_hidden

VIEWS = {"fishing": fishing_view, "femhundra": femhundra_view, "tarot": tarot_view}
STATES_PER_GAME = 1000


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_reshuffling_the_hidden_cards_leaves_every_view_unchanged(game: Any) -> None:
    view = VIEWS[game.family]
    rng = random.Random(game.id)
    checked = 0
    for state in mid_deal_states(game, seed=len(game.id), count=STATES_PER_GAME):
        for seat in range(state.players):
            shuffled = reshuffle_hidden(state, seat, rng)
            assert view(shuffled, seat) == view(state, seat), (game.id, seat)
        checked += 1
    assert checked == STATES_PER_GAME


def test_the_reshuffle_really_moves_hidden_cards() -> None:
    """Guard against a reshuffler that changes nothing (the property would then be empty)."""
    game = next(game for game in GAMES if game.id == "kasino")
    state = next(iter(mid_deal_states(game, seed=1, count=1)))
    moved = reshuffle_hidden(state, 0, random.Random(2))
    assert moved.hands[0] == state.hands[0]
    assert (moved.hands[1:], moved.stock) != (state.hands[1:], state.stock)
    assert sorted(c for h in moved.hands for c in h) + sorted(moved.stock) != []
    assert sorted([*sum(moved.hands, ()), *moved.stock]) == sorted(
        [*sum(state.hands, ()), *state.stock]
    )
