"""RFC 9457 problem+json: the one shape of every 4xx (and the never-expected 5xx).

A problem's ``detail`` is one sentence per ``code`` (:data:`DETAILS`), the same whatever went
wrong in particular; the specifics are the ``message`` of each item of ``errors`` (a pointer
into the request, a code, a sentence) or ``violations`` (a rule, a code, a sentence). The voice
of every sentence is written down in docs/messages.md.

A body never grows with the input: each list keeps its first :data:`LIST_CAP` items and says how
many more there were (``errors_omitted``, ``violations_omitted``), a text that echoes the client
(a message, a pointer naming an unknown field) is cut at :data:`TEXT_CAP` characters, and the
whole document stays under :data:`BODY_CAP` bytes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import orjson
from flask import Response

from service.api.i18n import translator, words
from service.api.request_id import request_id
from service.core.text import msg
from service.core.verdict import Problem, Violation

PROBLEM_MIME = "application/problem+json"

#: Items listed at most per list; the rest are counted in ``<list>_omitted``.
LIST_CAP = 50
#: Characters kept at most of a pointer or message (they may echo what the client sent).
TEXT_CAP = 1000
#: Bytes a problem document never exceeds.
BODY_CAP = 64 * 1024
#: What ends a text cut at TEXT_CAP.
CUT = "…"

TITLES = {
    400: msg("Bad request"),
    404: msg("Not found"),
    405: msg("Method not allowed"),
    409: msg("Conflict"),
    413: msg("Request body too large"),
    415: msg("Unsupported media type"),
    422: msg("Unprocessable content"),
    500: msg("Internal server error"),
    503: msg("Service unavailable"),
}

ERROR_TITLE = msg("Error")

#: The one ``detail`` of each problem ``code``: what kind of problem it is and what to do.
DETAILS = {
    "bad_request": msg("The request is not well-formed HTTP; send a well-formed request."),
    "invalid_json": msg("The body is not valid JSON; send one JSON object encoded in UTF-8."),
    "not_an_object": msg("The body is JSON but not an object; send a JSON object."),
    "unsupported_media_type": msg(
        "The body must be JSON; send it with Content-Type application/json."
    ),
    "body_too_large": msg(
        "The request body is larger than the service accepts; send a smaller body."
    ),
    "not_found": msg("There is nothing at this path; /openapi.yaml lists the paths of the API."),
    "unknown_game": msg("The path names no game of the catalogue; GET /v1/games lists the games."),
    "method_not_allowed": msg(
        "The path does not take this method; use one the Allow header lists."
    ),
    "invalid_request": (
        msg("The request does not match the schema; each item of errors says what to fix where.")
    ),
    "invalid_state": (
        msg("The state is impossible or inconsistent; each item of errors says what to fix where.")
    ),
    "illegal_move": msg(
        "The move breaks a rule of the game; each item of violations names the rule."
    ),
    "invalid_token": (
        msg(
            "The token does not open here (altered, of another game, or sealed by another "
            "key); send the game's latest token as the service gave it."
        )
    ),
    "seat_bound": msg(
        "The token is bound to one seat and shows or plays no other seat; ask for the bound "
        'seat, and have the bots play the others with suggest and "play": true.'
    ),
    "token_spent": msg(
        "The game has already been played on from this seat-bound token; continue from the "
        "latest token the service gave."
    ),
    "broken_chain": msg(
        "The tokens do not form one game's chain; the item of errors names the first bad link."
    ),
    "deal_not_over": msg("The deal is still in play; ask for this once the deal is over."),
    "deal_over": msg("The deal is over and nobody is to move; ask for the next deal first."),
    "not_to_move": msg("Only the seat to move can be given a move; leave out 'seat' or name it."),
    "no_legal_move": msg(
        "The seat to move has no listed move for a bot to choose; validate the move it plays."
    ),
    "match_over": msg("The match is over; start a new match with a new deal."),
    "not_ready": msg("The service is still starting; try again in a moment."),
    "http_error": msg("The request was refused at the HTTP level; see the status code."),
    "malformed_body": (
        msg("The body's HTTP framing (chunks or length) is broken; send a well-formed body.")
    ),
    "duplicate_key": msg("A key appears twice in one JSON object; send each key once."),
    "request_timeout": msg("The request did not arrive in time; send it again, without pauses."),
    "length_required": msg("The body has no length; send a Content-Length or a chunked body."),
    "uri_too_long": msg("The request line is too long; send a shorter path."),
    "header_too_large": msg("A request header is too large; send shorter headers."),
    "forbidden": msg("The request is not allowed; send a plain HTTP/1.1 request."),
    "expectation_failed": msg("The Expect header cannot be met; send the request without it."),
    "unavailable": msg("The service is not reachable just now; try again shortly."),
    "upstream_timeout": msg("The service did not answer in time; try again shortly."),
    "time_limit": msg(
        "The request needed more time than the service gives one request; send a smaller one."
    ),
    "memory_limit": msg(
        "The request needed more memory than the service gives one request; send a smaller one."
    ),
    "internal_error": msg("The service failed unexpectedly; the failure has been logged."),
}
#: The detail of a code missing from DETAILS (a test keeps every code in the table).
FALLBACK_DETAIL = msg("The request was refused; the code and status say why.")


class ApiProblem(Exception):
    """Raised anywhere in a request to answer with a problem document.

    ``message``, when given, is the specific sentence: it becomes the first item of
    ``errors``, at ``pointer`` (``""`` is the whole body), with the problem's code. The
    problem's ``detail`` is always the code's sentence in :data:`DETAILS`."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str | None = None,
        *,
        pointer: str = "",
        errors: Iterable[Problem] = (),
        violations: Iterable[Violation] = (),
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self.status = status
        self.code = code
        self.detail = DETAILS.get(code, FALLBACK_DETAIL)
        super().__init__(message or self.detail)
        first = () if message is None else (Problem(pointer, code, message),)
        self.errors = (*first, *errors)
        self.violations = tuple(violations)
        self.headers = dict(headers or {})


