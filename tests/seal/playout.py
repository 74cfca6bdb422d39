"""Random mid-deal states of any game, by random play through the Game protocol only."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from service.core.game import Game

#: Listing more moves than this only slows the walk down; the first moves are varied enough.
LISTED = 24


def mid_deal_states(game: Game[Any, Any], seed: int, count: int) -> Iterator[Any]:
    """``count`` states with a player to move, from seeded random play over several deals and
    every player count of the game."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        players = rng.choice(game.player_counts)
        options = game.resolve_options({}, players)
        state = game.deal(players, options, rng.randrange(players), rng.randrange(2**31))
        while getattr(state, "to_move", None) is not None and made < count:
            yield state
            made += 1
            listing = game.legal_moves(state, LISTED)
            state = game.apply(state, rng.choice(listing.moves)).state
