"""The OpenAPI document, generated from the same marshmallow schemas that validate requests.

``python -m service.api.spec > openapi.yaml`` writes the checked-in copy; a test fails when
the two differ, so the contract can never drift from the code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

import yaml
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from marshmallow import Schema, fields

from service.api.examples import example_game, operation_examples
from service.api.families import FAMILIES
from service.api.fields import CARD_DOC, CardList, ItemList
from service.api.schemas.cards import FAMILY_PREFIX, card_schema, game_id_schema
from service.api.schemas.commitment import CommitmentRequestSchema, CommitmentResponseSchema
from service.api.schemas.common import (
    CatalogueSchema,
    DealRequestSchema,
    GameEntrySchema,
    HealthSchema,
    ProblemSchema,
    ScoreSchema,
)
from service.api.schemas.conformance import ConformanceIndexSchema, ConformanceKitSchema
from service.api.schemas.events import event_schemas
from service.api.spec_links import links
from service.games import GAMES

DESCRIPTION = """\
Kortdomaren is a stateless referee for Nordic card games. A client sends a complete game state
(and a move); the service checks the state, judges the move against the rules reference (every
refusal names the rule ID), and returns the successor state with events, the legal moves, or
the score. Nothing is stored between requests.

The service is unauthenticated (`security: []`): it holds no data and no accounts, so every
request is judged on what it carries. Put it behind your own gateway if you need access control.

Every answer of a game operation names its `family` (`fishing`, `femhundra` or `tarot`), the
discriminator that tells the families' schemas apart (docs/contract-typing.md).

Sealed play (docs/sealed-play.md): a deal asked with `"sealed": true` answers with an opaque
`token` (`<game>.<sealed bytes>`) and one view per seat instead of the state, and is shuffled
from a committed server seed that is revealed when the deal ends (docs/fair-deals.md). Every
operation that takes `state` takes `token` in its place; a token that does not open is a 422
`invalid_token`. Keep only the latest token of a game: its `step` is the highest.

Languages (docs/translations.md): violation and error messages, problem titles and details and
score labels follow `Accept-Language` (`en`, the default, `sv`, `fi`); JSON answers carry
`Content-Language`. Rule IDs, codes, pointers and every other value are the same in every
language.

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
  large for 64 bits is read as a number, not an integer, and the field refuses it (422). Integers
  are JSON integers: `2.0` is refused like `2.5`, although JSON Schema counts it an integer.
