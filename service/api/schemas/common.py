"""Schemas shared by every game: requests around a state, responses, problems, the catalogue."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from service.api.fields import IntList, PlainDict, StrictInt
from service.api.schemas.fishing import Strict, doc

SEED_RANGE = validate.Range(min=0, max=2**53 - 1)
MAX_LIMIT = 1_000
MAX_REPLAY = 1_000


class DealMatchSchema(Strict):
    history = fields.List(
        IntList(),
        required=True,
        metadata=doc("Points per side of the deals already played in this match, in order."),
    )


class DealRequestSchema(Strict):
    players = StrictInt(required=True, metadata=doc("Number of players."))
    dealer = StrictInt(
        metadata=doc(
            "The dealer's seat. Absent: drawn from the seed, highest card deals "
            "(A high, ties redraw; CORE-DEAL-1, AKF-01)."
        )
    )
    seed = StrictInt(
        validate=SEED_RANGE,
        metadata=doc(
            "0 … 2^53−1. The same seed gives the same deal on every machine; absent: "
            "a secure random seed is used and reported."
        ),
    )
    options = PlainDict(load_default=dict, metadata=doc("Game options (see the catalogue)."))
    match = fields.Nested(
        DealMatchSchema,
        metadata=doc("Continue a match: the deals already played (their points per side)."),
    )


class ViolationSchema(Schema):
    rule = fields.String(metadata=doc("Rules-reference ID, e.g. 'CORE-CAP-3'."))
    code = fields.String(metadata=doc("Stable snake_case code."))
    message = fields.String(metadata=doc("One plain English sentence."))


class ErrorItemSchema(Schema):
    pointer = fields.String(metadata=doc("JSON pointer into the request."))
    code = fields.String(metadata=doc("Stable snake_case code."))
    message = fields.String(metadata=doc("One plain English sentence."))
    rule = fields.String(metadata=doc("Rule ID where one applies."))


class ProblemSchema(Schema):
    """RFC 9457 problem details."""

    type = fields.String(metadata=doc("URI naming the problem kind."))
    title = fields.String()
    status = fields.Integer()
    detail = fields.String()
    code = fields.String(
        metadata=doc("invalid_json, invalid_request, invalid_state, illegal_move, not_found, …")
    )
    violations = fields.List(
        fields.Nested(ViolationSchema), metadata=doc("The rules the move breaks (at most 50).")
    )
    errors = fields.List(
        fields.Nested(ErrorItemSchema), metadata=doc("What to fix where (at most 50).")
    )
    violations_omitted = fields.Integer(
        metadata=doc(
            "How many violations were found beyond those listed; absent when all are listed."
        )
    )
    errors_omitted = fields.Integer(
        metadata=doc(
            "How many problems were found beyond those listed; absent when all are listed. "
            "A check may stop once it has found more than it lists, so there may be more."
        )
    )
    request_id = fields.String(metadata=doc("This request's id, as in the X-Request-ID header."))


class OptionEntrySchema(Schema):
    name = fields.String()
    type = fields.String(
        metadata=doc(
            "boolean, integer, enum or object. An object option is given as a JSON object "
            "of its fields (each checked like an option; missing ones take their defaults, "
            "unknown ones are refused)."
        )
    )
    choices = fields.List(fields.String(), metadata=doc("Allowed values of an enum."))
    nullable = fields.Boolean()
    minimum = fields.Integer()
    maximum = fields.Integer()
    default = fields.Raw(metadata=doc("Default value."))
    default_note = fields.String(metadata=doc("When the default depends on other options."))
    players = fields.List(fields.Integer(), metadata=doc("Player counts it applies to."))
    rule = fields.String(metadata=doc("Rules-reference ID of the option."))
    description = fields.String()
    option_fields = fields.List(
        fields.Nested(lambda: OptionEntrySchema()),
        data_key="fields",
        metadata=doc(
            "Object options only: the fields of the object, each listed like an option (name, "
            "type, default, rule, …); the object's default has every field at its default."
        ),
    )


class GameEntrySchema(Schema):
    id = fields.String()
    name = fields.String()
    family = fields.String()
    players = fields.List(fields.Integer())
    partnerships = fields.String(metadata=doc("none, optional or required."))
    options = fields.List(fields.Nested(OptionEntrySchema))


class CatalogueSchema(Schema):
    games = fields.List(fields.Nested(GameEntrySchema))


class ScoreItemSchema(Schema):
    side = fields.Integer()
    seat = fields.Integer(allow_none=True)
    rule = fields.String()
    code = fields.String()
    label = fields.String()
    count = fields.Integer(allow_none=True)
    points = fields.Integer()


class StandingSchema(Schema):
    scores = fields.List(fields.Integer())
    target = fields.Integer(allow_none=True)
    deal_number = fields.Integer()
    over = fields.Boolean()
    winners = fields.List(fields.Integer(), allow_none=True)
    decided_by = fields.String(allow_none=True)
    rule = fields.String(allow_none=True)


class ScoreSchema(Schema):
    sides = fields.List(fields.List(fields.Integer()), metadata=doc("Seats of each side."))
    items = fields.List(fields.Nested(ScoreItemSchema))
    totals = fields.List(fields.Integer(), metadata=doc("This deal's points per side."))
    match = fields.Nested(StandingSchema)
    details = fields.Dict()


class HealthSchema(Schema):
    status = fields.String()


def family_schemas(
    prefix: str, state: type[Schema], move: type[Schema], view: type[Schema]
) -> dict[str, type[Schema]]:
    """Request and response envelopes for one family's state and move, named for the spec."""

    def make(name: str, body: dict[str, Any], strict: bool = True) -> type[Schema]:
        return type(f"{prefix}{name}", (Strict if strict else Schema,), body)

    state_field = {"state": fields.Nested(state, required=True, metadata=doc("The game state."))}
    move_field = fields.Nested(move, required=True, metadata=doc("The move."))
    return {
        "StateRequest": make("StateRequest", dict(state_field)),
        "MoveRequest": make("MoveRequest", {**state_field, "move": move_field}),
        "LegalMovesRequest": make(
            "LegalMovesRequest",
            {
                **state_field,
                "limit": StrictInt(
                    load_default=1000,
                    validate=validate.Range(min=0, max=MAX_LIMIT),
                    metadata=doc(
                        f"List at most this many moves (0…{MAX_LIMIT}, default 1000); "
                        "count is the full total whatever the limit (a lower bound, "
                        "count_exact false, where counting stops at its work budget)."
                    ),
                ),
            },
        ),
        "ReplayRequest": make(
            "ReplayRequest",
            {
                **state_field,
                "moves": fields.List(
                    fields.Nested(move),
                    required=True,
                    validate=validate.Length(max=MAX_REPLAY),
                    metadata=doc(f"Moves to apply in order (at most {MAX_REPLAY})."),
                ),
            },
        ),
        "ViewRequest": make(
            "ViewRequest",
            {**state_field, "player": StrictInt(required=True, metadata=doc("The viewing seat."))},
        ),
        "DealResponse": make(
            "DealResponse",
            {
                "state": fields.Nested(state),
                "seed": fields.Integer(metadata=doc("The match seed used.")),
            },
            strict=False,
        ),
        "LegalMovesResponse": make(
            "LegalMovesResponse",
            {
                "player": fields.Integer(allow_none=True, metadata=doc("Seat to move.")),
                "moves": fields.List(fields.Nested(move)),
                "count": fields.Integer(
                    metadata=doc(
                        "Total number of legal moves (a lower bound when count_exact is false)."
                    )
                ),
                "count_exact": fields.Boolean(
                    metadata=doc(
                        "Extension: false only on pathological positions where "
                        "counting stopped at the work budget; the listed moves are "
                        "exact and complete up to limit either way."
                    )
                ),
                "truncated": fields.Boolean(metadata=doc("Whether moves were cut at limit.")),
            },
            strict=False,
        ),
        "ValidateResponse": make(
            "ValidateResponse",
            {
                "legal": fields.Boolean(
                    metadata=doc(
                        "Whether apply accepts the move. Under the option enforcement: "
                        "penalize, a move that breaks a rule punished by a penalty (a missed "
                        "forced tabbe in misär, a forbidden trail in Byggkasino) is accepted "
                        "with it: legal is true, and interpretation.penalty gives the rule "
                        "broken (breach), the penalty's rule and what it costs; legal-moves "
                        "lists only moves that break no rule."
                    )
                ),
                "violations": fields.List(fields.Nested(ViolationSchema)),
                "interpretation": fields.Dict(
                    metadata=doc(
                        "How a legal move was read: kind (trail, capture, …), the "
                        "played value, the groups and special values used, and a penalty "
                        "incurred under enforcement: penalize."
                    )
                ),
            },
            strict=False,
        ),
        "ApplyResponse": make(
            "ApplyResponse",
            {
                "state": fields.Nested(state),
                "events": fields.List(fields.Dict(), metadata=doc("What happened, in order.")),
                "deal_over": fields.Boolean(),
                "interpretation": fields.Dict(),
                "scores": fields.Nested(ScoreSchema, metadata=doc("Present when the deal ended.")),
            },
            strict=False,
        ),
        "ReplayResponse": make(
            "ReplayResponse",
            {
                "verdicts": fields.List(
                    fields.Dict(),
                    metadata=doc(
                        "One per move applied: index, legal, violations, interpretation, events."
                    ),
                ),
                "applied": fields.Integer(metadata=doc("Moves applied.")),
                "stopped_at": fields.Integer(
                    allow_none=True, metadata=doc("Index of the first refused move, or null.")
                ),
                "state": fields.Nested(state),
                "deal_over": fields.Boolean(),
                "scores": fields.Nested(ScoreSchema),
            },
            strict=False,
        ),
        "ViewResponse": make("ViewResponse", {"view": fields.Nested(view)}, strict=False),
    }
