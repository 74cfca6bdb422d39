"""The commitment ticket: a server seed committed to before the client seeds are chosen."""

from __future__ import annotations

from marshmallow import fields

from service.api.schemas.fishing import Strict, doc
from service.api.schemas.sealed import HEX64, TOKEN_PATTERN

TICKET_DOC = (
    "A commitment ticket from POST /v1/games/{game}/commitments: the deal is shuffled from the "
    "server seed it seals, committed to before the client seeds were chosen. One deal per "
    "ticket. Required with client_seeds."
)


class CommitmentRequestSchema(Strict):
    """No fields: the server draws its seed; the players choose theirs after seeing it."""


class CommitmentResponseSchema(Strict):
    commitment = fields.String(
        required=True,
        metadata=doc(
            "SHA-256 of the server seed (lower-case hex): note it before you choose your "
            "client seeds, and check that the deal's fairness record names the same.",
            pattern=HEX64,
        ),
    )
    ticket = fields.String(
        required=True,
        metadata=doc(
            "The sealed server seed (opaque): send it as a sealed deal's 'commitment'.",
            pattern=TOKEN_PATTERN,
        ),
    )
