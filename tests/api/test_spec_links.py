"""Every OpenAPI link in the contract leads, from a real answer, to a 2xx.

schemathesis follows the links at random (tests/api/test_schemathesis_cli.py); here each one is
followed on purpose: every link of every operation is resolved (its runtime expressions read
from a real request and answer of its source, plain and sealed) and sent, and at least one of
the source answers must lead to a 2xx through it. A link with a wrong pointer, a body the
target refuses or a sealed link that cannot play fails here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service import create_app
from service.api.spec import spec_yaml

DOCUMENT: dict[str, Any] = yaml.safe_load(spec_yaml())
OPERATIONS = {
    operation["operationId"]: (method, path)
    for path, item in DOCUMENT["paths"].items()
    for method, operation in item.items()
}
MISSING = object()


class Exchange:
    """One request and its answer, as a link's expressions read them."""

    def __init__(self, game: str | None, body: Any, answer: Any) -> None:
        self.game = game
        self.body = body
        self.answer = answer


def _pointer(document: Any, pointer: str) -> Any:
    for part in pointer.lstrip("/").split("/") if pointer else ():
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(document, list) and part.isdigit() and int(part) < len(document):
            document = document[int(part)]
        elif isinstance(document, dict) and part in document:
            document = document[part]
        else:
            return MISSING
    return document


def _resolve(expression: Any, source: Exchange) -> Any:
    """A link value with its runtime expressions replaced (MISSING if one does not resolve)."""
    if isinstance(expression, dict):
        values = {key: _resolve(value, source) for key, value in expression.items()}
        return MISSING if MISSING in values.values() else values
    if isinstance(expression, list):
        items = [_resolve(item, source) for item in expression]
        return MISSING if MISSING in items else items
    if not isinstance(expression, str) or not expression.startswith("$"):
        return expression
    if expression == "$request.path.game":
        return source.game if source.game is not None else MISSING
    found = re.fullmatch(r"\$(request|response)\.body#(.*)", expression)
    assert found, expression
    return _pointer(source.body if found[1] == "request" else source.answer, found[2])


def _send(client: FlaskClient, operation: str, game: str | None, body: Any) -> Any:
    method, path = OPERATIONS[operation]
    url = path.replace("{game}", game or "")
    return client.post(url, json=body) if method == "post" else client.get(url)


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def _exchanges(client: FlaskClient, game: str, players: int) -> dict[str, list[Exchange]]:
    """Real requests and answers of every source operation, plain and sealed, for ``game``."""
    found: dict[str, list[Exchange]] = {}

    def run(operation: str, body: Any, path_game: str | None = game) -> Any:
        answer = _send(client, operation, path_game, body)
        assert answer.status_code == 200, (operation, body, answer.get_data(as_text=True)[:300])
        data = answer.get_json() if answer.is_json else answer.get_data(as_text=True)
        found.setdefault(operation, []).append(Exchange(path_game, body, data))
        return data

    for operation in ("listGames", "listConformance", "healthz", "readyz"):
        run(operation, None, None)
    run("getGame", None)
    kit = run("getConformance", None)
    run("commit", {})
    plain = run("deal", {"players": players, "seed": 42})["state"]
    sealed = run("deal", {"players": players, "sealed": True})["token"]
    for key, value in (("state", plain), ("token", sealed)):
        moves = run("legalMoves", {key: value})["moves"]
        run("validate", {key: value, "move": moves[0]})
        run("suggest", {key: value, "level": "random", "seed": 1, "play": True})
        run("apply", {key: value, "move": moves[0]})
        run("replay", {key: value, "moves": moves[:1]})
    if game == "kasino":  # a sealed deal played to its end, for the sealed score and next deal
        token, over = sealed, False
        while not over:
            move = _send(client, "legalMoves", game, {"token": token}).get_json()["moves"][0]
            played = _send(client, "apply", game, {"token": token, "move": move}).get_json()
            token, over = played["token"], played["deal_over"]
        run("score", {"token": token})
        run("nextDeal", {"token": token})
    deal = kit["deals"][0]
    run("replay", {"state": deal["state"], "moves": deal["moves"]})
    run("score", {"state": deal["final_state"]})
    run("nextDeal", {"state": deal["final_state"]})
    return found


def _links() -> Iterator[tuple[str, str, dict[str, Any]]]:
    for operation, (method, path) in OPERATIONS.items():
        links = DOCUMENT["paths"][path][method]["responses"]["200"].get("links", {})
        for name, link in links.items():
            yield operation, name, link


LINKS = list(_links())


@pytest.fixture(scope="module")
def exchanges(client: FlaskClient) -> dict[str, dict[str, list[Exchange]]]:
    """Per game of each family: kasino, femhundra, 800 (a 4-player game)."""
    return {
        game: _exchanges(client, game, players)
        for game, players in (("kasino", 2), ("femhundra", 2), ("800", 4))
    }


def test_links_cover_the_play_loop() -> None:
    targets = {(source, link["operationId"]) for source, _, link in LINKS}
    for step in (
        ("deal", "legalMoves"),
        ("legalMoves", "apply"),
        ("legalMoves", "validate"),
        ("suggest", "apply"),
        ("apply", "legalMoves"),
        ("apply", "score"),
        ("apply", "nextDeal"),
        ("deal", "view"),
        ("legalMoves", "replay"),
    ):
        assert step in targets, step
    sealed = {name for _, name, _ in LINKS if name.endswith("Sealed")}
    assert {"legalMovesSealed", "applySealed", "validateSealed", "suggestSealed"} <= sealed


@pytest.mark.parametrize(("source", "name", "link"), LINKS, ids=[f"{s}.{n}" for s, n, _ in LINKS])
def test_each_link_leads_to_a_success(
    client: FlaskClient,
    exchanges: dict[str, dict[str, list[Exchange]]],
    source: str,
    name: str,
    link: dict[str, Any],
) -> None:
    """Followed from every recorded answer of its source (three games, plain and sealed) that
    it resolves from, the target answers 2xx at least once, and a refusal is a problem. Score
    and next deal after a move answer 2xx only when the move ended the deal, which no recorded
    move does: those need only resolve and be refused as the game refuses them."""
    assert link.get("x-schemathesis") in (None, {"merge_body": False})
    ends_only = link["operationId"] in ("score", "nextDeal") and source in ("apply", "replay")
    statuses: dict[str, list[int]] = {}
    for game, recorded in exchanges.items():
        for exchange in recorded.get(source, []):
            game_param = link.get("parameters", {}).get("path.game")
            target_game = _resolve(game_param, exchange) if game_param else None
            body = _resolve(link.get("requestBody"), exchange) if "requestBody" in link else None
            if MISSING in (target_game, body):
                continue  # a plain link after a sealed answer, or the other way round
            answer = _send(client, link["operationId"], target_game, body)
            statuses.setdefault(game, []).append(answer.status_code)
            if answer.status_code >= 400:
                problem = answer.get_json()
                assert problem["code"] in ("deal_not_over", "token_spent") or not ends_only, problem
    assert statuses, "the link resolves from no recorded answer"
    if not ends_only:
        assert any(200 <= status < 300 for seen in statuses.values() for status in seen), statuses
