"""One short sentence on what a move does, for a suggestion's ``reason``.

The words are the game's own (:meth:`~service.core.insight.BotHooks.describe`); each clause
is a :func:`~service.core.text.msg`, so the HTTP layer can answer in the client's language
(docs/translations.md); card codes and numbers stay as they are.
"""

from __future__ import annotations

from typing import Any

from service.core.game import Game
from service.core.insight import described
from service.core.text import Text, msg


def describe(move: Any, before: Any, after: Any, game: Game[Any, Any] | None = None) -> Text:
    """What ``move`` does, as a clause without a full stop (``Takes 3 cards with 7S``): by
    ``game``'s hooks, or without the game by the family the states belong to."""
    if game is not None:
        return game.bot_hooks.describe(move, before, after)
    return described(move, before, after)


def points(value: float) -> Text:
    """A points figure for a sentence: ``+2 points``, ``-0.5 points``, ``no points``."""
    if value == 0:
        return msg("no points")
    shown = f"{value:+.1f}".removesuffix(".0")
    if abs(value) == 1:
        return msg("{points} point", points=shown)
    return msg("{points} points", points=shown)
