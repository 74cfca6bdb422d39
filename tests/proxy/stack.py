"""A real gunicorn (gunicorn.conf.py) and a real nginx (deploy/nginx/kortdomaren.conf) on loopback.

The nginx configuration is rendered by service/ops/front.py, the one renderer the image's
entrypoint and scripts/serve-production use: the repository's template with only its
addresses (public, metrics, upstream) and its run directory replaced. Every process started
here is stopped by the context manager that started it.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from service.ops.front import Front, render
from tests.support.tools import system_tool

REPO = Path(__file__).resolve().parents[2]
NGINX_CONF = REPO / "deploy" / "nginx" / "kortdomaren.conf"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def render_nginx_conf(
    listen: int,
    upstream: int | Sequence[int],
    workdir: Path,
    metrics: int | None = None,
    trusted_proxies: Sequence[str] = (),
) -> str:
    """The repository's nginx configuration for ``listen``, ``upstream`` (one port or several),
    ``workdir`` and its metrics port ``metrics`` (a free port if not given), all on loopback,
    rendered by the shared renderer."""
    ports = [upstream] if isinstance(upstream, int) else list(upstream)
    front = Front(
        listen=f"127.0.0.1:{listen}",
        upstreams=tuple(f"127.0.0.1:{port}" for port in ports),
        metrics=f"127.0.0.1:{metrics or free_port()}",
        run_dir=workdir,
        trusted_proxies=tuple(trusted_proxies),
    )
    text = render(front, NGINX_CONF)
    for directive, path in re.findall(r"^\s*(pid|\w+_temp_path|\w+_log)\s+([^\s;]+)", text, re.M):
        assert path in ("stderr", "off", "/dev/stdout") or path.startswith(f"{workdir}/"), (
            directive,
            path,
        )
    return text


def _wait_until_up(port: int, process: subprocess.Popen[bytes], what: str) -> None:
    deadline = time.monotonic() + 30
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            assert process.poll() is None, f"{what} exited with {process.returncode}"
            assert time.monotonic() < deadline, f"{what} did not listen within 30 s"
            time.sleep(0.05)


def stop(process: subprocess.Popen[bytes], sig: int = signal.SIGTERM) -> None:
    if process.poll() is None:
        process.send_signal(sig)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


@contextmanager
def gunicorn(
    workdir: Path,
    workers: int = 2,
    app: str = "service.wsgi:app",
    env: Mapping[str, str] | None = None,
) -> Iterator[int]:
    """gunicorn with the production settings on a free loopback port; yields the port.

    Its stdout (the JSON access log) goes to ``workdir/access.log``, stderr to ``error.log``.
    """
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
    port = free_port()
    environment = {
        **os.environ,
        "KORTDOMAREN_BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": str(workers),
        **(env or {}),
    }
    with (workdir / "access.log").open("wb") as out, (workdir / "error.log").open("wb") as err:
        process = subprocess.Popen(
            [str(Path(sys.executable).with_name("gunicorn")), "-c", "gunicorn.conf.py", app],
            cwd=REPO,
            env=environment,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
        )
        try:
            _wait_until_up(port, process, "gunicorn")
            yield port, process
        finally:
            stop(process)


@contextmanager
def nginx(
    workdir: Path,
    upstream: int | Sequence[int],
    metrics: int | None = None,
    trusted_proxies: Sequence[str] = (),
) -> Iterator[int]:
    """Debian's nginx with the repository's configuration in front of ``upstream`` (one
    port or several). Its stdout (its own answers' access lines) and stderr go to
    ``workdir/nginx.err``."""
    binary = system_tool("nginx", "nginx")
    port = free_port()
    workdir.mkdir(parents=True, exist_ok=True)
    conf = workdir / "nginx.conf"
    conf.write_text(render_nginx_conf(port, upstream, workdir, metrics, trusted_proxies))
    with (workdir / "nginx.err").open("ab") as err:  # O_APPEND: nginx reopens its stdout
        process = subprocess.Popen(
            [binary, "-c", str(conf), "-e", "stderr", "-g", "daemon off;"],
            stdin=subprocess.DEVNULL,
            stdout=err,
            stderr=err,
        )
        try:
            _wait_until_up(port, process, "nginx")
            yield port
        finally:
            stop(process, signal.SIGQUIT)


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
