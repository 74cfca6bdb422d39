"""The registry: the one place that names every game (the core never imports a game)."""

from __future__ import annotations

from typing import Any

from service.core.game import Game
from service.games.building.games import BYGGKASINO, MULLE_GLIMNE
from service.games.femhundra.game import FEMHUNDRA
from service.games.fishing.dragkasino import DRAGKASINO
from service.games.fishing.finnish import FINNISH
from service.games.fishing.kasino import KASINO
from service.games.fishing.misar import MISAR
from service.games.fishing.mulle import MULLE
from service.games.tarot.games import TAROT_GAMES

GAMES: tuple[Game[Any, Any], ...] = (
    KASINO,
    MISAR,
    DRAGKASINO,
    FINNISH,
    MULLE,
    BYGGKASINO,
    MULLE_GLIMNE,
    FEMHUNDRA,
    *TAROT_GAMES,
)
_BY_ID: dict[str, Game[Any, Any]] = {game.id: game for game in GAMES}


def find_game(game_id: str) -> Game[Any, Any] | None:
    """The game with this id, or None (the API turns None into a 404)."""
    return _BY_ID.get(game_id)
