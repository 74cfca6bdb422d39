"""How each game family crosses the HTTP boundary: its schemas and plain-data converters.

A game names its family; the family supplies the schemas (which validate and document) and the
converters between plain data and the game's dataclasses. Adding a family is one entry here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from marshmallow import Schema, ValidationError

from service.api.problems import ApiProblem
from service.api.schemas.common import DealRequestSchema, family_schemas
from service.api.schemas.fishing import FishingMoveSchema, FishingStateSchema, FishingViewSchema
from service.core.cards import STANDARD_CARDS
from service.core.game import Game
from service.core.verdict import InvalidInput, Problem, token
from service.games.fishing import wire as fishing_wire
from service.games.fishing.state import MatchState

Plain = dict[str, Any]
BUILD_ID = re.compile(r"^b[0-9]+$")


@dataclass(frozen=True)
class Family:
    """Schemas and converters of one game family."""

    name: str
    schema_classes: Mapping[str, type[Schema]]
    state_from_plain: Callable[[Game[Any, Any], Mapping[str, Any]], Any]
    state_to_plain: Callable[[Any], Plain]
    move_from_plain: Callable[[Game[Any, Any], Mapping[str, Any], str], Any]
    move_to_plain: Callable[[Any], Plain]
    view_plain: Callable[[Any, int], Plain]
    new_match: Callable[[Any, int, int, list[list[int]]], Any]

    def __post_init__(self) -> None:
        loaders = {name: cls() for name, cls in self.schema_classes.items()}
        loaders["DealRequest"] = DealRequestSchema()
        object.__setattr__(self, "_loaders", loaders)

    def load(self, name: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """Validate ``body`` against the family's request schema ``name`` (422 on failure)."""
        try:
            return self._loaders[name].load(body)  # type: ignore[attr-defined, no-any-return]
        except ValidationError as error:
            raise ApiProblem(
                422,
                "invalid_request",
                "the request does not match the schema",
                errors=flatten(error.messages),
            ) from None


def flatten(messages: Any, pointer: str = "") -> list[Problem]:
    """marshmallow's nested messages as one problem per field, each with a JSON pointer.

    A Dict field reports a bad member as ``{member: {"key"|"value": [...]}}``; the pointer then
    names the member itself, which is what exists in the request.
    """
    if isinstance(messages, dict):
        if messages and set(messages) <= {"key", "value"} and pointer:
            return [p for m in messages.values() for p in flatten(m, pointer)]
        problems: list[Problem] = []
        for key in sorted(messages, key=str):
            child = pointer if key == "_schema" else f"{pointer}/{token(key)}"
            problems += flatten(messages[key], child)
        return problems
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        return [Problem(pointer or "/", _code(m), m) for m in messages]
    if isinstance(messages, list):
        return [p for m in messages for p in flatten(m, pointer)]
    return [Problem(pointer or "/", "invalid_field", str(messages))]


def _code(message: str) -> str:
    if message.startswith("Unknown field"):
        return "unknown_field"
    if message.startswith("Missing data"):
        return "missing_field"
    return "invalid_field"


# -- fishing -------------------------------------------------------------------------------


def _fishing_state(game: Game[Any, Any], data: Mapping[str, Any]) -> Any:
    players = data["players"]
    try:
        options = game.resolve_options(data["options"], players, "/state/options")  # type: ignore[call-arg]
    except InvalidInput as error:
        raise InvalidInput("invalid_state", error.problems) from None
    state = fishing_wire.state_from_plain(data, options)
    problems = list(game.check_state(state))
    claimed = data.get("last_round")
    if claimed is not None and claimed != (not state.stock):
        problems.append(
            Problem(
                "/state/last_round",
                "wrong_last_round",
                "the last round is the one that emptied the stock",
                "CORE-DEAL-6",
            )
        )
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


def _fishing_state_to_plain(state: Any) -> Plain:
    plain = fishing_wire.state_to_plain(state)
    plain["last_round"] = not state.stock
    return plain


def _fishing_view(state: Any, seat: int) -> Plain:
    plain = fishing_wire.view_plain(state, seat)
    plain["last_round"] = not state.stock
    return plain


def _fishing_match(options: Any, players: int, seed: int, history: list[list[int]]) -> Any:
    """A match continued from earlier deals' points per side (deals request ``match``)."""
    sides = len(options.sides(players))
    problems = [
        Problem(f"/match/history/{i}", "wrong_length", f"each row needs {sides} entries")
        for i, row in enumerate(history)
        if len(row) != sides
    ]
    if problems:
        raise InvalidInput("invalid_request", problems)
    scores = tuple(map(sum, zip(*history, strict=True))) if history else (0,) * sides
    target = options.target
    if history and (target is None or _decided(scores, target, options.tie_rule)):
        raise InvalidInput(
            "invalid_request",
            [Problem("/match/history", "match_over", "these deals have already decided the match")],
        )
    return MatchState(
        seed=seed,
        target=options.target,
        deal_number=len(history) + 1,
        scores=scores,
        history=tuple(tuple(row) for row in history),
    )


def _decided(scores: tuple[int, ...], target: int, tie_rule: str) -> bool:
    best = max(scores)
    return best >= target and (scores.count(best) == 1 or tie_rule != "play_more_deals")


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

FAMILIES: dict[str, Family] = {family.name: family for family in (FISHING,)}
