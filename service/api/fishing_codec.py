"""The fishing games' codec: Kasino family, Byggkasino and Mulle states over HTTP.

Besides the state's own fields, a response carries fields derived from it (``last_round``;
``credited`` in Finnish Kasino): informative for clients, and checked when a request gives
them, so a hand-written state cannot contradict itself.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.api.family import Family, Plain
from service.api.schemas.common import family_schemas
from service.api.schemas.fishing import FishingMoveSchema, FishingStateSchema, FishingViewSchema
from service.core.cards import STANDARD_CARDS
from service.core.game import Game
from service.core.verdict import InvalidInput, Problem, token
from service.games import find_game
from service.games.fishing import wire as fishing_wire
from service.games.fishing.engine import FishingGame
from service.games.fishing.match import continue_match

BUILD_ID = re.compile(r"^b[0-9]+$")


DERIVED_RULES = {"last_round": "CORE-DEAL-6", "credited": "FIN-SCORE-2"}
DERIVED_TEXT = {
    "last_round": "the last round is the one that emptied the stock",
    "credited": "points credited at capture are those of the aces, lillan and storan in "
    "each side's pile",
}


def _engine(game: Game[Any, Any]) -> FishingGame:
    if not isinstance(game, FishingGame):  # the registry gives this codec fishing games only
        raise TypeError(f"{game.id} is not a fishing game")
    return game


def _fishing_state(game: Game[Any, Any], data: Mapping[str, Any]) -> Any:
    engine = _engine(game)
    players = data["players"]
    try:
        options = engine.resolve_options(data["options"], players, "/state/options")
    except InvalidInput as error:
        raise InvalidInput("invalid_state", error.problems) from None
    state = fishing_wire.state_from_plain(data, options, engine.rules(options).zones)
    problems = list(engine.check_state(state))
    if not problems:
        derived = engine.derived(state)
        problems += [
            Problem(f"/state/{name}", f"wrong_{name}", DERIVED_TEXT[name], DERIVED_RULES[name])
            for name in DERIVED_RULES
            if data.get(name) is not None and data[name] != derived.get(name)
        ]
    if problems:
        raise InvalidInput("invalid_state", problems)
    return state


def _move_items(data: Mapping[str, Any], pointer: str) -> list[tuple[str, str]]:
    """Every card code or table item a move names, with its pointer."""
    named = [(f"{pointer}/card", data["card"])] if data.get("card") is not None else []
    named += [(f"{pointer}/capture/{i}", c) for i, c in enumerate(data.get("capture") or ())]
    named += [
        (f"{pointer}/groups/{g}/{i}", c)
        for g, group in enumerate(data.get("groups") or ())
        for i, c in enumerate(group)
    ]
    named += [(f"{pointer}/values/{token(c)}", c) for c in sorted(data.get("values") or {})]
    return named


def _fishing_move(game: Game[Any, Any], data: Mapping[str, Any], pointer: str) -> Any:
    """Unknown card codes are refused with pointers; build ids ('b1', …) may be captured."""
    deck = frozenset(getattr(game, "deck", STANDARD_CARDS))
    problems = [
        Problem(where, "invalid_card", f"'{item}' is not a card code")
        for where, item in _move_items(data, pointer)
        if item not in deck
        and not (BUILD_ID.match(item) and ("/capture/" in where or "/groups/" in where))
    ]
    if problems:
        raise InvalidInput("invalid_request", problems)
    return fishing_wire.move_from_plain(data, pointer)


def _derived(state: Any) -> Plain:
    game = find_game(state.game)
    return _engine(game).derived(state) if game is not None else {"last_round": not state.stock}


def _fishing_state_to_plain(state: Any) -> Plain:
    return {**fishing_wire.state_to_plain(state), **_derived(state)}


def _fishing_view(state: Any, seat: int) -> Plain:
    return {**fishing_wire.view_plain(state, seat), **_derived(state)}


def _fishing_match(
    game: Game[Any, Any], options: Any, players: int, seed: int, history: list[list[int]]
) -> Any:
    """A match continued from earlier deals' points per side (deals request ``match``)."""
    engine = _engine(game)
    rules = engine.rules(options).match
    return continue_match(rules, len(options.sides(players)), players, seed, history)


FISHING = Family(
    name="fishing",
    schema_classes=family_schemas(
        "Fishing", FishingStateSchema, FishingMoveSchema, FishingViewSchema
    ),
    state_from_plain=_fishing_state,
    state_to_plain=_fishing_state_to_plain,
    move_from_plain=_fishing_move,
    move_to_plain=fishing_wire.move_to_plain,
    view_plain=_fishing_view,
    new_match=_fishing_match,
)
