"""Finishing a deal on purpose: every card already in chosen piles, one card left to play.

Scoring and match rules are about what the piles hold when the deal ends, so these tests
build the last play of a deal (the dealer trails ``last_card`` onto an empty table) with the
piles they need, and apply it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.games.fishing.engine import FishingGame
from service.games.fishing.state import FishingMove, FishingState
from tests.fishing.positions import position


def finished(
    game: FishingGame,
    piles: Mapping[int, Sequence[str]],
    rest_to: int,
    *,
    players: int = 2,
    last_card: str = "KD",
    options: Mapping[str, Any] | None = None,
    scores: Sequence[int] | None = None,
    tabbar: Mapping[int, int] | None = None,
    last_player: int | None = None,
) -> FishingState:
    """The deal just ended: the last card trailed (by the dealer, seat n-1, unless the game's
    last round ends elsewhere), leftovers to ``rest_to``."""
    seat = players - 1 if last_player is None else last_player
    state = position(
        [],
        [last_card],
        players=players,
        dealer=players - 1,
        to_move=seat,
        piles=piles,
        rest_to=rest_to,
        options=options,
        scores=scores,
        tabbar=tabbar,
        game=game,
    )
    return game.apply(state, FishingMove(seat, last_card)).state


def items(game: FishingGame, state: FishingState) -> dict[tuple[int | None, str], int]:
    """Score items as ``{(seat, code): points}``."""
    return {(item.seat, item.code): item.points for item in game.score(state).items}
