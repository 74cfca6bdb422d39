"""Schemas shared by every game: requests around a state, responses, problems, the catalogue."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from service.api.fields import IntList, PlainDict, StrictBool, StrictInt
from service.api.schemas.commitment import TICKET_DOC
from service.api.schemas.fishing import Strict, doc
from service.api.schemas.sealed import (
    client_seeds_field,
    sealed_schemas,
    token_field,
    views_field,
)
from service.api.schemas.suggest import played_fields, suggest_schemas

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
    sealed = StrictBool(
        load_default=False,
        metadata=doc(
            "Deal sealed: the answer carries a token and one view per seat instead of the "
            "state, and the shuffle is provably fair (docs/fair-deals.md). No 'seed' then."
        ),
    )
    client_seeds = client_seeds_field(
        "Sealed deals: the players' own seeds mixed into the shuffle, one for the table or one "
        "per seat; only with a commitment ticket ('commitment'), so that the server committed "
        "to its seed before they were chosen."
    )
    seat = StrictInt(
        metadata=doc(
            "Sealed deals: bind the token to this seat. Every answer from it, and from the "
            "tokens that follow it, carries this seat's view only (docs/sealed-play.md)."
        )
    )
    views = views_field()
    commitment = token_field(TICKET_DOC)


class ViolationSchema(Schema):
    rule = fields.String(required=True, metadata=doc("Rules-reference ID, e.g. 'CORE-CAP-3'."))
    code = fields.String(required=True, metadata=doc("Stable snake_case code."))
    message = fields.String(required=True, metadata=doc("One plain English sentence."))


class ErrorItemSchema(Schema):
    pointer = fields.String(required=True, metadata=doc("JSON pointer into the request."))
    code = fields.String(required=True, metadata=doc("Stable snake_case code."))
    message = fields.String(required=True, metadata=doc("One plain English sentence."))
    rule = fields.String(metadata=doc("Rule ID where one applies."))


class ProblemSchema(Schema):
    """RFC 9457 problem details."""

    type = fields.String(required=True, metadata=doc("URI naming the problem kind."))
    title = fields.String(required=True, metadata=doc("The HTTP status in words."))
    status = fields.Integer(required=True, metadata=doc("The HTTP status code."))
    detail = fields.String(required=True, metadata=doc("What went wrong, in one sentence."))
    code = fields.String(
        required=True,
        metadata=doc("invalid_json, invalid_request, invalid_state, illegal_move, not_found, …"),
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
    name = fields.String(required=True, metadata=doc("The option's name in options."))
    type = fields.String(
        required=True,
        validate=validate.OneOf(["boolean", "integer", "enum", "object"]),
        metadata=doc(
            "boolean, integer, enum or object. An object option is given as a JSON object "
            "of its fields (each checked like an option; missing ones take their defaults, "
            "unknown ones are refused)."
        ),
    )
    choices = fields.List(fields.String(), metadata=doc("Allowed values of an enum."))
    nullable = fields.Boolean(required=True, metadata=doc("Whether null is allowed."))
    minimum = fields.Integer(metadata=doc("Smallest allowed integer."))
    maximum = fields.Integer(metadata=doc("Largest allowed integer."))
    default = fields.Raw(required=True, allow_none=True, metadata=doc("Default value."))
    default_note = fields.String(metadata=doc("When the default depends on other options."))
    players = fields.List(fields.Integer(), metadata=doc("Player counts it applies to."))
    rule = fields.String(required=True, metadata=doc("Rules-reference ID of the option."))
    description = fields.String(required=True, metadata=doc("What the option does."))
    option_fields = fields.List(
        fields.Nested(lambda: OptionEntrySchema()),
        data_key="fields",
        metadata=doc(
            "Object options only: the fields of the object, each listed like an option (name, "
            "type, default, rule, …); the object's default has every field at its default."
        ),
    )


class DeckVariantSchema(Schema):
    option = fields.String(required=True, metadata=doc("The option's name in options."))
    value = fields.Raw(required=True, metadata=doc("The option's value that changes the deck."))
    deck = fields.List(
        fields.String(), required=True, metadata=doc("The deck with that value, in order.")
    )


class GameEntrySchema(Schema):
    id = fields.String(required=True, metadata=doc("The game id (the path's {game})."))
    name = fields.String(required=True, metadata=doc("The game's name."))
    family = fields.String(
        required=True,
        validate=validate.OneOf(["fishing", "femhundra", "tarot"]),
        metadata=doc("The game family: the schemas its states, moves and answers use."),
    )
    players = fields.List(
        fields.Integer(), required=True, metadata=doc("The player counts it is played with.")
    )
    partnerships = fields.String(
        required=True,
        validate=validate.OneOf(["none", "optional", "required"]),
        metadata=doc("none, optional or required."),
    )
    options = fields.List(
        fields.Nested(OptionEntrySchema), required=True, metadata=doc("The game's options.")
    )
    deck = fields.List(
        fields.String(),
        required=True,
        metadata=doc(
            "The game's deck in canonical order with every option at its default: what a "
            "sealed deal shuffles, so a revealed fairness record's deck can be compared with it."
        ),
    )
    decks = fields.List(
        fields.Nested(DeckVariantSchema),
        required=True,
        metadata=doc(
            "Each option value that deals from another deck (every other option at its "
            "default), with that deck; empty when no option changes the deck."
        ),
    )


class CatalogueSchema(Schema):
    games = fields.List(
        fields.Nested(GameEntrySchema), required=True, metadata=doc("Every game, in order.")
    )


class ScoreItemSchema(Schema):
    side = fields.Integer(required=True, metadata=doc("The side scoring it."))
    seat = fields.Integer(
        required=True, allow_none=True, metadata=doc("The seat, where the item is a seat's.")
    )
    rule = fields.String(required=True, metadata=doc("The scoring rule's ID."))
    code = fields.String(required=True, metadata=doc("Stable snake_case code of the item."))
    label = fields.String(required=True, metadata=doc("The item in words."))
    count = fields.Integer(
        required=True, allow_none=True, metadata=doc("How many (cards, tabbes, …), if counted.")
    )
    points = fields.Integer(required=True, metadata=doc("Points of the item."))


class StandingSchema(Schema):
    scores = fields.List(fields.Integer(), required=True, metadata=doc("Match points per side."))
    target = fields.Integer(required=True, allow_none=True, metadata=doc("Points to reach."))
    deal_number = fields.Integer(required=True, metadata=doc("The deal's number, 1 first."))
    over = fields.Boolean(required=True, metadata=doc("Whether the match is decided."))
    winners = fields.List(
        fields.Integer(), required=True, allow_none=True, metadata=doc("Winning side(s).")
    )
    decided_by = fields.String(
        required=True, allow_none=True, metadata=doc("How the match was decided.")
    )
    rule = fields.String(required=True, allow_none=True, metadata=doc("The rule that decided it."))


class ScoreSchema(Schema):
    sides = fields.List(
        fields.List(fields.Integer()), required=True, metadata=doc("Seats of each side.")
    )
    items = fields.List(
        fields.Nested(ScoreItemSchema), required=True, metadata=doc("Every scoring item.")
    )
    totals = fields.List(
        fields.Integer(), required=True, metadata=doc("This deal's points per side.")
    )
    match = fields.Nested(StandingSchema, required=True, metadata=doc("The match standing."))
    details = fields.Dict(required=True, metadata=doc("Game-specific detail of the count."))


class HealthSchema(Schema):
    status = fields.String(required=True, metadata=doc("'ok' (or why not ready)."))


def family_schemas(
    prefix: str, state: type[Schema], move: type[Schema], view: type[Schema]
) -> dict[str, type[Schema]]:
    """Request and response envelopes for one family's state and move, named for the spec.

    Every answer names its ``family`` (``prefix`` in lower case), so a client can tell the
    families' answers apart (docs/contract-typing.md)."""
    family = prefix.lower()

    def make(name: str, body: dict[str, Any], strict: bool = True) -> type[Schema]:
        return type(f"{prefix}{name}", (Strict if strict else Schema,), body)

    family_field = {
        "family": fields.Constant(
            family,
            required=True,
            metadata=doc(
                f"Always '{family}': tells this answer from other families' (the discriminator)."
            ),
        )
    }
    state_field = {"state": fields.Nested(state, required=True, metadata=doc("The game state."))}
    move_field = fields.Nested(move, required=True, metadata=doc("The move."))
    limit = StrictInt(
        load_default=1000,
        validate=validate.Range(min=0, max=MAX_LIMIT),
        metadata=doc(
            f"List at most this many moves (0…{MAX_LIMIT}, default 1000); "
            "count is the full total whatever the limit (a lower bound, "
            "count_exact false, where counting stops at its work budget)."
        ),
    )
    moves = fields.List(
        fields.Nested(move),
        required=True,
        validate=validate.Length(max=MAX_REPLAY),
        metadata=doc(f"Moves to apply in order (at most {MAX_REPLAY})."),
    )
    sealed = sealed_schemas(
        prefix,
        make,
        family_field,
        move,
        view,
        limit,
        moves,
        ScoreSchema,
        lambda: fields.List(
            fields.Dict(), metadata=doc("After a move: what happened, as this seat saw it.")
        ),
    )
    return {
        **sealed,
        **suggest_schemas(
            make,
            family_field,
            state_field,
            {"token": token_field(required=True)},
            move,
            played_fields(sealed["SealedApplyResponse"], state),
        ),
        "StateRequest": make("StateRequest", dict(state_field)),
        "NextDealRequest": make("NextDealRequest", dict(state_field)),
        "MoveRequest": make("MoveRequest", {**state_field, "move": move_field}),
        "LegalMovesRequest": make("LegalMovesRequest", {**state_field, "limit": limit}),
        "ReplayRequest": make("ReplayRequest", {**state_field, "moves": moves}),
        "ViewRequest": make(
            "ViewRequest",
            {**state_field, "player": StrictInt(required=True, metadata=doc("The viewing seat."))},
        ),
        "DealResponse": make(
            "DealResponse",
            {
                **family_field,
                "state": fields.Nested(state, required=True, metadata=doc("The new deal.")),
                "seed": fields.Integer(
                    required=True, metadata=doc("The match seed used (the one given, or drawn).")
                ),
            },
            strict=False,
        ),
        "NextDealResponse": make(
            "NextDealResponse",
            {
                **family_field,
                "state": fields.Nested(state, required=True, metadata=doc("The next deal.")),
            },
            strict=False,
        ),
        "LegalMovesResponse": make(
            "LegalMovesResponse",
            {
                **family_field,
                "player": fields.Integer(
                    required=True,
                    allow_none=True,
                    metadata=doc("Seat to move; null when nobody is (the deal is over)."),
                ),
                "moves": fields.List(
                    fields.Nested(move),
                    required=True,
                    metadata=doc("The legal moves in a deterministic order, each usable as is."),
                ),
                "count": fields.Integer(
                    required=True,
                    metadata=doc(
                        "Total number of legal moves (a lower bound when count_exact is false)."
                    ),
                ),
                "count_exact": fields.Boolean(
                    required=True,
                    metadata=doc(
                        "Extension: false only on pathological positions where "
                        "counting stopped at the work budget; the listed moves are "
                        "exact and complete up to limit either way."
                    ),
                ),
                "truncated": fields.Boolean(
                    required=True, metadata=doc("Whether moves were cut at limit.")
                ),
            },
            strict=False,
        ),
        "ValidateResponse": make(
            "ValidateResponse",
            {
                **family_field,
                "legal": fields.Boolean(
                    required=True,
                    metadata=doc(
                        "Whether apply accepts the move. Under the option enforcement: "
                        "penalize, a move that breaks a rule punished by a penalty (a missed "
                        "forced tabbe in misär, a forbidden trail in Byggkasino) is accepted "
                        "with it: legal is true, and interpretation.penalty gives the rule "
                        "broken (breach), the penalty's rule and what it costs; legal-moves "
                        "lists only moves that break no rule."
                    ),
                ),
                "violations": fields.List(
                    fields.Nested(ViolationSchema),
                    required=True,
                    metadata=doc("The rules the move breaks, most specific first; empty if legal."),
                ),
                "interpretation": fields.Dict(
                    required=True,
                    metadata=doc(
                        "How a legal move was read: kind (trail, capture, …), the "
                        "played value, the groups and special values used (keyed by card, "
                        "as a move pins them: a card whose two copies in the play took two "
                        "values is left out), and a penalty incurred under enforcement: "
                        "penalize. Empty for an illegal move."
                    ),
                ),
            },
            strict=False,
        ),
        "ApplyResponse": make(
            "ApplyResponse",
            {
                **family_field,
                "state": fields.Nested(state, required=True, metadata=doc("The successor state.")),
                "events": fields.List(
                    fields.Dict(), required=True, metadata=doc("What happened, in order.")
                ),
                "deal_over": fields.Boolean(
                    required=True, metadata=doc("Whether the move ended the deal.")
                ),
                "interpretation": fields.Dict(
                    required=True, metadata=doc("How the move was read (as validate tells).")
                ),
                "scores": fields.Nested(
                    ScoreSchema, metadata=doc("The deal's score; present when the deal ended.")
                ),
            },
            strict=False,
        ),
        "ReplayResponse": make(
            "ReplayResponse",
            {
                **family_field,
                "verdicts": fields.List(
                    fields.Dict(),
                    required=True,
                    metadata=doc(
                        "One per move tried, in order; the last one is the refused move if "
                        "stopped_at is not null."
                    ),
                ),
                "applied": fields.Integer(required=True, metadata=doc("Moves applied.")),
                "stopped_at": fields.Integer(
                    required=True,
                    allow_none=True,
                    metadata=doc("Index of the first refused move, or null."),
                ),
                "state": fields.Nested(
                    state, required=True, metadata=doc("The state after the moves applied.")
                ),
                "deal_over": fields.Boolean(
                    required=True, metadata=doc("Whether the deal is over.")
                ),
                "scores": fields.Nested(
                    ScoreSchema, metadata=doc("The deal's score; present when the deal is over.")
                ),
            },
            strict=False,
        ),
        "ViewResponse": make(
            "ViewResponse",
            {
                **family_field,
                "view": fields.Nested(view, required=True, metadata=doc("What the seat sees.")),
            },
            strict=False,
        ),
    }
