"""Femhundra's codec: 500 Rummy states over HTTP."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from service.api.family import Family
from service.api.schemas.common import family_schemas
from service.api.schemas.femhundra import (
    FemhundraMoveSchema,
    FemhundraStateSchema,
    FemhundraViewSchema,
)
from service.core.bounds import request_limits
from service.core.game import Game
from service.core.verdict import InvalidInput
from service.games.femhundra import bounds as femhundra_bounds
from service.games.femhundra import dealing as femhundra_dealing
from service.games.femhundra import wire as femhundra_wire


def _state(game: Game[Any, Any], data: Mapping[str, Any]) -> Any:
    state = femhundra_wire.state_from_plain(data)
    problems = list(game.check_state(state))
    if problems:
        raise InvalidInput("invalid_state", problems)
    return state


def _move(game: Game[Any, Any], data: Mapping[str, Any], pointer: str) -> Any:
    """The engine reports move problems under /move; a replay's moves sit at /moves/i."""
    try:
        return femhundra_wire.move_from_plain(data)
    except InvalidInput as error:
        moved = [
            replace(p, pointer=pointer + p.pointer.removeprefix("/move")) for p in error.problems
        ]
        raise InvalidInput(error.kind, moved) from None


def _match(game: Any, options: Any, players: int, seed: int, history: list[list[int]]) -> Any:
    """The match a deals request continues: every row one score per player, and no row may
    have decided the match already (R500-GAME-1); refused with a pointer to the row."""
    return femhundra_dealing.continue_match(players, seed, history)


FEMHUNDRA = Family(
    name="femhundra",
    schema_classes=family_schemas(
        "Femhundra", FemhundraStateSchema, FemhundraMoveSchema, FemhundraViewSchema
    ),
    state_from_plain=_state,
    state_to_plain=femhundra_wire.state_to_plain,
    move_from_plain=_move,
    move_to_plain=femhundra_wire.move_to_plain,
    view_plain=femhundra_wire.view_plain,
    new_match=_match,
    limits=request_limits(
        femhundra_bounds.STATE_LIMITS,
        femhundra_bounds.MOVE_LIMITS,
        femhundra_bounds.REPLAY_LIMIT,
        3 * femhundra_bounds.MAX_CARDS,
    ),
)
