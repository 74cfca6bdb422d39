"""Reading a request body as strict JSON, within a size limit, chunked or not.

Werkzeug cuts a chunked body at ``MAX_CONTENT_LENGTH`` and the parse then fails with a 400
(style.md); reading the stream ourselves with the limit gives the honest 413. orjson refuses
NaN/Infinity, numbers that overflow, lone surrogates and nesting deeper than 1024 levels.
"""

from __future__ import annotations

from typing import Any

import orjson
from flask import current_app, request

from service.api.problems import ApiProblem

DEFAULT_BODY_LIMIT = 256 * 1024


def _read_limited(limit: int) -> bytes:
    length = request.content_length
    if length is not None:
        if length > limit:
            raise _too_large(limit)
        return request.get_data(cache=False)
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


def _too_large(limit: int) -> ApiProblem:
    return ApiProblem(413, "body_too_large", f"The request body exceeds {limit} bytes.")


def json_body() -> dict[str, Any]:
    """The request's JSON object, or an ApiProblem (415, 413, 400)."""
    mimetype = request.mimetype
    if mimetype != "application/json" and not (
        mimetype.startswith("application/") and mimetype.endswith("+json")
    ):
        raise ApiProblem(
            415,
            "unsupported_media_type",
            "Send the body as application/json.",
        )
    raw = _read_limited(current_app.config.get("BODY_LIMIT", DEFAULT_BODY_LIMIT))
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as error:
        raise ApiProblem(400, "invalid_json", f"The body is not valid JSON ({error}).") from None
    if type(data) is not dict:
        raise ApiProblem(400, "not_an_object", "The body must be a JSON object.")
    return data
