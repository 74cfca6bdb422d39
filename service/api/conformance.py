"""GET /v1/conformance: the conformance kit the service was built with, served as checked in.

The manifest is ``index.json`` as is; a game's file is served byte for byte (its sha256, from
the manifest, is the ETag), so a client can check what it downloaded against the manifest.
"""

from __future__ import annotations

import orjson
from flask import Blueprint, Response, request

from service import conformance
from service.api.problems import ApiProblem
from service.core.text import msg

kit = Blueprint("conformance", __name__, url_prefix="/v1")


@kit.get("/conformance")
def conformance_index() -> Response:
    return Response(orjson.dumps(conformance.index()), mimetype="application/json")


@kit.get("/conformance/<game_id>")
def conformance_file(game_id: str) -> Response:
    entry = next((e for e in conformance.index()["games"] if e["game"] == game_id), None)
    data = conformance.game_file(game_id)
    if entry is None or data is None:
        raise ApiProblem(
            404,
            "unknown_game",
            msg(
                "The kit has no game '{game_id}'; GET /v1/conformance lists its games.",
                game_id=game_id[:60],
            ),
        )
    response = Response(data, mimetype="application/json")
    response.set_etag(entry["sha256"])
    response.cache_control.public = True
    response.cache_control.no_cache = True  # revalidate: a new release may carry a new kit
    response.make_conditional(request)  # 304 when If-None-Match names this ETag
    return response
