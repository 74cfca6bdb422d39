"""Schemas of sealed play: requests that send a ``token`` in place of ``state``, answers that
carry the successor token, one view per seat and the deal's fairness record.

A sealed answer is told from the plain answer of the same family by its required ``token``
(the plain one requires ``state``); both name the same ``family`` (docs/contract-typing.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from marshmallow import Schema, fields, validate

from service.api.fields import IntList, StrictInt
from service.api.printable import PrintableString, printable_pattern
from service.api.schemas.fishing import doc
from service.core.bounds import MAX_CHAIN, MAX_SEATS

TOKEN_PATTERN = r"^[a-z0-9-]+\.[A-Za-z0-9_-]+$"
HEX64 = r"^[0-9a-f]{64}$"
CLIENT_SEED_MAX = 64


def views_field() -> IntList:
    return IntList(
        validate=validate.Length(max=MAX_SEATS),
        metadata=doc(
            "The seats whose views the answer carries (default: every seat; a token bound to a "
            "seat shows that seat only). Ask only for what you hand out."
        ),
    )


TOKEN_DOC = (
    "The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the "
    "latest of a game; 'step' says which is the latest."
)


def token_field(description: str = TOKEN_DOC, **extra: Any) -> fields.String:
    return fields.String(
        validate=validate.Regexp(TOKEN_PATTERN),
        metadata=doc(description, pattern=TOKEN_PATTERN),
        **extra,
    )


class ClientSeedField(PrintableString):
    """A player's seed for a fair shuffle: 1–64 printable characters (no control, format or
    bidirectional character: service/api/printable.py)."""


def client_seeds_field(description: str) -> fields.List[Any]:
    """The players' own seeds, one for the table or one per seat (at most six)."""
    return fields.List(
        ClientSeedField(
            validate=validate.Length(min=1, max=CLIENT_SEED_MAX),
            metadata={"pattern": printable_pattern()},
        ),
        validate=validate.Length(max=6),
        metadata=doc(description),
    )


class DealerDrawSchema(Schema):
    players = fields.Integer(required=True, metadata=doc("Seats the dealer was drawn among."))
    seat = fields.Integer(required=True, metadata=doc("The seat drawn to deal."))


class ShuffleSchema(Schema):
    purpose = fields.String(
        required=True, metadata=doc("'deal', or 'reshuffle:<n>' for the n-th pile reshuffled.")
    )
    deck = fields.List(fields.String(), required=True, metadata=doc("The cards shuffled."))
    order = fields.List(fields.String(), required=True, metadata=doc("The order they got."))


class FairnessSchema(Schema):
    """The deal's commitment; once the deal is over, also everything needed to re-derive it."""

    algorithm = fields.String(required=True, metadata=doc("The shuffle's name."))
    version = fields.Integer(required=True, metadata=doc("The shuffle's version."))
    commitment = fields.String(
        required=True,
        metadata=doc(
            "SHA-256 of the server seed (lower-case hex), fixed before any card was seen.",
            pattern=HEX64,
        ),
    )
    deal_number = fields.Integer(required=True, metadata=doc("The deal's number in the match."))
    client_seeds = fields.List(
        fields.String(), required=True, metadata=doc("The client seeds mixed into the shuffle.")
    )
    committed_first = fields.Boolean(
        required=True,
        metadata=doc(
            "Whether the commitment was published before the client seeds were chosen (a "
            "commitment ticket, or the deal before's next_commitment): only then do the client "
            "seeds keep the server from choosing the shuffle."
        ),
    )
    next_commitment = fields.String(
        metadata=doc(
            "SHA-256 of the next deal's server seed, fixed now: next-deal shuffles from it, "
            "with client seeds that may be chosen after seeing it.",
            pattern=HEX64,
        )
    )
    revealed = fields.Boolean(
        required=True, metadata=doc("Whether the deal is over and its secrets are shown.")
    )
    server_seed = fields.String(
        metadata=doc("The server seed (hex); present once the deal is over.", pattern=HEX64)
    )
    dealer = fields.Nested(
        DealerDrawSchema,
        allow_none=True,
        metadata=doc("How the dealer was drawn (null when the request named one); once over."),
    )
    shuffles = fields.List(
        fields.Nested(ShuffleSchema),
        metadata=doc("Every shuffle of the deal, for `kortdomaren verify`; once over."),
    )
    game = fields.String(
        metadata=doc("The game dealt (its catalogue id): whose deck and deal verify; once over.")
    )
    options = fields.Dict(
        metadata=doc("The deal's options, with every default filled in; once over.")
    )
    dealer_chosen = fields.String(
        validate=validate.OneOf(["drawn", "request", "next_deal"]),
        metadata=doc(
            "How the dealer was chosen: drawn (the draw is in dealer), named by the deal request, "
            "or passed on by the rules to the match's next deal; once over."
        ),
    )


