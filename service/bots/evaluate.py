"""How well a seat stands, by the game's own scoring (no second scoring is written here).

``sheet(game, state)`` is each side's points were the deal scored now, as the game's hooks
read them (:meth:`~service.core.insight.BotHooks.sheet`): the fishing games' score sheet
over the piles captured so far, Femhundra's hand sheet with the cards still in hand counted
against, the 800 family's cards won, discards and declarations. At the end of a deal it is
the deal's real score. A seat's *margin* is its side's points less the best other side's; in
a game where the lowest total wins the sign is turned (:class:`~service.core.insight.Sheet`).
"""

from __future__ import annotations

from typing import Any

from service.core.game import Game
from service.core.insight import Sheet

__all__ = ["Sheet", "sheet"]


def sheet(game: Game[Any, Any], state: Any) -> Sheet:
    """The score sheet of ``state`` as it stands."""
    return game.bot_hooks.sheet(state)