"""


@dataclass(frozen=True)
class Endpoint:
    path: str
    method: str
    operation: str
    tag: str
    summary: str
    description: str
    request: str | None
    response: str
    statuses: tuple[int, ...]
    media_type: str = "application/json"  # of the 200 answer; any other is described as text
    etag: bool = False  # answers with an ETag and honours If-None-Match (304)


POST_ERRORS = (400, 404, 405, 413, 415, 422)
#: What the HTTP layer (gunicorn, before the application) refuses on any path: a request line
#: or header fields too long (gunicorn.conf.py's limits), as problem+json too.
LAYER_ERRORS = (414, 431)
#: Requests that play on from a token: a seat-bound token plays on once (409 token_spent).
PLAY_ERRORS = (400, 404, 405, 409, 413, 415, 422, 503)

ENDPOINTS: tuple[Endpoint, ...] = (
    Endpoint(
        "/v1/games",
        "get",
        "listGames",
        "catalogue",
        "List the games",
        "The game catalogue: every game with its family, player counts, partnership support "
        "and options (type, allowed values, default, the rule ID each comes from). Game names "
        "and option descriptions come in the language of Accept-Language (en, sv, fi); ids, "
        "option names, choices and rule IDs never change.",
        None,
        "Catalogue",
        (405,),
    ),
    Endpoint(
        "/v1/games/{game}",
        "get",
        "getGame",
        "catalogue",
        "Get one game",
        "One entry of the catalogue, its name and descriptions in the language of "
        "Accept-Language.",
        None,
        "GameEntry",
        (404, 405),
    ),
    Endpoint(
        "/v1/games/{game}/deals",
        "post",
        "deal",
        "play",
        "Deal a new deal",
        "A new deal of the game. With a seed the deal is the same on every machine; without "
        "one the service draws a seed from a secure source and reports it. `match` continues a "
        "match from the points of the deals already played. Sealed with client seeds: send "
        "the ticket of POST /v1/games/{game}/commitments as `commitment` (one deal per "
        "ticket, else 409 `token_spent`).",
        "DealRequest",
        "DealResponse",
        PLAY_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/commitments",
        "post",
        "commit",
        "play",
        "Commit to a server seed",
        "The server's commitment to the seed of a sealed deal, fixed before any client seed "
        "is known, and a sealed ticket to deal from it (docs/fair-deals.md): note the "
        "commitment, choose the client seeds, then deal with `commitment` set to the ticket.",
        "CommitmentRequest",
        "CommitmentResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/next-deal",
        "post",
        "nextDeal",
        "play",
        "Deal the next deal of the match",
        "The next deal of the match of a finished deal (dealer rotated, match scores carried), "
        "or a problem if the deal is not over (`deal_not_over`) or the match is (`match_over`). "
        "Sealed: shuffled from the seed the finished deal committed to (`next_commitment`); a "
        "seat-bound token deals its next deal once (409 `token_spent`).",
        "NextDealRequest",
        "NextDealResponse",
        PLAY_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/legal-moves",
        "post",
        "legalMoves",
        "play",
        "List the legal moves",
        "Every legal move of the player to move, in a deterministic order and cut at `limit`; "
        "each is directly usable with apply. `count` is the total (a lower bound, with "
        "`count_exact` false, where counting stops at its work budget).",
        "LegalMovesRequest",
        "LegalMovesResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/validate",
        "post",
        "validate",
        "play",
        "Judge a move",
        "Whether the move is legal, without applying it: the rules it breaks (each with its "
        "rule ID), or how a legal move was read.",
        "MoveRequest",
        "ValidateResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/apply",
        "post",
        "apply",
        "play",
        "Apply a move",
        "The successor state and the events that led to it, and the score when the move ended "
        "the deal. An illegal move is a 422 problem with `violations`. A seat-bound token "
        "plays on once (409 `token_spent`).",
        "MoveRequest",
        "ApplyResponse",
        PLAY_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/score",
        "post",
        "score",
        "scoring",
        "Score a finished deal",
        "The itemised score of a finished deal (each item with its rule ID) and the match "
        "standing; a deal still in play is a 422 problem (`deal_not_over`).",
        "StateRequest",
        "Score",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/replay",
        "post",
        "replay",
        "play",
        "Replay moves",
        "Apply moves in order with a verdict for each; stops at the first illegal move "
        "(`stopped_at`), returning the state reached and, when the deal is over, its score.",
        "ReplayRequest",
        "ReplayResponse",
        PLAY_ERRORS,
    ),
    Endpoint(
        "/v1/games/{game}/view",
        "post",
        "view",
        "play",
        "Show one player's view",
        "What one seat may see: its own hand, the other hands and the stock as counts only, "
        "and no seed.",
        "ViewRequest",
        "ViewResponse",
        POST_ERRORS,
    ),
    Endpoint(
        "/v1/conformance",
        "get",
        "listConformance",
        "conformance",
        "List the conformance kit",
        "The manifest of the conformance kit this service was built with: per game the file's "
        "version, size, sha256 and how many positions, checks, deals and perft starts it holds "
        "(docs/conformance.md).",
        None,
        "ConformanceIndex",
        (405,),
    ),
    Endpoint(
        "/v1/conformance/{game}",
        "get",
        "getConformance",
        "conformance",
        "Download a game's conformance file",
        "The game's golden records exactly as the kit holds them (conformance/kit.schema.json "
        "describes them in full): positions with their complete legal-move lists, checked "
        "moves with successors or the rule IDs they break, finished deals with their scores, "
        "and perft counts. The ETag is the file's sha256.",
        None,
        "ConformanceKit",
        (404, 405),
        etag=True,
    ),
    Endpoint(
        "/v1/games/{game}/suggest",
        "post",
        "suggest",
        "play",
        "Suggest a move",
        "A computer player's move for the seat to move, chosen from what that seat may see "
        "(the hidden cards are dealt anew before it looks): `random`, `greedy` (the best "
        "immediate gain by the game's scoring) or `search` (the best average margin at the "
        "end of the deal over sampled deals, within `budget_ms`). The same view and `seed` "
        "give the same move, for `search` when it finishes before its deadline "
        "(docs/bots.md).",
        "SuggestRequest",
        "SuggestResponse",
        PLAY_ERRORS,
    ),
    Endpoint(
        "/healthz",
        "get",
        "healthz",
        "meta",
        "Liveness",
        "200 while the process runs.",
        None,
        "Health",
        (405,),
    ),
    Endpoint(
        "/readyz",
        "get",
        "readyz",
        "meta",
        "Readiness",
        "200 when the service can answer requests, else 503.",
        None,
        "Health",
        (405, 503),
    ),
    Endpoint(
        "/metrics",
        "get",
        "metrics",
        "meta",
        "Prometheus metrics",
        "Prometheus metrics (text format 0.0.4) of every worker: requests by endpoint, game "
        "and status, latency histograms, verdict violations by rule ID, deals by game.",
        None,
        "",
        (405,),
        "text/plain",
    ),
)

TAGS = [
    {"name": "catalogue", "description": "The games, their player counts and options."},
    {
        "name": "play",
        "description": "Deal, list legal moves, judge and apply moves, replay, views. Every "
        "request carries the complete state, or its sealed token; nothing is stored.",
    },
    {"name": "scoring", "description": "The score of a finished deal and the match."},
    {"name": "meta", "description": "Liveness, readiness and metrics."},
    {
        "name": "conformance",
        "description": "The conformance kit: golden records to test another implementation "
        "of the rules against (docs/conformance.md).",
    },
]

SHARED_SCHEMAS = {  # nested schemas before the ones that contain them
    "GameEntry": GameEntrySchema,
    "Catalogue": CatalogueSchema,
    "DealRequest": DealRequestSchema,
    "CommitmentRequest": CommitmentRequestSchema,
    "CommitmentResponse": CommitmentResponseSchema,
    "Score": ScoreSchema,
    "Health": HealthSchema,
    "Problem": ProblemSchema,
    "ConformanceIndex": ConformanceIndexSchema,
    "ConformanceKit": ConformanceKitSchema,
}
#: Family answers: the ``family`` field tells them apart (docs/contract-typing.md).
RESPONSES = (
    "DealResponse",
    "NextDealResponse",
    "LegalMovesResponse",
    "ValidateResponse",
    "ApplyResponse",
    "ReplayResponse",
    "ViewResponse",
    "SuggestResponse",
)
#: The largest table of any game, and so the seats a schema can bound.
MAX_PLAYERS = {
    name: max(g.player_counts[-1] for g in GAMES if g.family == name) for name in FAMILIES
}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _family_schema(family: str, name: str) -> str:
    return FAMILIES[family].schema_classes[name].__name__


#: Requests that take a sealed ``token`` in place of ``state`` (service/api/sealing.py).
SEALED_REQUESTS = (
    "StateRequest",
    "NextDealRequest",
    "MoveRequest",
    "LegalMovesRequest",
    "ReplayRequest",
    "ViewRequest",
    "SuggestRequest",
)
#: Sealed requests and answers of one more kind: replay's ``tokens`` mode checks a chain.
CHAIN_REQUESTS = {"ReplayRequest": "SealedChainRequest"}
CHAIN_ANSWERS = {"ReplayResponse": "SealedChainResponse"}
#: Answers that come sealed when the request was: the plain answer's sealed counterpart.
SEALED_ANSWERS = {
    "DealResponse": "SealedDealResponse",
    "NextDealResponse": "SealedDealResponse",
    "ApplyResponse": "SealedApplyResponse",
    "ReplayResponse": "SealedReplayResponse",
}


def _answer(prefix: str, name: str) -> str:
    """The component a family's answer maps to: the answer itself, or where it may come
    sealed, ``{prefix}{name}Answer``: one of the plain and the sealed answer, told apart by
    the ``state`` or ``token`` each requires (both name the same family)."""
    return (
        f"{prefix}{name.removesuffix('Response')}Answer"
        if name in SEALED_ANSWERS
        else (f"{prefix}{name}")
    )


def _body_schema(name: str) -> dict[str, Any]:
    if name in SHARED_SCHEMAS:
        return _ref(name)
    refs = {family: _family_schema(family, name) for family in FAMILIES}
    if name not in RESPONSES:
        # A request is the client's own choice of family; the families' states exclude one
        # another deep inside (required fields the others refuse), which a linter cannot see.
        # A sealed request sends a token in place of the state.
        members = [_ref(ref) for ref in refs.values()]
        if name in SEALED_REQUESTS:
            members += [_ref(_family_schema(family, f"Sealed{name}")) for family in FAMILIES]
        if name in CHAIN_REQUESTS:
            members += [_ref(_family_schema(f, CHAIN_REQUESTS[name])) for f in FAMILIES]
        return {"anyOf": members}
    answers = {family: _answer(FAMILY_PREFIX[family], name) for family in FAMILIES}
    mapping = {family: f"#/components/schemas/{ref}" for family, ref in answers.items()}
    members = [_ref(ref) for ref in answers.values()]
    return {"oneOf": members, "discriminator": {"propertyName": "family", "mapping": mapping}}


def _content(schema: dict[str, Any], examples: dict[str, Any]) -> dict[str, Any]:
    media: dict[str, Any] = {"schema": schema}
    if examples:
        media["examples"] = examples
    return {"application/json": media}


#: Response headers on every answer (components/headers).
RESPONSE_HEADERS = {
    "X-Request-ID": {
        "description": "This request's id, also in every problem and log line: the client's "
        "X-Request-ID when it is 1-128 characters of letters, digits and . _ : + / = @ -, "
        "else a fresh one.",
        "schema": {"type": "string", "pattern": "^[A-Za-z0-9._:+/=@-]{1,128}$"},
    },
    "Content-Language": {
        "description": "The language of the answer's messages and labels (en, sv or fi), as "
        "chosen by the request's Accept-Language; on JSON answers.",
        "schema": {"type": "string", "enum": ["en", "sv", "fi"]},
    },
    "X-Kortdomaren-Instance": {
        "description": "The instance that answered, when the operator names one "
        "(KORTDOMAREN_INSTANCE).",
        "schema": {"type": "string"},
    },
}


def _headers() -> dict[str, Any]:
    return {name: {"$ref": f"#/components/headers/{name}"} for name in RESPONSE_HEADERS}


#: What /metrics answered after one Kasino deal (histogram buckets cut short).
METRICS_EXAMPLE = """\
# HELP kortdomaren_requests_total HTTP requests answered, by endpoint, game and status.
# TYPE kortdomaren_requests_total counter
kortdomaren_requests_total{endpoint="deal",game="kasino",status="200"} 1.0
# HELP kortdomaren_request_duration_seconds Time from the request reaching the application \
to its response, by endpoint.
# TYPE kortdomaren_request_duration_seconds histogram
kortdomaren_request_duration_seconds_bucket{endpoint="deal",le="0.002"} 1.0
kortdomaren_request_duration_seconds_bucket{endpoint="deal",le="+Inf"} 1.0
kortdomaren_request_duration_seconds_count{endpoint="deal"} 1.0
kortdomaren_request_duration_seconds_sum{endpoint="deal"} 0.001033806999657827
# HELP kortdomaren_verdict_violations_total Violations cited in validate, apply and replay \
answers, by game and rule ID.
# TYPE kortdomaren_verdict_violations_total counter
# HELP kortdomaren_deals_total Deals dealt (new deals and next deals of a match), by game.
# TYPE kortdomaren_deals_total counter
kortdomaren_deals_total{game="kasino"} 1.0
"""


def _operation(endpoint: Endpoint) -> dict[str, Any]:
    examples = operation_examples(endpoint.operation)
    if endpoint.media_type == "application/json":
        content = _content(_body_schema(endpoint.response), examples.responses)
    else:
        content = {
            endpoint.media_type: {
                "schema": {"type": "string"},
                "examples": {
                    "after-one-deal": {
                        "summary": "After one Kasino deal (an excerpt)",
                        "value": METRICS_EXAMPLE,
                    }
                },
            }
        }
    responses: dict[str, Any] = {
        "200": {
            "description": "Success.",
            "headers": _headers(),
            "content": content,
        }
    }
    if links(endpoint.operation):
        responses["200"]["links"] = links(endpoint.operation)
    if endpoint.etag:
        responses["200"]["headers"]["ETag"] = {"$ref": "#/components/headers/ETag"}
        responses["304"] = {
            "description": "Not modified: If-None-Match named the current ETag.",
            "headers": {**_headers(), "ETag": {"$ref": "#/components/headers/ETag"}},
        }
    for status in (*endpoint.statuses, *LAYER_ERRORS):
        responses[str(status)] = {"$ref": f"#/components/responses/Problem{status}"}
    operation: dict[str, Any] = {
        "operationId": endpoint.operation,
        "tags": [endpoint.tag],
        "summary": endpoint.summary,
        "description": endpoint.description,
        "responses": responses,
    }
    if "{game}" in endpoint.path:
        shown = examples.requests if endpoint.request else examples.responses
        operation["parameters"] = [_game_parameter(list(shown))]
    if endpoint.request:
        operation["requestBody"] = {
            "required": True,
            "content": _content(_body_schema(endpoint.request), examples.requests),
        }
    return operation


def _game_parameter(names: list[str]) -> dict[str, Any]:
    """The path's game, with one example per example body in the same order: the game each
    body is for, so a tool pairing them (Swagger UI's defaults, schemathesis' examples) sends
    every body to its own game."""
    return {
        "name": "game",
        "in": "path",
        "required": True,
        "description": "Game id from the catalogue.",
        "schema": _ref("GameId"),
        "examples": {
            name: {"summary": example_game(name), "value": example_game(name)} for name in names
        },
    }


PROBLEM_TEXT = {
    400: "The body is not JSON or not an object.",
    404: "Unknown game or path.",
    405: "Method not allowed (the Allow header lists the allowed ones).",
    413: "The body exceeds 256 KiB.",
    409: "A seat-bound token (or a commitment ticket) that has already been played on "
    "(token_spent): continue from the latest token.",
    414: "The request line is longer than 4094 bytes (answered by the HTTP server in front of "
    "the application: in English, with a fresh request id).",
    415: "The body is not application/json.",
    422: "Schema errors (invalid_request), an impossible state (invalid_state), an illegal "
    "move (illegal_move, with violations), or a request that does not fit the state.",
    431: "A request header is longer than 8190 bytes, or there are more than 100 (answered by "
    "the HTTP server in front of the application: in English, with a fresh request id).",
    503: "Not ready, or (a play from a seat-bound token) the spent-token ledger cannot be "
    "reached: try again shortly.",
}


def _family_of(field: fields.Field[Any]) -> str | None:
    """The family whose schema holds ``field`` (its class name's prefix), if any."""
    node: Any = field
    while node is not None and not isinstance(node, Schema):
        node = getattr(node, "parent", None)
    name = type(node).__name__ if node is not None else ""
    return next((f for f, prefix in FAMILY_PREFIX.items() if name.startswith(prefix)), None)


def _card_attributes(self: Any, field: fields.Field[Any], **kwargs: Any) -> dict[str, Any]:
    """apispec attribute function: card codes (and table items) get their family's pattern;
    a ``Constant`` field (an answer's ``family``) is a JSON Schema ``const``."""
    if isinstance(field, fields.Constant):
        return {"type": "string", "const": field.constant}
    if not isinstance(field, fields.String):
        return {}
    in_list = getattr(field, "parent", None)
    is_item = isinstance(in_list, CardList)
    if not is_item and field.metadata.get("example") != CARD_DOC["example"]:
        return {}
    family = _family_of(field)
    if family is None:
        return {}
    schema = card_schema(family, builds=isinstance(in_list, ItemList))
    return {"pattern": schema["pattern"]}


def _walk(node: Any) -> Any:
    """Every dict in ``node``, depth first."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


def _mark_sent(schemas: dict[str, Any]) -> dict[str, list[str]]:
    """Fields marked ``x-sent`` (always in answers, optional in requests) become required;
    returns them by schema, for the lenient input variants of :func:`_inputs`."""
    sent: dict[str, list[str]] = {}
    for name, schema in schemas.items():
        for field, prop in schema.get("properties", {}).items():
            if prop.pop("x-sent", False):
                sent.setdefault(name, []).append(field)
                if field not in schema.setdefault("required", []):
                    schema["required"].append(field)
    return sent


def _refs(node: Any) -> set[str]:
    return {
        item["$ref"].rsplit("/", 1)[-1] for item in _walk(node) if isinstance(item.get("$ref"), str)
    }


def _inputs(schemas: dict[str, Any], sent: dict[str, list[str]], root: str) -> str:
    """``{Name}Input`` copies of ``root`` and the schemas it holds, where a request may leave
    out what an answer always has; returns the root's input name.

    A request's ``state`` is ``anyOf`` the state as answered and its input form, so a client
    sends back the state it received as it is, or builds one by hand with less."""
    closure, todo = set(), [root]
    while todo:
        name = todo.pop()
        if name not in closure:
            closure.add(name)
            todo += [ref for ref in _refs(schemas[name]) if ref in schemas]
    lenient = {name for name in closure if name in sent}
    grown = True
    while grown:  # a schema holding a lenient one is lenient too
        more = {n for n in closure - lenient if _refs(schemas[n]) & lenient}
        grown = bool(more)
        lenient |= more
    for name in sorted(lenient):
        copy = json.loads(json.dumps(schemas[name]))
        copy["required"] = [f for f in copy.get("required", []) if f not in sent.get(name, [])]
        for field in sent.get(name, []):
            prop = copy["properties"][field]
            if isinstance(prop.get("const"), int):  # an optional int const generates bad Python
                prop["minimum"] = prop["maximum"] = prop.pop("const")  # (openapi-python-client)
        for item in _walk(copy):
            ref = item.get("$ref")
            if isinstance(ref, str) and ref.rsplit("/", 1)[-1] in lenient:
                item["$ref"] = ref + "Input"
        copy["description"] = (
            copy.get("description", name) + " As a request may give it: fields every answer "
            "carries but a request may leave out are optional here."
        )
        schemas[f"{name}Input"] = copy
    return f"{root}Input" if root in lenient else root


def _tidy_enums(schemas: dict[str, Any]) -> None:
    """A one-value enum is a ``const``; a nullable enum is ``anyOf`` the enum and null, which
    a generated client reads as ``Enum | None`` (not three made-up union members)."""
    for node in list(_walk(schemas)):
        choices = node.get("enum")
        if not isinstance(choices, list):
            continue
        values = [c for c in choices if c is not None]
        kind = node.get("type")
        if len(values) < len(choices):
            plain = kind[0] if isinstance(kind, list) else kind
            del node["enum"]
            node.pop("type", None)
            node["anyOf"] = [{"type": plain, "enum": values}, {"type": "null"}]
        elif len(values) == 1 and "x-enum-varnames" not in node:
            del node["enum"]
            node["const"] = values[0]


INT64 = 2**63


def _bound_integers(schemas: dict[str, Any]) -> None:
    """Integers are 64-bit: a larger one is read as a number and refused (see the info text),
    so every integer without bounds of its own says so."""
    for node in _walk(schemas):
        kind = node.get("type")
        if kind == "integer" or (isinstance(kind, list) and "integer" in kind):
            node.setdefault("minimum", -INT64)
            node.setdefault("maximum", INT64 - 1)


def _either_state(request: dict[str, Any], prefix: str, given: str) -> None:
    state = request["properties"]["state"]
    state.pop("$ref")
    state["anyOf"] = [_ref(f"{prefix}State"), _ref(given)]


def _seat(schema: dict[str, Any], top: int) -> None:
    schema["minimum"] = 0
    schema["maximum"] = top


def _refine(document: dict[str, Any]) -> None:
    """What the marshmallow schemas cannot say: game ids, events, seat ranges, unions."""
    schemas = document["components"]["schemas"]
    sent = _mark_sent(schemas)
    _tidy_enums(schemas)
    _views(schemas)
    schemas["GameId"] = game_id_schema()
    schemas["GameEntry"]["properties"]["id"] = {
        **_ref("GameId"),
        "description": "The game id (the path's {game}).",
    }
    deal = schemas["DealRequest"]["properties"]
    deal["players"].update(minimum=2, maximum=max(MAX_PLAYERS.values()))
    _seat(deal["dealer"], max(MAX_PLAYERS.values()) - 1)
    _seat(deal["seat"], max(MAX_PLAYERS.values()) - 1)
    _seat(deal["views"]["items"], max(MAX_PLAYERS.values()) - 1)
    for family, prefix in FAMILY_PREFIX.items():
        top = MAX_PLAYERS[family] - 1
        schemas[f"{prefix}GameId"] = game_id_schema(family)
        for state in (f"{prefix}State", f"{prefix}View"):
            props = schemas[state]["properties"]
            props["game"] = {**_ref(f"{prefix}GameId"), "description": "The game's id."}
            props["players"].update(minimum=2, maximum=MAX_PLAYERS[family])
            _seat(props["dealer"], top)
        _seat(schemas[f"{prefix}Move"]["properties"]["player"], top)
        _seat(schemas[f"{prefix}ViewRequest"]["properties"]["player"], top)
        events = event_schemas(family, prefix)
        schemas.update(events)
        apply = schemas[f"{prefix}ApplyResponse"]["properties"]
        apply["events"]["items"] = _ref(f"{prefix}Event")
        schemas[f"{prefix}Verdict"] = _verdict(prefix)
        replay = schemas[f"{prefix}ReplayResponse"]["properties"]
        replay["verdicts"]["items"] = _ref(f"{prefix}Verdict")
        given = _inputs(schemas, sent, f"{prefix}State")
        _seat(schemas[f"{prefix}SuggestRequest"]["properties"]["seat"], top)
        _seat(schemas[f"{prefix}SealedSuggestRequest"]["properties"]["seat"], top)
        _seat(schemas[f"{prefix}SuggestResponse"]["properties"]["seat"], top)
        played = schemas[f"{prefix}SuggestResponse"]["properties"]
        played["events"]["items"] = _ref(f"{prefix}Event")
        for request in ("State", "NextDeal", "Move", "LegalMoves", "Replay", "View", "Suggest"):
            _either_state(schemas[f"{prefix}{request}Request"], prefix, given)
        _sealed(schemas, prefix, top)
    schemas["FishingLastPlay"]["properties"]["player"].update(minimum=0)
    _bound_integers(schemas)


def _sealed(schemas: dict[str, Any], prefix: str, top: int) -> None:
    """Sealed play's shapes: the answers' unions, typed events per seat, seat ranges, and
    tokens that start with a game id of the family (so a union member names its family)."""
    _seat(schemas[f"{prefix}SealedViewRequest"]["properties"]["player"], top)
    ids = "|".join(game.id for game in GAMES if FAMILY_PREFIX[game.family] == prefix)
    for name, schema in schemas.items():
        if name.startswith(f"{prefix}Sealed") and "token" in schema.get("properties", {}):
            schema["properties"]["token"]["pattern"] = rf"^({ids})\.[A-Za-z0-9_-]+$"
    played = schemas[f"{prefix}SuggestResponse"]["properties"]["token"]  # with play
    played["pattern"] = rf"^({ids})\.[A-Za-z0-9_-]+$"
    seat = schemas[f"{prefix}SeatView"]["properties"]
    _seat(seat["seat"], top)
    seat["events"]["items"] = _ref(f"{prefix}Event")
    verdict = json.loads(json.dumps(_verdict(prefix)))
    del verdict["properties"]["events"]
    verdict["properties"]["seat_events"] = {
        "type": "array",
        "items": {"type": "array", "items": _ref(f"{prefix}Event")},
        "description": "What an applied move did, as each seat saw it (one list per seat).",
    }
    schemas[f"{prefix}SealedVerdict"] = verdict
    replay = schemas[f"{prefix}SealedReplayResponse"]["properties"]
    replay["verdicts"]["items"] = _ref(f"{prefix}SealedVerdict")
    schemas[f"{prefix}SealedChainResponse"]["properties"]["verified"]["const"] = True
    chain = schemas[f"{prefix}SealedChainRequest"]["properties"]["tokens"]["items"]
    chain["pattern"] = rf"^({ids})\.[A-Za-z0-9_-]+$"
    for name in (
        "SealedStateRequest",
        "SealedNextDealRequest",
        "SealedMoveRequest",
        "SealedReplayRequest",
        "SealedSuggestRequest",
    ):
        _seat(schemas[f"{prefix}{name}"]["properties"]["views"]["items"], top)
    _seat(schemas[f"{prefix}SealedChainRequest"]["properties"]["views"]["items"], top)
    for plain, sealed in SEALED_ANSWERS.items():
        members = [_ref(f"{prefix}{plain}"), _ref(f"{prefix}{sealed}")]
        if plain in CHAIN_ANSWERS:
            members.append(_ref(f"{prefix}{CHAIN_ANSWERS[plain]}"))
        schemas[_answer(prefix, plain)] = {
            "description": f"The answer to a plain request ({prefix}{plain}, with the state) "
            f"or to a sealed one ({prefix}{sealed}, with a token"
            + (
                f"; {prefix}{CHAIN_ANSWERS[plain]}, a verified chain of tokens"
                if plain in CHAIN_ANSWERS
                else ""
            )
            + ").",
            "oneOf": members,
        }


def _views(schemas: dict[str, Any]) -> None:
    """A view's hidden zones: counts (fishing) or nulls (tarot) in place of cards; in a
    fishing view another seat's exempt additions are null (they tell what it holds), so the
    view's table, builds and build actions are copies (``…InView``) that say so."""
    seen = {
        name: f"{name}InView" for name in ("FishingTable", "FishingBuild", "FishingBuildAction")
    }
    for name, copy_name in seen.items():
        copy = json.loads(json.dumps(schemas[name]))
        for item in _walk(copy):
            ref = item.get("$ref")
            if isinstance(ref, str) and ref.rsplit("/", 1)[-1] in seen:
                item["$ref"] = _ref(seen[ref.rsplit("/", 1)[-1]])["$ref"]
        schemas[copy_name] = copy
    schemas["FishingBuildActionInView"]["properties"]["exempt"] = {
        "type": ["boolean", "null"],
        "description": "A partner's addition without a capturing card (BYGG-PART-2); null "
        "for another seat's action: whether it was exempt tells what that seat holds.",
    }
    schemas["FishingView"]["properties"]["table"]["$ref"] = _ref("FishingTableInView")["$ref"]
    hands = schemas["FishingView"]["properties"]["hands"]
    hands["items"] = {"anyOf": [{"type": "array", "items": card_schema("fishing")}, INTEGER]}
    tarot = schemas["TarotView"]["properties"]
    for zone in ("hands", "discards"):
        tarot[zone]["items"] = {"anyOf": [{"type": "array", "items": card_schema("tarot")}, NULL]}
    tarot["stock"] = {"type": "null", "description": tarot["stock"]["description"]}


INTEGER = {"type": "integer", "minimum": 0}
NULL = {"type": "null"}


def _verdict(prefix: str) -> dict[str, Any]:
    return {
        "type": "object",
        "description": "The verdict on one move of a replay.",
        "properties": {
            "index": {"type": "integer", "minimum": 0, "description": "The move's index."},
            "legal": {"type": "boolean", "description": "Whether it was applied."},
            "violations": {
                "type": "array",
                "items": _ref("Violation"),
                "description": "The rules a refused move breaks; empty if applied.",
            },
            "interpretation": {
                "type": "object",
                "additionalProperties": {},
                "description": "How an applied move was read.",
            },
            "events": {
                "type": "array",
                "items": _ref(f"{prefix}Event"),
                "description": "What an applied move did.",
            },
        },
        "required": ["index", "legal", "violations"],
        "additionalProperties": False,
    }


@cache
def build_spec() -> APISpec:
    plugin = MarshmallowPlugin()
    spec = APISpec(
        title="Kortdomaren",
        version="1.0.0",
        openapi_version="3.1.0",
        info={
            "description": DESCRIPTION,
            "license": {"name": "MIT", "identifier": "MIT"},
            "contact": {"name": "Kortdomaren maintainers"},
        },
        servers=[
            {"url": "http://127.0.0.1:8000", "description": "A local service (scripts/serve)."},
            {"url": "/", "description": "The service that serves this document."},
        ],
        tags=TAGS,
        security=[],
        plugins=[plugin],
    )
    plugin.converter.add_attribute_function(_card_attributes)  # type: ignore[union-attr]
    for name, schema in SHARED_SCHEMAS.items():
        spec.components.schema(name, schema=schema)
    for family in FAMILIES.values():
        for schema in family.schema_classes.values():
            spec.components.schema(schema.__name__, schema=schema)
    for name, header in RESPONSE_HEADERS.items():
        spec.components.header(name, header)
    spec.components.header(
        "ETag",
        {
            "description": "The file's sha256 in quotes (as the kit's index lists it).",
            "schema": {"type": "string", "pattern": '^"[0-9a-f]{64}"$'},
        },
    )
    for status, text in PROBLEM_TEXT.items():
        spec.components.response(
            f"Problem{status}",
            {
                "description": text,
                "headers": _headers(),
                "content": {"application/problem+json": {"schema": _ref("Problem")}},
            },
        )
    paths: dict[str, dict[str, Any]] = {}
    for endpoint in ENDPOINTS:
        paths.setdefault(endpoint.path, {})[endpoint.method] = _operation(endpoint)
    for path, operations in paths.items():
        spec.path(path=path, operations=operations)
    return spec


@cache
def spec_dict() -> dict[str, Any]:
    """The OpenAPI document as a dict, ``openapi`` first."""
    built = build_spec().to_dict()
    _refine(built)
    order = ["openapi", "info", "servers", "security", "tags", "paths", "components"]
    return {key: built[key] for key in order if key in built} | {
        key: value for key, value in built.items() if key not in order
    }


class _Dumper(yaml.SafeDumper):
    """Multi-line text as YAML block literals, and text as UTF-8: a readable contract."""


def _text(dumper: yaml.SafeDumper, data: str) -> yaml.ScalarNode:
    return dumper.represent_scalar(
        "tag:yaml.org,2002:str", data, style="|" if "\n" in data else None
    )


_Dumper.add_representer(str, _text)


def spec_yaml() -> str:
    return yaml.dump(spec_dict(), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


if __name__ == "__main__":
    print(spec_yaml(), end="")