def sealed_schemas(
    prefix: str,
    make: Callable[..., type[Schema]],
    family_field: Mapping[str, fields.Field[Any]],
    move: type[Schema],
    view: type[Schema],
    limit: fields.Field[Any],
    moves: fields.Field[Any],
    score: type[Schema],
    events: Callable[[], fields.Field[Any]],
) -> dict[str, type[Schema]]:
    """The sealed requests and answers of one family."""
    token = {"token": token_field(required=True)}
    views = {"views": views_field()}
    move_field = {"move": fields.Nested(move, required=True, metadata=doc("The move."))}
    seat_view = type(
        f"{prefix}SeatView",
        (Schema,),
        {
            "seat": fields.Integer(required=True, metadata=doc("The seat.")),
            "view": fields.Nested(view, required=True, metadata=doc("What the seat may see.")),
            "events": events(),
        },
    )
    answer = {
        **family_field,
        "token": token_field(required=True),
        "step": fields.Integer(
            required=True,
            metadata=doc("0 at the deal, +1 for each token after it: refuse any lower step."),
        ),
        "views": fields.List(
            fields.Nested(seat_view),
            required=True,
            metadata=doc(
                "One per seat asked for (every seat by default), in seat order: its view and, "
                "after a move, the events as that seat saw them. Hand each seat its own entry "
                "only."
            ),
        ),
        "fairness": fields.Nested(FairnessSchema, required=True, metadata=doc("The deal's.")),
    }
    scores = {
        "scores": fields.Nested(score, metadata=doc("The deal's score; present when it ended."))
    }
    return {
        "SealedStateRequest": make("SealedStateRequest", {**token, **views}),
        "SealedNextDealRequest": make(
            "SealedNextDealRequest",
            {
                **token,
                **views,
                "client_seeds": client_seeds_field(
                    "The next deal's client seeds, chosen after the finished deal's answer "
                    "published next_commitment (default: the deal's own)."
                ),
            },
        ),
        "SealedMoveRequest": make("SealedMoveRequest", {**token, **move_field, **views}),
        "SealedLegalMovesRequest": make("SealedLegalMovesRequest", {**token, "limit": limit}),
        "SealedReplayRequest": make("SealedReplayRequest", {**token, "moves": moves, **views}),
        "SealedChainRequest": make(
            "SealedChainRequest",
            {
                "tokens": fields.List(
                    token_field("A token of the game, as the service gave it."),
                    required=True,
                    validate=validate.Length(min=1, max=MAX_CHAIN),
                    metadata=doc(
                        f"A game's tokens in order, oldest first (1 to {MAX_CHAIN}): each "
                        "link is checked and the last token's moves re-applied."
                    ),
                ),
                **views,
            },
        ),
        "SealedViewRequest": make(
            "SealedViewRequest",
            {**token, "player": StrictInt(required=True, metadata=doc("The viewing seat."))},
        ),
        "SealedDealResponse": make("SealedDealResponse", dict(answer), strict=False),
        "SealedApplyResponse": make(
            "SealedApplyResponse",
            {
                **answer,
                "deal_over": fields.Boolean(required=True, metadata=doc("Whether it ended.")),
                "interpretation": fields.Dict(required=True, metadata=doc("How it was read.")),
                **scores,
            },
            strict=False,
        ),
        "SealedReplayResponse": make(
            "SealedReplayResponse",
            {
                **answer,
                "verdicts": fields.List(
                    fields.Dict(),
                    required=True,
                    metadata=doc("One per move tried; seat_events in place of events."),
                ),
                "applied": fields.Integer(required=True, metadata=doc("Moves applied.")),
                "stopped_at": fields.Integer(
                    required=True, allow_none=True, metadata=doc("The first refused, or null.")
                ),
                "deal_over": fields.Boolean(required=True, metadata=doc("Whether it is over.")),
                **scores,
            },
            strict=False,
        ),
        "SealedChainResponse": make(
            "SealedChainResponse",
            {
                **answer,
                "token": token_field("The chain's last token, as sent.", required=True),
                "verified": fields.Boolean(
                    required=True,
                    metadata=doc("Always true: a chain that does not verify is a problem."),
                ),
                "steps": fields.Integer(
                    required=True, metadata=doc("Links checked: the number of tokens less one.")
                ),
                "deal_over": fields.Boolean(required=True, metadata=doc("Whether it is over.")),
                **scores,
            },
            strict=False,
        ),
    }
