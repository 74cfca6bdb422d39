"""A cheap rollout policy for trick play, on the game's own trick rules.

Greedy judges a move by applying it; in a rollout that costs an apply per legal card at every
ply. This policy reads the trick instead, through the game's hooks
(:meth:`~service.core.insight.BotHooks.trick_choices`; the 800 family's): win the trick for
one's side with the weakest card that does, else throw the card worth least. Declaring,
laying away and the Fjønt exchange, and every game without tricks, are left to greedy.
"""

from __future__ import annotations

import random
from typing import Any

from service.bots.clock import NEVER, Deadline
from service.bots.policies import MOST_JUDGED, greedy_move
from service.bots.sampling import spread
from service.core.game import Game


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
    pick = game.bot_hooks.trick_choices(state, moves)
    if pick is None:
        return greedy_move(game, state, rng, deadline, most)
    return game.apply(state, rng.choice(pick)).state
