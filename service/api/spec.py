"""The OpenAPI document, generated from the same marshmallow schemas that validate requests.

``python -m service.api.spec > openapi.yaml`` writes the checked-in copy; a test fails when
the two differ, so the contract can never drift from the code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin

from service.api.families import FAMILIES
from service.api.schemas.common import (
    CatalogueSchema,
    DealRequestSchema,
    GameEntrySchema,
    HealthSchema,
    ProblemSchema,
    ScoreSchema,
)
from service.games import GAMES

DESCRIPTION = """\
Kortdomaren is a stateless referee for Nordic card games. A client sends a complete game state
(and a move); the service checks the state, judges the move against the rules reference (every
refusal names the rule ID), and returns the successor state with events, the legal moves, or
the score. Nothing is stored between requests.

Conventions (contract v1):
- Card codes: `<rank><suit>`, rank `A 2 … 10 J Q K`, suit `S H D C`; `10D` is storan, `2S`
  lillan. Codes are case-sensitive.
- Build ids (Byggkasino, Mulle Glimne): `b` and decimal digits, pattern `^b[0-9]+$` (`b1`,
  `b12`). A build on the table carries its id; a move names builds by id in `capture` and
  `groups` (beside loose cards' codes) and in `build.onto` and `build.merge`.
- Seats are 0…n−1 in playing order; partners (4-player partnership games) are 0 & 2 and 1 & 3.
- Seeds are integers 0…2^53−1. A deal shuffles the game's deck (listed in canonical order:
  spades, hearts, diamonds, clubs, each A…K) with CPython's `random.Random(seed).shuffle`;
  deal n > 1 of a match uses the seed `int(sha256("seed:deal:n")[:8]) mod 2^53`. Without a
  seed the service draws one from a secure source and reports it. Without a dealer, the dealer
  is drawn from the seed (highest card, A high, ties redraw).
- Every state in a request is checked before any rule runs; all problems are reported at once
  (422 `invalid_state`, each with a JSON pointer). Every 4xx is `application/problem+json`.
- Bodies larger than 256 KiB (chunked or not) get 413; JSON with NaN/Infinity, numbers beyond
  a double's range (such as 1e400) or nesting deeper than 1024 levels gets 400. An integer too
  large for 64 bits is read as a number, not an integer, and the field refuses it (422).
