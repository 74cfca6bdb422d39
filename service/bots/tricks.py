"""A cheap rollout policy for the 800 family's trick play, on the game's own trick rules.

Greedy judges a move by applying it; in a rollout that costs an apply per legal card at every
ply. This policy reads the trick instead (R800-PLAY-8, :func:`trick_winner`): win the trick
for one's side with the weakest card that does, else throw the card worth least (R800-PTS-1).
Declaring, laying away and the Fjønt exchange are left to greedy (they happen once a deal).
"""

from __future__ import annotations

import random
from typing import Any

from service.bots.clock import NEVER, Deadline
from service.bots.policies import MOST_JUDGED, greedy_move
from service.bots.sampling import spread
from service.core.game import Game
from service.games.tarot.deck import POWER, half_points
from service.games.tarot.engine import TarotGame
from service.games.tarot.state import Play, Played, TarotState
from service.games.tarot.tricks import trick_winner


def trick_move(
    game: Game[Any, Any],
    state: Any,
    rng: random.Random,
    deadline: Deadline = NEVER,
    most: int = MOST_JUDGED,
) -> Any:
    """The successor after the policy's move (ties drawn with ``rng``); a step that is not a
    card played is greedy's among at most ``most`` moves."""
    deadline.check()
    moves = spread(game, state, most)
    if not isinstance(game, TarotGame) or not isinstance(state, TarotState):
        return greedy_move(game, state, rng, deadline, most)
    plays = [move for move in moves if isinstance(move, Play)]
    if len(plays) != len(moves):
        return greedy_move(game, state, rng, deadline, most)
    variant = game.variant
    seat = state.to_move
    assert seat is not None  # a rollout stops when nobody is to move
    side = variant.side_of(seat)

    def wins(move: Play) -> bool:
        return variant.side_of(trick_winner((*state.trick, Played(seat, move.card)))) == side

    winning = [move for move in plays if wins(move)]
    if winning:
        low = min(POWER[move.card] for move in winning)
        pick = [move for move in winning if POWER[move.card] == low]
    else:
        cheapest = min((half_points(m.card), POWER[m.card]) for m in plays)
        pick = [m for m in plays if (half_points(m.card), POWER[m.card]) == cheapest]
    return game.apply(state, rng.choice(pick)).state
