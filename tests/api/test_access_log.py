"""The gunicorn access log: one valid JSON object per request, whatever the client sent."""

from __future__ import annotations

import datetime
import json
import runpy
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

CONFIG = runpy.run_path(str(Path(__file__).parents[2] / "gunicorn.conf.py"))


def line(path: str, query: str = "", agent: str = "curl") -> dict[str, Any]:
    """The access-log line gunicorn would write for a POST to ``path``, parsed."""
    from gunicorn.config import Config

    config = Config()
    config.set("accesslog", "-")
    logger = CONFIG["JsonLogger"](config)
    environ = {
        "REQUEST_METHOD": "POST",
        "RAW_URI": path,
        "PATH_INFO": path,
        "QUERY_STRING": query,
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_USER_AGENT": agent,
    }
    response = SimpleNamespace(status="200 OK", sent=42, headers=[("Content-Type", "x")])
    request = SimpleNamespace(headers=[("User-Agent", agent)])
    atoms = logger.atoms(response, request, environ, datetime.timedelta(microseconds=1234))
    return json.loads(CONFIG["access_log_format"] % CONFIG["JsonSafeAtoms"](atoms))


@pytest.mark.parametrize("path", ["/v1/games", '/a"b', "/a\\b", "/a\nb", "/å\u2028", "/\x00"])
def test_hostile_paths_stay_one_json_object(path: str) -> None:
    logged = line(path, query='x="1"\\')
    assert logged["path"] == path
    assert logged["query"] == 'x="1"\\'
    assert logged["status"] == 200
    assert logged["bytes"] == 42
    assert logged["duration_us"] == 1234
    assert logged["method"] == "POST"
    assert logged["remote_addr"] == "127.0.0.1"


def test_time_is_utc_iso8601() -> None:
    stamp = datetime.datetime.fromisoformat(line("/healthz")["time"])
    assert stamp.utcoffset() == datetime.timedelta(0)


def test_missing_atoms_are_a_dash_and_none_is_null() -> None:
    atoms = CONFIG["JsonSafeAtoms"]({"m": None, "U": "/x"})
    assert atoms["m"] == "null"
    assert atoms["{x-missing}i"] == "-"
    assert atoms["U"] == "/x"
