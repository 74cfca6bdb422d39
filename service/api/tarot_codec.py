"""The tarot family's codec: 800, 1000, 150 and Fjabbe states over HTTP."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.api.family import Family, Plain
from service.api.schemas.common import family_schemas
from service.api.schemas.tarot import TarotMoveSchema, TarotStateSchema, TarotViewSchema
from service.core.bounds import request_limits
from service.core.game import Game
from service.core.verdict import InvalidInput
from service.games.tarot import bounds as tarot_bounds
from service.games.tarot import wire as tarot_wire


def _state(game: Game[Any, Any], data: Mapping[str, Any]) -> Any:
    state = tarot_wire.state_from_plain(data, "/state")
    problems = list(game.check_state(state))
    if problems:
        raise InvalidInput("invalid_state", problems)
    return state


def _move(game: Game[Any, Any], data: Mapping[str, Any], pointer: str) -> Any:
    return tarot_wire.move_from_plain(data, pointer)


def _match(game: Any, options: Any, players: int, seed: int, history: list[list[int]]) -> Any:
    return game.continue_match(seed, history)


def _view(state: Any, seat: int) -> Plain:
    return tarot_wire.view_plain(state, seat)


TAROT = Family(
    name="tarot",
    schema_classes=family_schemas("Tarot", TarotStateSchema, TarotMoveSchema, TarotViewSchema),
    state_from_plain=_state,
    state_to_plain=tarot_wire.state_to_plain,
    move_from_plain=_move,
    move_to_plain=tarot_wire.move_to_plain,
    view_plain=_view,
    new_match=_match,
    limits=request_limits(
        tarot_bounds.STATE_LIMITS,
        tarot_bounds.MOVE_LIMITS,
        tarot_bounds.REPLAY_LIMIT,
        3 * tarot_bounds.MAX_CARDS,
    ),
)
