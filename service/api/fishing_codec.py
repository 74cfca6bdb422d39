"""The fishing games' codec: Kasino family, Byggkasino and Mulle states over HTTP."""

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
from service.games.fishing import wire as fishing_wire
from service.games.fishing.state import MatchState

BUILD_ID = re.compile(r"^b[0-9]+$")


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


def _fishing_match(
    game: Game[Any, Any], options: Any, players: int, seed: int, history: list[list[int]]
) -> Any:
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
