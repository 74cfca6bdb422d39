"""RFC 9457 problem+json: the one shape of every 4xx (and the never-expected 5xx)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import orjson
from flask import Response

from service.api.request_id import request_id
from service.core.verdict import Problem, Violation

PROBLEM_MIME = "application/problem+json"

TITLES = {
    400: "Bad request",
    404: "Not found",
    405: "Method not allowed",
    413: "Request body too large",
    415: "Unsupported media type",
    422: "Unprocessable content",
    500: "Internal server error",
}


class ApiProblem(Exception):
    """Raised anywhere in a request to answer with a problem document."""

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        *,
        errors: Iterable[Problem] = (),
        violations: Iterable[Violation] = (),
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.errors = tuple(errors)
        self.violations = tuple(violations)
        self.headers = dict(headers or {})


def error_item(problem: Problem) -> dict[str, Any]:
    item: dict[str, Any] = {
        "pointer": problem.pointer,
        "code": problem.code,
        "message": problem.message,
    }
    if problem.rule:
        item["rule"] = problem.rule
    return item


def violation_item(violation: Violation) -> dict[str, str]:
    return {"rule": violation.rule, "code": violation.code, "message": violation.message}


def problem_response(problem: ApiProblem) -> Response:
    body: dict[str, Any] = {
        "type": f"urn:kortdomaren:problem:{problem.code}",
        "title": TITLES.get(problem.status, "Error"),
        "status": problem.status,
        "detail": problem.detail,
        "code": problem.code,
        "request_id": request_id(),
    }
    if problem.errors:
        body["errors"] = [error_item(p) for p in problem.errors]
    if problem.violations:
        body["violations"] = [violation_item(v) for v in problem.violations]
    response = Response(orjson.dumps(body), status=problem.status, mimetype=PROBLEM_MIME)
    response.headers.update(problem.headers)
    return response
