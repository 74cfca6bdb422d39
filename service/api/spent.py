"""Seat-bound tokens over HTTP: each position is played on once, and a token expires.

The holder of a seat-bound token is a player, and a player must not rewind: once a deal ends
its shuffle is revealed, so going back to an earlier token would show every hidden card, and
replaying a bot's turn or a next deal would let the player shop for moves and hands. So every
request that plays on from a bound token (apply, replay with moves, suggest with ``play``,
next-deal) records its position in the ledger
(service/seal/ledger.py) before it answers; playing on from the same position again is answered
only when it is the same request (a retry whose answer was lost), and otherwise refused with a
409 ``token_spent``. A bound token expires ``BOUND_TOKEN_TTL`` seconds after it was sealed
(the ledger keeps its entries as long), so the ledger stays small. A commitment ticket deals
one deal, bound or not. Unbound tokens, held by a trusted host, stay stateless and rewindable;
plain states never meet any of this.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Mapping, Sequence
from typing import Any

import orjson
from flask import current_app

from service.api.problems import ApiProblem
from service.api.sealing import OpenedToken
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem
from service.seal.ledger import Ledger, LedgerError

#: A seat-bound token's lifetime by default: a week, in seconds.
DEFAULT_TTL = 7 * 24 * 3600


def _ledger() -> Ledger:
    ledger: Ledger = current_app.extensions["kortdomaren.ledger"]
    return ledger


def _unavailable(error: LedgerError) -> ApiProblem:
    """The ledger cannot be reached: nothing is played on unrecorded (that would reopen the
    rewind), so the request is refused as the service being briefly unavailable."""
    current_app.logger.error("spent-token ledger: %s", error)
    return ApiProblem(503, "unavailable", headers={"Retry-After": "1"})


def _claim(key: str, value: str) -> str | None:
    try:
        return _ledger().claim(key, value, _ttl())
    except LedgerError as error:
        raise _unavailable(error) from None


def _ttl() -> int:
    return int(current_app.config["BOUND_TOKEN_TTL"])


def check_fresh(opened: OpenedToken) -> None:
    """A bound token past its lifetime no longer opens (the ledger may have forgotten it). The
    lifetime runs from the start of the token's chain (sealing.py), so every token of a bound
    game, a retry's twin included, expires before the ledger's entries about that game."""
    if opened.claims.seat is None:
        return
    issued = opened.claims.issued
    if issued is None or time.time() > issued + _ttl():
        message = msg(
            "The token has expired: a seat-bound game lives {hours} hours from its first deal; "
            "start a new deal.",
            hours=_ttl() // 3600,
        )
        raise InvalidInput("invalid_token", [Problem("/token", "token_expired", message)])


def check_ticket_fresh(issued: int) -> None:
    """A commitment ticket lives as long as a bound game: once the ledger may have forgotten
    that it dealt, its seed (revealed by that deal) must not deal again."""
    if time.time() > issued + _ttl():
        message = msg(
            "The commitment ticket has expired: it lives {hours} hours; POST the game's "
            "commitments endpoint for a new one.",
            hours=_ttl() // 3600,
        )
        raise InvalidInput("invalid_token", [Problem("/commitment", "token_expired", message)])


def _digest(value: Any) -> str:
    return hashlib.sha256(orjson.dumps(value, option=orjson.OPT_SORT_KEYS)).hexdigest()[:32]


def _key(opened: OpenedToken) -> str:
    claims = opened.claims
    return f"{claims.game}:{claims.deal}:{claims.step}"


def _spent(pointer: str = "/token") -> ApiProblem:
    return ApiProblem(
        409,
        "token_spent",
        msg(
            "The game has already been played on from this token; a seat-bound token plays "
            "on once, so continue from the latest token the service gave you."
        ),
        pointer=pointer,
    )


def precheck(opened: OpenedToken, request: Mapping[str, Any]) -> None:
    """Refuse before any work a request that cannot be a retry of the one that played on from
    this position (a bot's turn asked again with another level or seed: even running the bot
    would tell whether it chooses the same move)."""
    if opened.claims.seat is None:
        return
    try:
        held = _ledger().peek(_key(opened))
    except LedgerError as error:
        raise _unavailable(error) from None
    if held is not None and held.split(":")[0] != _digest(request):
        raise _spent()


def advance(opened: OpenedToken, request: Mapping[str, Any], moves: Sequence[Any]) -> None:
    """Record that the game is played on from ``opened`` by ``request`` with ``moves``; a
    position already played on by anything else is a 409 ``token_spent``. Called when the
    answer is ready, so a refused move spends nothing."""
    if opened.claims.seat is None:
        return
    value = f"{_digest(request)}:{_digest(list(moves))}"
    held = _claim(_key(opened), value)
    if held is not None and held != value:
        raise _spent()


def spend_ticket(game: str, commitment: str, request: Mapping[str, Any]) -> None:
    """A commitment ticket deals one deal, bound or not: two deals from one server seed would
    give the second away once the first is revealed, and an unbound copy of a bound deal would
    show every hand to the player who asked for both."""
    value = _digest(request)
    held = _claim(f"{game}:ticket:{commitment}", value)
    if held is not None and held != value:
        raise _spent("/commitment")
