"""The one way tests start real servers: gunicorn, nginx, or both, on loopback.

gunicorn runs with the production settings (gunicorn.conf.py); nginx with the repository's
configuration rendered by service/ops/front.py (the renderer the image's entrypoint and
scripts/serve-production use) or with a complete configuration a test writes. Every process
is a child on a free 127.0.0.1 port with its output in files the test can read, is waited for
in one way (:func:`wait_ready`) and stopped in one way (:func:`stop`) when its ``with`` ends.
"""

from __future__ import annotations

import json
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
from typing import Any

from service.ops.front import Front, render
from tests.support.tools import system_tool

ROOT = Path(__file__).resolve().parents[2]
NGINX_CONF = ROOT / "deploy" / "nginx" / "kortdomaren.conf"
START_WITHIN = 30.0  # seconds for a server to come up; a broken one fails instead of hanging


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    """A started server: its port, its process (to signal it) and its output files."""

    port: int
    process: subprocess.Popen[bytes]
    stdout: Path
    stderr: Path

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def access_log(self) -> list[dict[str, Any]]:
        """gunicorn's JSON access-log lines so far."""
        lines = self.stdout.read_text().splitlines()
        return [json.loads(line) for line in lines if line.startswith("{")]

    def output(self) -> str:
        return f"{self.stdout.read_text(errors='replace')}{self.stderr.read_text(errors='replace')}"


def wait_ready(
    port: int, process: subprocess.Popen[bytes], what: str, path: str | None = "/readyz"
) -> None:
    """Until ``path`` answers 200 on ``port`` (or, with ``path`` None, until the port accepts a
    connection: an nginx whose upstream is meant to be down); fails if the process exits or
    :data:`START_WITHIN` passes."""
    deadline = time.monotonic() + START_WITHIN
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=2) as sock:
                if path is None:
                    return
                sock.sendall(f"GET {path} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".encode())
                if sock.recv(64).startswith((b"HTTP/1.1 200", b"HTTP/1.0 200")):
                    return
        except OSError:
            pass
        assert process.poll() is None, f"{what} exited with status {process.returncode}"
        assert time.monotonic() < deadline, f"{what} did not answer within {START_WITHIN} s"
        time.sleep(0.05)


def stop(process: subprocess.Popen[bytes], sig: int = signal.SIGTERM) -> None:
    """``sig`` (gunicorn's and nginx's graceful stops differ), then SIGKILL after a bound."""
    if process.poll() is None:
        process.send_signal(sig)
        try:
            process.wait(timeout=40)  # a container runtime's grace period is 30 s
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)


@contextmanager
def _started(
    command: Sequence[str],
    port: int,
    what: str,
    stdout: Path,
    stderr: Path,
    env: Mapping[str, str] | None = None,
    ready: str | None = "/readyz",
    stop_signal: int = signal.SIGTERM,
    cwd: Path = ROOT,
) -> Iterator[Server]:
    with stdout.open("ab") as out, stderr.open("ab") as err:  # O_APPEND: nginx reopens them
        process = subprocess.Popen(
            list(command),
            cwd=cwd,
            env=dict(env) if env is not None else None,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
            start_new_session=True,  # its own process group: workers go with it
        )
    server = Server(port, process, stdout, stderr)
    try:
        try:
            wait_ready(port, process, what, ready)
        except AssertionError as failed:
            raise AssertionError(f"{failed}\n{server.output()}") from None
        yield server
    finally:
        stop(process, stop_signal)


@contextmanager
def gunicorn(
    workdir: Path,
    workers: int = 2,
    app: str = "service.wsgi:app",
    env: Mapping[str, str] | None = None,
    logs: tuple[str, str] | None = None,
) -> Iterator[Server]:
    """``gunicorn -c gunicorn.conf.py <app>`` on a free loopback port, ready when /readyz
    answers. stdout (the JSON access log) and stderr go to files in ``workdir``: ``logs``
    names them (one name twice: both in one file), else gunicorn-<port>.out and .err."""
    workdir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    environment = {
        **os.environ,
        "KORTDOMAREN_BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": str(workers),
        **(env or {}),
    }
    command = [str(Path(sys.executable).with_name("gunicorn")), "-c", "gunicorn.conf.py", app]
    out, err = logs or (f"gunicorn-{port}.out", f"gunicorn-{port}.err")
    with _started(command, port, "gunicorn", workdir / out, workdir / err, environment) as server:
        yield server


def render_nginx_conf(
    listen: int,
    upstream: int | Sequence[int],
    workdir: Path,
    metrics: int | None = None,
    trusted_proxies: Sequence[str] = (),
) -> str:
    """The repository's nginx configuration for ``listen``, ``upstream`` (one port or several),
    ``workdir`` and its metrics port, all on loopback, by the shared renderer; every file it
    names lies under ``workdir``."""
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


@contextmanager
def nginx(
    workdir: Path,
    upstream: int | Sequence[int] | None = None,
    *,
    config: str | None = None,
    port: int | None = None,
    metrics: int | None = None,
    trusted_proxies: Sequence[str] = (),
    ready: str | None = None,
    logs: tuple[str, str] = ("nginx.out", "nginx.err"),
) -> Iterator[Server]:
    """Debian's nginx in the foreground, with the repository's configuration in front of
    ``upstream`` or with ``config`` (a complete nginx.conf listening on ``port``). Ready when
    its port accepts connections, or when ``ready`` answers 200 through it."""
    binary = system_tool("nginx", "nginx")
    workdir.mkdir(parents=True, exist_ok=True)
    if config is None:
        assert upstream is not None, "nginx needs an upstream or a whole configuration"
        port = free_port()
        config = render_nginx_conf(port, upstream, workdir, metrics, trusted_proxies)
    assert port is not None, "a whole configuration comes with the port it listens on"
    conf = workdir / "nginx.conf"
    conf.write_text(config)
    command = [binary, "-p", str(workdir), "-c", str(conf), "-e", "stderr", "-g", "daemon off;"]
    out, err = workdir / logs[0], workdir / logs[1]
    with _started(command, port, "nginx", out, err, ready=ready, stop_signal=signal.SIGQUIT) as s:
        yield s


@dataclass
class Stack:
    gunicorn: Server
    nginx: Server  # in front of it


@contextmanager
def stack(workdir: Path, workers: int = 2, env: Mapping[str, str] | None = None) -> Iterator[Stack]:
    """gunicorn and nginx in front of it, as the image and scripts/serve-production run them."""
    with (
        gunicorn(workdir, workers, env=env) as upstream,
        nginx(workdir / "nginx", upstream.port) as front,
    ):
        yield Stack(upstream, front)


@contextmanager
def production(
    workdir: Path,
    port: int,
    env: Mapping[str, str],
    command: Sequence[str] = ("bash", str(ROOT / "deploy" / "entrypoint.sh")),
    name: str = "production",
    cwd: Path = ROOT,
) -> Iterator[Server]:
    """The production topology's own command (the image's entrypoint, or
    scripts/serve-production) with ``env`` (its KORTDOMAREN_* settings), listening on
    ``port``; ready when /readyz answers there; SIGTERM stops it as a container runtime would.
    Output in ``workdir/<name>.out`` and ``.err``."""
    workdir.mkdir(parents=True, exist_ok=True)
    out, err = workdir / f"{name}.out", workdir / f"{name}.err"
    with _started(command, port, name, out, err, env, cwd=cwd) as server:
        yield server
