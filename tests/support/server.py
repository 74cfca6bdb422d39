"""The service as it is deployed (gunicorn, gunicorn.conf.py) for tests that need a real HTTP
server rather than Flask's test client: a browser, a generated client, schemathesis.

A thin form of :mod:`tests.support.launch` (the one launcher): yields the base URL, with
gunicorn's output in one log file.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.support.launch import ROOT, free_port
from tests.support.launch import gunicorn as launch_gunicorn

__all__ = ["ROOT", "free_port", "gunicorn"]


@contextmanager
def gunicorn(log: Path, app: str = "service.wsgi:app", workers: int = 1) -> Iterator[str]:
    """Yields the base URL once /readyz answers; stops the master and its workers afterwards.
    gunicorn's own output goes to ``log`` (quoted in the failure if it never becomes ready)."""
    with launch_gunicorn(log.parent, workers, app, logs=(log.name, log.name)) as server:
        yield server.base
