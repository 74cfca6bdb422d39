"""Schemas of ``POST /v1/games/{game}/suggest``: ask a bot for a move."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from marshmallow import Schema, fields, validate

from service.api.fields import StrictBool, StrictInt
from service.api.schemas.fishing import doc
from service.api.schemas.sealed import views_field
from service.bots import LEVELS

#: The largest per-move budget a request may ask for, in milliseconds (input bounds).
MAX_BUDGET_MS = 2000
DEFAULT_BUDGET_MS = 200
SEED_RANGE = validate.Range(min=0, max=2**53 - 1)


def _request_fields() -> dict[str, fields.Field[Any]]:
    return {
        "level": fields.String(
            required=True,
            validate=validate.OneOf(LEVELS),
            metadata=doc(
                "random: uniform among the legal moves; greedy: the best immediate gain by the "
                "game's scoring; search: the best average end-of-deal margin over sampled "
                "deals of the hidden cards."
            ),
        ),
        "seed": StrictInt(
            load_default=0,
            validate=SEED_RANGE,
            metadata=doc("0 … 2^53−1 (default 0): the same seed and view give the same move."),
        ),
        "budget_ms": StrictInt(
            load_default=DEFAULT_BUDGET_MS,
            validate=validate.Range(min=1, max=MAX_BUDGET_MS),
            metadata=doc(
                f"search's budget (1…{MAX_BUDGET_MS} ms, default {DEFAULT_BUDGET_MS}): a "
                "fixed number of simulations per millisecond of budget and a deadline; a "
                "search still running at the deadline answers its best move so far, within "
                "the budget and 50 ms (then the same seed may give another move)."
            ),
        ),
        "seat": StrictInt(
            metadata=doc("The seat to suggest for (default: the seat to move; no other seat)."),
        ),
        "play": StrictBool(
            load_default=False,
            metadata=doc(
                "Apply the move at once (default false): the answer is also apply's. A token "
                "bound to a seat has the other seats played this way; it is refused a "
                "suggestion for them that is not played, and the answer about their move says "
                "only what the bound seat's events show (docs/sealed-play.md)."
            ),
        ),
    }


def _optional(field: fields.Field[Any]) -> fields.Field[Any]:
    """An answer field of apply's, present in suggest's answer only when the move was played."""
    copied = copy.copy(field)
    copied.required = False
    text = str(field.metadata.get("description", ""))
    copied.metadata = {**field.metadata, "description": f"With play: {text[:1].lower()}{text[1:]}"}
    return copied


def played_fields(sealed_apply: type[Schema], state: type[Schema]) -> dict[str, fields.Field[Any]]:
    """What a played suggestion adds: apply's answer, the sealed one (token, step, views,
    fairness) for a token, the successor state and events for a plain state."""
    declared = sealed_apply._declared_fields
    played = {name: _optional(field) for name, field in declared.items() if name != "family"}
    played["state"] = fields.Nested(
        state, metadata=doc("With play and a plain state: the successor state.")
    )
    played["events"] = fields.List(
        fields.Dict(), metadata=doc("With play and a plain state: what happened, in order.")
    )
    return played


def suggest_schemas(
    make: Callable[..., type[Schema]],
    family_field: Mapping[str, fields.Field[Any]],
    state_field: Mapping[str, fields.Field[Any]],
    token: Mapping[str, fields.Field[Any]],
    move: type[Schema],
    played: Mapping[str, fields.Field[Any]],
) -> dict[str, type[Schema]]:
    """The plain and sealed requests and the answer of one family; ``played`` are the answer
    fields of a suggestion played at once (:func:`played_fields`)."""
    return {
        "SuggestRequest": make("SuggestRequest", {**state_field, **_request_fields()}),
        "SealedSuggestRequest": make(
            "SealedSuggestRequest", {**token, **_request_fields(), "views": views_field()}
        ),
        "SuggestResponse": make(
            "SuggestResponse",
            {
                **family_field,
                "seat": fields.Integer(required=True, metadata=doc("The seat the move is for.")),
                "level": fields.String(
                    required=True, validate=validate.OneOf(LEVELS), metadata=doc("The level.")
                ),
                "move": fields.Nested(
                    move,
                    required=True,
                    allow_none=True,
                    metadata=doc(
                        "A legal move, usable as is with apply. A token bound to another seat "
                        "than the mover's: the move as that seat's events show it, null when "
                        "it names cards they hide (laid away face down)."
                    ),
                ),
                "reason": fields.String(
                    required=True,
                    metadata=doc(
                        "Why, in one short sentence, in the Accept-Language language. A token "
                        "bound to another seat than the mover's: what the move did as that "
                        "seat saw it, not why the bot chose it (that weighs the mover's hand)."
                    ),
                ),
                "considered": fields.Integer(
                    required=True,
                    allow_none=True,
                    metadata=doc(
                        "Moves (random, greedy) or simulations (search) looked at; null for a "
                        "token bound to another seat than the mover's (the count tells what "
                        "the mover holds)."
                    ),
                ),
                **played,
            },
            strict=False,
        ),
    }
