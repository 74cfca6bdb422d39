"""The four games of the tarot family, one shared engine each with its variant's data.

``800`` (4 players, partners 0 & 2 against 1 & 3), ``1000`` (2), ``150`` (2) and ``fjabbe``
(4, each for himself, the fewest points win). The registry in ``service.games`` lists them.
"""

from __future__ import annotations

from service.core.game import Game
from service.games.tarot.engine import TarotGame
from service.games.tarot.state import Move, TarotState
from service.games.tarot.variants import EIGHT_HUNDRED, FJABBE, ONE_FIFTY, THOUSAND

ATTAHUNDRA: Game[TarotState, Move] = TarotGame(EIGHT_HUNDRED)
TUSEN: Game[TarotState, Move] = TarotGame(THOUSAND)
HUNDRAFEMTIO: Game[TarotState, Move] = TarotGame(ONE_FIFTY)
FJABBE_GAME: Game[TarotState, Move] = TarotGame(FJABBE)

TAROT_GAMES: tuple[Game[TarotState, Move], ...] = (ATTAHUNDRA, TUSEN, HUNDRAFEMTIO, FJABBE_GAME)
