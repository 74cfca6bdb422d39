"""A real gunicorn (gunicorn.conf.py) and a real nginx (deploy/nginx/kortdomaren.conf) on loopback
for the proxy tests, started by :mod:`tests.support.launch` (the one launcher), in the form
these tests read them: ports, gunicorn's output in ``access.log`` and ``error.log``, nginx's
(its own answers' access lines and its errors) in ``nginx.err``, all in the test's workdir.
"""

from __future__ import annotations

import socket
import subprocess
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support import launch
from tests.support.launch import NGINX_CONF, free_port, render_nginx_conf, stop

REPO = launch.ROOT
__all__ = ["NGINX_CONF", "REPO", "free_port", "render_nginx_conf", "stop"]


@contextmanager
def gunicorn(
    workdir: Path,
    workers: int = 2,
    app: str = "service.wsgi:app",
    env: Mapping[str, str] | None = None,
) -> Iterator[int]:
    """gunicorn with the production settings on a free loopback port; yields the port."""
    with gunicorn_process(workdir, workers, app, env) as (port, _):
        yield port


@contextmanager
def gunicorn_process(
    workdir: Path,
    workers: int = 2,
    app: str = "service.wsgi:app",
    env: Mapping[str, str] | None = None,
) -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    """:func:`gunicorn`, yielding its port and its master process (to signal it)."""
    logs = ("access.log", "error.log")
    with launch.gunicorn(workdir, workers, app, env, logs=logs) as server:
        yield server.port, server.process


@contextmanager
def nginx(
    workdir: Path,
    upstream: int | Sequence[int],
    metrics: int | None = None,
    trusted_proxies: Sequence[str] = (),
) -> Iterator[int]:
    """Debian's nginx with the repository's configuration in front of ``upstream`` (one
    port or several); yields its port."""
    with launch.nginx(
        workdir,
        upstream,
        metrics=metrics,
        trusted_proxies=trusted_proxies,
        logs=("nginx.err", "nginx.err"),
    ) as server:
        yield server.port


@dataclass
class Stack:
    gunicorn: int  # gunicorn's port
    nginx: int  # nginx's port, in front of it
    workdir: Path


@contextmanager
def stack(workdir: Path, workers: int = 2) -> Iterator[Stack]:
    """gunicorn and nginx in front of it, as the image runs them."""
    with gunicorn(workdir, workers) as upstream, nginx(workdir / "nginx", upstream) as port:
        yield Stack(upstream, port, workdir)


# -- raw HTTP ----------------------------------------------------------------------------------


@dataclass
class Answer:
    """What came back on a raw connection: nothing (closed), or one HTTP response."""

    raw: bytes
    status: int | None
    headers: dict[str, str]
    body: bytes


def parse_answer(raw: bytes) -> Answer:
    if not raw:
        return Answer(raw, None, {}, b"")
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return Answer(raw, status, headers, body)


def exchange(port: int, data: bytes, *, half_close: bool = False, timeout: float = 10) -> Answer:
    """Send ``data`` on a fresh connection and read one response (or the close).

    ``half_close`` shuts the sending side after ``data`` (a client that stops short).
    """
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        try:
            sock.sendall(data)
            if half_close:
                sock.shutdown(socket.SHUT_WR)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered and closed before reading everything
        received = b""
        head_only = data.startswith(b"HEAD ")
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                received += chunk
                if b"\r\n\r\n" in received:
                    answer = parse_answer(received)
                    length = answer.headers.get("content-length")
                    if head_only or (length is not None and len(answer.body) >= int(length)):
                        break
        except ConnectionResetError:
            pass
    return parse_answer(received)
