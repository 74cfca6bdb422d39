"""One error path: every refusal becomes problem+json (never an HTML page, never a 500)."""

from __future__ import annotations

from flask import Flask, Response
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from service.api.problems import ApiProblem, problem_response
from service.core.verdict import IllegalMove, InvalidInput, NotApplicable, Problem

HTTP_CODES = {
    400: "bad_request",
    404: "not_found",
    405: "method_not_allowed",
    413: "body_too_large",
    415: "unsupported_media_type",
}


def register(app: Flask) -> None:
    @app.errorhandler(ApiProblem)
    def api_problem(error: ApiProblem) -> Response:
        return problem_response(error)

    @app.errorhandler(InvalidInput)
    def invalid_input(error: InvalidInput) -> Response:
        return problem_response(ApiProblem(422, error.kind, errors=error.problems))

    @app.errorhandler(IllegalMove)
    def illegal_move(error: IllegalMove) -> Response:
        return problem_response(ApiProblem(422, "illegal_move", violations=error.violations))

    @app.errorhandler(NotApplicable)
    def not_applicable(error: NotApplicable) -> Response:
        item = Problem(error.pointer, error.code, error.message)
        return problem_response(ApiProblem(422, error.code, errors=[item]))

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException) -> Response:
        status = error.code or 500
        headers = {}
        if isinstance(error, MethodNotAllowed) and error.valid_methods:
            headers["Allow"] = ", ".join(sorted(error.valid_methods))
        code = HTTP_CODES.get(status, "http_error")
        return problem_response(ApiProblem(status, code, headers=headers))

    @app.errorhandler(Exception)
    def unexpected(error: Exception) -> Response:
        app.logger.exception("unexpected error", exc_info=error)
        return problem_response(ApiProblem(500, "internal_error"))