def cut(text: str) -> str:
    """``text`` cut to :data:`TEXT_CAP` characters, ending with ``…`` when it was cut.

    >>> cut("Unknown field 'x'."), len(cut("x" * 5000))
    ("Unknown field 'x'.", 1000)
    """
    return text if len(text) <= TEXT_CAP else text[: TEXT_CAP - len(CUT)] + CUT


def error_item(problem: Problem, gettext: Callable[[str], str] | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {
        "pointer": cut(problem.pointer),
        "code": problem.code,
        "message": cut(words(problem.message, gettext)),
    }
    if problem.rule:
        item["rule"] = problem.rule
    return item


def violation_item(
    violation: Violation, gettext: Callable[[str], str] | None = None
) -> dict[str, str]:
    message = cut(words(violation.message, gettext))
    return {"rule": violation.rule, "code": violation.code, "message": message}


def _capped(items: list[dict[str, Any]], budget: int) -> list[dict[str, Any]]:
    """The longest prefix of ``items`` (at most LIST_CAP) whose JSON fits in ``budget``
    bytes."""
    kept: list[dict[str, Any]] = []
    for item in items[:LIST_CAP]:
        budget -= len(orjson.dumps(item)) + 1
        if budget < 0:
            break
        kept.append(item)
    return kept


def problem_body(problem: ApiProblem) -> bytes:
    """The problem document as JSON: lists capped, never more than BODY_CAP bytes; its words
    in the request's language (service/api/i18n.py), only those sent translated."""
    gettext = translator()
    body: dict[str, Any] = {
        "type": f"urn:kortdomaren:problem:{problem.code}",
        "title": words(TITLES.get(problem.status, ERROR_TITLE), gettext),
        "status": problem.status,
        "detail": words(problem.detail, gettext),
        "code": problem.code,
        "request_id": request_id(),
    }
    # each list may fill half of what the envelope leaves (the envelope is a few hundred bytes)
    budget = (BODY_CAP - 1024) // 2
    for name, items in (
        ("errors", [error_item(p, gettext) for p in problem.errors[: LIST_CAP + 1]]),
        ("violations", [violation_item(v, gettext) for v in problem.violations[: LIST_CAP + 1]]),
    ):
        if items:
            kept = _capped(items, budget)
            body[name] = kept
            total = len(problem.errors if name == "errors" else problem.violations)
            if total > len(kept):
                body[f"{name}_omitted"] = total - len(kept)
    return orjson.dumps(body)


def problem_response(problem: ApiProblem) -> Response:
    response = Response(problem_body(problem), status=problem.status, mimetype=PROBLEM_MIME)
    response.headers.update(problem.headers)
    return response
