"""The first-decision split that random and greedy read on crowded tables is the game's own
listing, cut into pieces: put back together it is the listing, move for move."""

from __future__ import annotations

from typing import Any

import pytest

from service.bots.sampling import pieces, spread
from service.games import GAMES
from tests.bots.positions import crowding_play
from tests.seal.playout import mid_deal_states

FISHING = [game for game in GAMES if game.family == "fishing"]
WHOLE = 2_000


@pytest.mark.parametrize("game", FISHING, ids=lambda game: game.id)
def test_the_pieces_make_up_the_listing(game: Any) -> None:
    compared = 0
    states = [*mid_deal_states(game, seed=4, count=30), *crowding_play(game, 1, 2)]
    for state in states:
        listing = game.legal_moves(state, WHOLE)
        split = pieces(game, state)
        if split is None or len(listing.moves) != listing.count:
            continue
        joined = [move for piece in split for move in piece(WHOLE)]
        assert joined == list(listing.moves), (game.id, state.round)
        firsts = [piece(1) for piece in split]
        assert all(len(first) <= 1 for first in firsts)
        compared += 1
    assert compared >= 20


@pytest.mark.parametrize("game", FISHING, ids=lambda game: game.id)
def test_spread_is_the_listing_when_it_fits(game: Any) -> None:
    for state in mid_deal_states(game, seed=6, count=10):
        listing = game.legal_moves(state, 500)
        if len(listing.moves) == listing.count:
            assert spread(game, state, 500) == listing.moves
