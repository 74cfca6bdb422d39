"""Sealed tokens: a plain state and its secrets, encrypted and authenticated with AES-GCM-SIV.

``token = base64url(header || nonce || ciphertext)`` without padding, where ``header = "KDT" ||
format (1 byte) || key-id length (1 byte) || key id``, the nonce is 12 random bytes and the
associated data is ``header || LP(game)``: a token opens only with the key its header names and
only at the game it was sealed for, and any changed byte fails authentication. AES-GCM-SIV
(RFC 8452, from ``cryptography``) stays safe even if a random nonce ever repeated.

Each token binds the game, the deal (the commitment of its shuffle), the step number (0 at the
deal, +1 per applied move) and the SHA-256 of the token it came from, so the tokens of a game
form a tamper-evident chain. A token may be bound to one seat: the binding is sealed with the
state, so only the service can make or lift it. What the holder must still do: keep only the
latest token of a game and refuse an older one (a stateless service cannot tell a stale token
from the latest); the step number makes that a comparison of two integers.

A token's length does not tell which cards are hidden: a state holds every card of the deck in
some zone, so the card codes' total length is the same in every state of a deal, and the rest
of its JSON depends on how many cards each zone holds, which every seat sees
(tests/seal/test_views_never_leak.py checks it on random states of every game).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
import struct
from dataclasses import dataclass
from typing import Any

import orjson
from cryptography.exceptions import InvalidTag

from service.seal.keys import KEY_ID, KeyRing, SealKey

MAGIC = b"KDT"
FORMAT = 1
NONCE_BYTES = 12


class InvalidToken(ValueError):
    """A token that is malformed, altered, sealed by an unknown key, or of another game."""


class UnknownKey(InvalidToken):
    """A well-formed token whose header names a key this service does not hold: sealed by
    another instance with other keys, by a key since dropped, or by an ephemeral key of a
    process that has ended. Told apart from an altered token, and naming the key."""

    def __init__(self, key_id: str) -> None:
        super().__init__(
            f"the token was sealed by key '{key_id}', which this service does not hold"
        )
        self.key_id = key_id


@dataclass(frozen=True)
class Claims:
    """What a token carries: who it belongs to in the chain, the state, and its secrets."""

    game: str
    deal: str
    step: int
    parent: str | None
    state: dict[str, Any]
    secrets: dict[str, Any]
    #: The seat the token is bound to (its answers show that seat's view only), or None.
    seat: int | None = None
    #: When a seat-bound token was sealed (Unix seconds): it expires a fixed time later, and
    #: the spent-token ledger keeps its entries as long (service/seal/ledger.py).
    issued: int | None = None


def digest(token: str) -> str:
    """The SHA-256 of a token, as the next token's ``parent``."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def _lp(text: str) -> bytes:
    data = text.encode("utf-8")
    return struct.pack(">I", len(data)) + data


def _header(key: SealKey) -> bytes:
    kid = key.id.encode("ascii")
    return MAGIC + bytes((FORMAT, len(kid))) + kid


def seal(ring: KeyRing, claims: Claims) -> str:
    """Seal the claims with the ring's newest key."""
    key = ring.sealing
    header = _header(key)
    payload = orjson.dumps(
        {
            "game": claims.game,
            "deal": claims.deal,
            "step": claims.step,
            "parent": claims.parent,
            "state": claims.state,
            "secrets": claims.secrets,
            "seat": claims.seat,
            "issued": claims.issued,
        }
    )
    nonce = os.urandom(NONCE_BYTES)
    sealed = key.cipher.encrypt(nonce, payload, header + _lp(claims.game))
    return base64.urlsafe_b64encode(header + nonce + sealed).decode("ascii").rstrip("=")


def open_token(ring: KeyRing, token: str, game: str) -> Claims:
    """The claims of a token sealed for ``game`` by a key of the ring, or InvalidToken."""
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    except (binascii.Error, ValueError):
        raise InvalidToken("the token is not base64url") from None
    if len(raw) < len(MAGIC) + 2 or raw[: len(MAGIC)] != MAGIC or raw[len(MAGIC)] != FORMAT:
        raise InvalidToken("the token is not a Kortdomaren token of this format")
    kid_end = len(MAGIC) + 2 + raw[len(MAGIC) + 1]
    body_start = kid_end + NONCE_BYTES
    if len(raw) < body_start + 16:
        raise InvalidToken("the token is truncated")
    key_id = raw[len(MAGIC) + 2 : kid_end].decode("ascii", "replace")
    if not KEY_ID.fullmatch(key_id):  # no key ever had this id: the header was made up
        raise InvalidToken("the token is not a Kortdomaren token of this format")
    key = ring.find(key_id)
    if key is None:
        raise UnknownKey(key_id)
    try:
        payload = key.cipher.decrypt(
            raw[kid_end:body_start], raw[body_start:], raw[:kid_end] + _lp(game)
        )
    except InvalidTag:
        raise InvalidToken("the token was altered, or it belongs to another game") from None
    data = orjson.loads(payload)
    return Claims(
        game=data["game"],
        deal=data["deal"],
        step=data["step"],
        parent=data["parent"],
        state=data["state"],
        secrets=data["secrets"],
        seat=data.get("seat"),
        issued=data.get("issued"),
    )
