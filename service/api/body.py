"""Reading a request body as strict JSON, within a size limit, chunked or not.

Werkzeug cuts a chunked body at ``MAX_CONTENT_LENGTH`` and the parse then fails with a 400
(style.md); reading the stream ourselves with the limit gives the honest 413. orjson refuses
NaN/Infinity, numbers that overflow, lone surrogates and nesting deeper than 1024 levels;
duplicate keys, which orjson (like every common parser) resolves silently to the last one, are
found by ``_has_duplicate_keys`` and refused: a referee does not guess what a body means.
"""

from __future__ import annotations

import contextlib
import json
import re
from typing import Any

import orjson
from flask import current_app, request

from service.api.problems import ApiProblem
from service.core.text import msg

DEFAULT_BODY_LIMIT = 256 * 1024


def _read_limited(limit: int) -> bytes:
    """The body, at most ``limit`` bytes (413 beyond), or a 400 when its framing is broken.

    The WSGI server de-chunks the stream as we read; a malformed chunked body (a size of
    ``zz`` or ``-2``, a missing CRLF, a bad extension or trailer, a truncated chunk) surfaces
    as the server's own exception from ``read`` (gunicorn: ``InvalidChunkSize``,
    ``NoMoreData``…; Werkzeug: ``ClientDisconnected``). Whatever the type, bytes that cannot
    be read are the client's fault, so any failure inside a read is a 400, never a 500.
    """
    try:
        length = request.content_length
        if length is not None:
            if length > limit:
                raise _too_large(limit)
            data = request.get_data(cache=False)
            if len(data) != length:  # the client stopped short (some servers let that by)
                raise ConnectionError(f"{len(data)} of {length} bytes before the end")
            return data
        stream = request.stream
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = stream.read(min(65536, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise _too_large(limit)
        return b"".join(chunks)
    except ApiProblem:
        raise
    except Exception as error:
        # the HTTP server's own words are English: they go to the log, the client gets ours
        current_app.logger.info("malformed body: %s", str(error)[:200] or type(error).__name__)
        raise ApiProblem(
            400,
            "malformed_body",
            msg(
                "The request body could not be read as HTTP/1.1 framing: a chunk, its size or "
                "the Content-Length does not match what was sent."
            ),
        ) from None


def _too_large(limit: int) -> ApiProblem:
    return ApiProblem(
        413, "body_too_large", msg("The request body exceeds {limit} bytes.", limit=limit)
    )


_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')


def _key_count(data: Any) -> int:
    """How many members all the objects in ``data`` hold (iterative: nesting goes to 1024)."""
    count = 0
    pending = [data]
    while pending:
        item = pending.pop()
        if type(item) is dict:
            count += len(item)
            pending.extend(item.values())
        elif type(item) is list:
            pending.extend(item)
    return count


def _has_duplicate_keys(raw: bytes, data: Any) -> str | None:
    """The key that appears twice in one object of ``raw`` ("" if unnamed), or None.

    Every object member in ``raw`` is followed by exactly one structural ``:``; a duplicate
    that the parser dropped takes at least that one with it. Fast path, exact: strings keep
    their literal ``:`` when orjson writes ``data`` back, so when nothing was dropped ``raw``
    and the dump hold equally many ``:`` bytes, unless ``raw`` spells a colon as an escape
    (the dump writes it literally). One dump and two C-speed counts cost a few µs on a state.
    Otherwise (an escaped colon, nesting deeper than orjson dumps, or a real duplicate) the
    structural colons are counted with the strings cut out and compared with the members
    parsed; the key is then named by the standard library's parser with a hook that sees
    every member (unnamed where its recursion limit cannot follow the nesting).
    """
    if b"\\u003" not in raw:  # no escaped colon (u+003a written as an escape)
        try:
            if raw.count(b":") == orjson.dumps(data).count(b":"):
                return None
        except orjson.JSONEncodeError:  # nesting deeper than orjson.dumps follows (254)
            pass
    if _STRING.sub(b"", raw).count(b":") == _key_count(data):
        return None

    found: list[str] = []

    def members(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen = set()
        for key, _ in pairs:
            if key in seen and not found:
                found.append(key)
            seen.add(key)
        return {}

    with contextlib.suppress(RecursionError):
        json.loads(raw, object_pairs_hook=members)
    return found[0] if found else ""


def json_body() -> dict[str, Any]:
    """The request's JSON object, or an ApiProblem (415, 413, 400)."""
    mimetype = request.mimetype
    if mimetype != "application/json" and not (
        mimetype.startswith("application/") and mimetype.endswith("+json")
    ):
        raise ApiProblem(
            415,
            "unsupported_media_type",
            msg("Send the body as application/json."),
        )
    raw = _read_limited(current_app.config.get("BODY_LIMIT", DEFAULT_BODY_LIMIT))
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as error:
        # where the parser stopped, not its own English words: the sentence is translated
        where = msg(
            "The body is not valid JSON at line {line}, column {column} (character {position}).",
            line=error.lineno,
            column=error.colno,
            position=error.pos,
        )
        raise ApiProblem(400, "invalid_json", where) from None
    if type(data) is not dict:
        raise ApiProblem(400, "not_an_object", msg("The body must be a JSON object."))
    duplicate = _has_duplicate_keys(raw, data)
    if duplicate is not None:
        raise ApiProblem(
            400,
            "duplicate_key",
            msg(
                "The key {key} appears twice in one object; send each key once.",
                key=json.dumps(duplicate[:100]),
            )
            if duplicate
            else msg("A key appears twice in one object; send each key once."),
        )
    return data
