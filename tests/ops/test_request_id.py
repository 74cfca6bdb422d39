"""X-Request-ID: a sane one is honoured, anything else replaced; echoed, in problems, in logs."""

from __future__ import annotations

import json
import re

import pytest
from flask import Flask

from service import create_app

GENERATED = re.compile(r"[0-9a-f]{32}")


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app({"TESTING": True})


@pytest.mark.parametrize(
    "sent",
    [
        "abc",
        "0b7c8e3e-5f7d-4a5e-9a0e-1c2d3e4f5a6b",
        "Root=1-67891233-abcdef012345678912345678",
        "x" * 128,
        "a.b_c:d+e/f=g@h-i",
    ],
)
def test_a_sane_request_id_is_echoed_and_put_in_problems(app: Flask, sent: str) -> None:
    client = app.test_client()
    assert client.get("/healthz", headers={"X-Request-ID": sent}).headers["X-Request-ID"] == sent
    problem = client.post("/v1/games/kasino/validate", json=[], headers={"X-Request-ID": sent})
    assert problem.status_code == 400
    assert problem.headers["X-Request-ID"] == sent
    assert problem.get_json()["request_id"] == sent


@pytest.mark.parametrize(
    "sent",
    ["", "x" * 129, "two words", 'quote"d', "semi;colon", "<script>", "tab\there", "åäö", "a,b"],
)
def test_an_insane_request_id_is_replaced(app: Flask, sent: str) -> None:
    answer = app.test_client().get("/no/such/path", headers={"X-Request-ID": sent})
    assert answer.status_code == 404
    made = answer.headers["X-Request-ID"]
    assert GENERATED.fullmatch(made), made
    assert answer.get_json()["request_id"] == made


def test_each_request_without_an_id_gets_its_own(app: Flask) -> None:
    client = app.test_client()
    ids = {client.get("/healthz").headers["X-Request-ID"] for _ in range(20)}
    assert len(ids) == 20 and all(GENERATED.fullmatch(rid) for rid in ids)


def test_every_problem_carries_the_request_id(app: Flask) -> None:
    client = app.test_client()
    answers = [
        client.get("/nowhere"),  # 404
        client.delete("/v1/games"),  # 405
        client.post("/v1/games/kasino/deals", data="{}"),  # 415
        client.post("/v1/games/kasino/deals", data="{", content_type="application/json"),  # 400
        client.post("/v1/games/kasino/deals", json={"players": 9}),  # 422
    ]
    for answer in answers:
        body = answer.get_json()
        assert answer.mimetype == "application/problem+json", answer.status
        assert body["request_id"] == answer.headers["X-Request-ID"], body


def test_the_application_logs_json_lines_with_the_request_id(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """An unexpected error's log record is one JSON line naming the request it happened in."""
    app = create_app({"TESTING": False})  # made after capsys replaced stderr

    def boom() -> str:
        raise RuntimeError("kaboom")

    app.add_url_rule("/boom", "boom", boom)
    answer = app.test_client().get("/boom", headers={"X-Request-ID": "trace-42"})
    assert answer.status_code == 500
    assert answer.get_json()["request_id"] == "trace-42"
    lines = [json.loads(line) for line in capsys.readouterr().err.splitlines()]
    assert len(lines) == 1, lines
    assert lines[0]["request_id"] == "trace-42"
    assert lines[0]["level"] == "ERROR"
    assert "kaboom" in lines[0]["exception"]


def test_the_instance_is_named_only_when_the_operator_names_it() -> None:
    named = create_app({"TESTING": True, "INSTANCE": "pod-a"}).test_client().get("/healthz")
    assert named.headers["X-Kortdomaren-Instance"] == "pod-a"
    anonymous = create_app({"TESTING": True, "INSTANCE": None}).test_client().get("/healthz")
    assert "X-Kortdomaren-Instance" not in anonymous.headers


def test_nginx_keeps_exactly_the_ids_the_service_keeps() -> None:
    """nginx picks the id it passes on and puts in its own answers with the service's rule: a
    client id nginx kept and the service replaced (or the reverse) would split one request's
    trail in two."""
    from pathlib import Path

    from service.api.request_id import _SANE

    conf = (Path(__file__).parents[2] / "deploy" / "nginx" / "kortdomaren.conf").read_text()
    found = re.search(r'map \$http_x_request_id \$kortdomaren_request_id \{\s*"~(.*?)"', conf)
    assert found is not None
    nginx_rule = re.compile(found.group(1))
    for sent in ["abc", "x" * 128, "x" * 129, "a.b_c:d+e/f=g@h-i", "two words", "åäö", "", "a,b"]:
        assert bool(nginx_rule.fullmatch(sent)) == bool(_SANE.fullmatch(sent)), sent
