"""A request id on every answer and log line, so one call can be followed through the logs.

A client (or the proxy in front) may send ``X-Request-ID``; a sane one (1–128 characters of a
safe set, nothing that could break a header, a JSON string or a log line) is kept, anything else
is replaced by a fresh random id. Behind nginx the id always comes from nginx, which applies
the same rule (deploy/nginx/kortdomaren.conf, the ``$kortdomaren_request_id`` map) and sends its
own ``$request_id`` when the client's is not kept, so nginx's own answers and the service's
carry the same id for one request. The id is echoed in the ``X-Request-ID`` response header
(which gunicorn's JSON access log reads), put in every problem document (``request_id``) and in
every line the application logs. ``X-Kortdomaren-Instance`` names the instance that answered,
when the operator names one (``KORTDOMAREN_INSTANCE``): it shows a load balancer at work.
"""

from __future__ import annotations

import datetime
import json
import logging
import os
import re
import sys

from flask import Flask, Response, has_request_context, request
from flask.logging import default_handler

HEADER = "X-Request-ID"
INSTANCE_HEADER = "X-Kortdomaren-Instance"

#: Letters, digits and ``. _ : - + / = @``: UUIDs, ULIDs, hex and base64 ids and trace ids fit.
_SANE = re.compile(r"[A-Za-z0-9._:+/=@-]{1,128}")
_KEY = "kortdomaren.request_id"  # in the WSGI environ: one per request, cheaper than flask.g


def request_id() -> str | None:
    """This request's id (taken from the client's header or made once), None outside one."""
    if not has_request_context():
        return None
    return _current()


def _current() -> str:
    environ = request.environ
    rid: str | None = environ.get(_KEY)
    if rid is None:
        sent = environ.get("HTTP_X_REQUEST_ID")
        rid = sent if sent is not None and _SANE.fullmatch(sent) else os.urandom(16).hex()
        environ[_KEY] = rid
    return rid


class JsonLogFormatter(logging.Formatter):
    """One JSON object per record: time (UTC, ISO 8601), level, logger, message, request_id."""

    def format(self, record: logging.LogRecord) -> str:
        line = {
            "time": datetime.datetime.fromtimestamp(record.created, datetime.UTC).isoformat(
                timespec="milliseconds"
            ),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": request_id(),
        }
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def register(app: Flask) -> None:
    """Echo the id (and the instance name) on every response; log the app's records as JSON."""
    instance = app.config.get("INSTANCE")

    @app.after_request
    def tag_response(response: Response) -> Response:
        response.headers[HEADER] = _current()
        if instance:
            response.headers[INSTANCE_HEADER] = instance
        return response

    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonLogFormatter())
    app.logger.removeHandler(default_handler)
    app.logger.addHandler(handler)
