"""What a bot may know: the state with everything its seat cannot see dealt anew.

A seat sees its own hand, the table, the piles and the counts of the other hands and the
stock, never their cards nor the seeds (the seat's view the API shows). The game's hooks
(:meth:`~service.core.insight.BotHooks.world`) pool the hidden cards in a canonical order,
shuffle them with the bot's own seeded generator and deal them back in the same counts; the
seeds are replaced. The result depends only on the seat's view and the generator, so two
states that one seat cannot tell apart give the same world.
"""

from __future__ import annotations

import random
from typing import Any

from service.core.game import Game


def world(game: Game[Any, Any], state: Any, seat: int, rng: random.Random) -> Any:
    """One world consistent with what ``seat`` sees of ``state``, drawn with ``rng``."""
    return game.bot_hooks.world(state, seat, rng)