"""


@dataclass(frozen=True)
class Endpoint:
    path: str
    method: str
    operation: str
    summary: str
    request: str | None
    response: str
    statuses: tuple[int, ...]
    media_type: str = "application/json"  # of the 200 answer; any other is described as text


POST_ERRORS = (400, 404, 405, 413, 415, 422)

ENDPOINTS: tuple[Endpoint, ...] = (
    Endpoint(
        "/v1/games",
        "get",
        "listGames",
        "The game catalogue with every option.",
        None,
        "Catalogue",
        (405,),
    ),
    Endpoint(
        "/v1/games/{game}",
        "get",
        "getGame",
        "One game of the catalogue.",
        None,
        "GameEntry",
        (404, 405),
    ),
    Endpoint(
        "/v1/games/{game}/deals",
        "post",
        "deal",
        "A new deal: reproducible with a seed; a secure seed is used and reported without.",
        "DealRequest",
        "DealResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/next-deal",
        "post",
        "nextDeal",
        "The next deal of the match (dealer rotated, scores carried), or a problem if the "
        "deal is not over or the match is.",
        "StateRequest",
        "DealResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/legal-moves",
        "post",
        "legalMoves",
        "Every legal move in a deterministic order, cut at limit; count is the total (a lower "
        "bound, count_exact false, where counting stops at its work budget).",
        "LegalMovesRequest",
        "LegalMovesResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/validate",
        "post",
        "validate",
        "Is the move legal? The verdict lists violated rules, or how a legal move was read.",
        "MoveRequest",
        "ValidateResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/apply",
        "post",
        "apply",
        "Apply a move: the successor state and events; an illegal move is a 422 problem "
        "with violations.",
        "MoveRequest",
        "ApplyResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/score",
        "post",
        "score",
        "The itemised score of a finished deal and the match standing.",
        "StateRequest",
        "Score",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/replay",
        "post",
        "replay",
        "Apply moves in order, with a verdict for each; stops at the first illegal move.",
        "ReplayRequest",
        "ReplayResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/view",
        "post",
        "view",
        "What one player may see: other hands and the stock as counts only.",
        "ViewRequest",
        "ViewResponse",
        POST_ERRORS,
    ),
    Endpoint("/healthz", "get", "healthz", "Liveness.", None, "Health", (405,)),
    Endpoint("/readyz", "get", "readyz", "Readiness.", None, "Health", (405, 503)),
    Endpoint(
        "/metrics",
        "get",
        "metrics",
        "Prometheus metrics (text format 0.0.4) of every worker: requests by endpoint, game "
        "and status, latency histograms, verdict violations by rule ID, deals by game.",
        None,
        "",
        (405,),
        "text/plain",
    ),
)

SHARED_SCHEMAS = {  # nested schemas before the ones that contain them
    "GameEntry": GameEntrySchema,
    "Catalogue": CatalogueSchema,
    "DealRequest": DealRequestSchema,
    "Score": ScoreSchema,
    "Health": HealthSchema,
    "Problem": ProblemSchema,
}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _body_schema(name: str) -> dict[str, Any]:
    if name in SHARED_SCHEMAS:
        return _ref(name)
    refs = [_ref(f"{family.schema_classes[name].__name__}") for family in FAMILIES.values()]
    # the path's game id decides the family; bodies of different families may look alike
    return refs[0] if len(refs) == 1 else {"anyOf": refs}


#: Response headers on every answer (components/headers).
RESPONSE_HEADERS = {
    "X-Request-ID": {
        "description": "This request's id, also in every problem and log line: the client's "
        "X-Request-ID when it is 1-128 characters of letters, digits and . _ : + / = @ -, "
        "else a fresh one.",
        "schema": {"type": "string", "pattern": "^[A-Za-z0-9._:+/=@-]{1,128}$"},
    },
    "X-Kortdomaren-Instance": {
        "description": "The instance that answered, when the operator names one "
        "(KORTDOMAREN_INSTANCE).",
        "schema": {"type": "string"},
    },
}


def _headers() -> dict[str, Any]:
    return {name: {"$ref": f"#/components/headers/{name}"} for name in RESPONSE_HEADERS}


def _operation(endpoint: Endpoint) -> dict[str, Any]:
    schema = (
        _body_schema(endpoint.response)
        if endpoint.media_type == "application/json"
        else {"type": "string"}
    )
    responses: dict[str, Any] = {
        "200": {
            "description": "Success.",
            "headers": _headers(),
            "content": {endpoint.media_type: {"schema": schema}},
        }
    }
    for status in endpoint.statuses:
        responses[str(status)] = {"$ref": f"#/components/responses/Problem{status}"}
    operation: dict[str, Any] = {
        "operationId": endpoint.operation,
        "summary": endpoint.summary,
        "responses": responses,
    }
    if "{game}" in endpoint.path:
        operation["parameters"] = ["game"]  # apispec resolves the component by name
    if endpoint.request:
        operation["requestBody"] = {
            "required": True,
            "content": {"application/json": {"schema": _body_schema(endpoint.request)}},
        }
    return operation


PROBLEM_TEXT = {
    400: "The body is not JSON or not an object.",
    404: "Unknown game or path.",
    405: "Method not allowed (the Allow header lists the allowed ones).",
    413: "The body exceeds 256 KiB.",
    415: "The body is not application/json.",
    422: "Schema errors (invalid_request), an impossible state (invalid_state), an illegal "
    "move (illegal_move, with violations), or a request that does not fit the state.",
    503: "Not ready.",
}


@cache
def build_spec() -> APISpec:
    spec = APISpec(
        title="Kortdomaren",
        version="1.0.0",
        openapi_version="3.1.0",
        info={"description": DESCRIPTION},
        plugins=[MarshmallowPlugin()],
    )
    for name, schema in SHARED_SCHEMAS.items():
        spec.components.schema(name, schema=schema)
    for family in FAMILIES.values():
        for schema in family.schema_classes.values():
            spec.components.schema(schema.__name__, schema=schema)
    for name, header in RESPONSE_HEADERS.items():
        spec.components.header(name, header)
    for status, text in PROBLEM_TEXT.items():
        spec.components.response(
            f"Problem{status}",
            {
                "description": text,
                "headers": _headers(),
                "content": {"application/problem+json": {"schema": _ref("Problem")}},
            },
        )
    spec.components.parameter(
        "game",
        "path",
        {
            "description": "Game id from the catalogue.",
            "required": True,
            "schema": {"type": "string", "enum": [game.id for game in GAMES]},
        },
    )
    paths: dict[str, dict[str, Any]] = {}
    for endpoint in ENDPOINTS:
        paths.setdefault(endpoint.path, {})[endpoint.method] = _operation(endpoint)
    for path, operations in paths.items():
        spec.path(path=path, operations=operations)
    return spec


def spec_yaml() -> str:
    return build_spec().to_yaml()


if __name__ == "__main__":
    print(spec_yaml(), end="")
