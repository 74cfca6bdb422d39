"""Talking to a server: the game endpoints as plain JSON over stdlib HTTP.

One keep-alive connection per thread (``--jobs`` threads share nothing), a timeout on every
request, and one retry on a fresh connection when a reused one turns out closed (a server may
close idle keep-alive connections at any time).
"""

from __future__ import annotations

import http.client
import json
import threading
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import urlsplit

LIMIT = 1000
"""legal-moves' largest ``limit``: the kit holds complete lists of at most this many moves."""


@dataclass(frozen=True)
class Answer:
    status: int
    body: Any


class Server(Protocol):
    """Anything that answers the /v1 endpoints: a URL, or the installed service in-process."""

    name: str

    def post(self, path: str, body: dict[str, Any]) -> Answer: ...


class ServerError(Exception):
    """The server could not be asked: connection refused, timeout, an answer that is not JSON."""


class HttpServer:
    """A server at a base URL (``http://host:port`` or ``https://…``, with an optional path)."""

    def __init__(self, url: str, timeout: float = 30.0) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"The server URL must be http:// or https://, not {url!r}.")
        self.name = url
        self._scheme = parts.scheme
        self._netloc = parts.netloc
        self._prefix = parts.path.rstrip("/")
        self._timeout = timeout
        self._local = threading.local()
        self.requests = 0
        self._count = threading.Lock()

    def _connection(self, fresh: bool) -> http.client.HTTPConnection:
        connection: http.client.HTTPConnection | None = getattr(self._local, "connection", None)
        if connection is not None and not fresh:
            return connection
        if connection is not None:
            connection.close()
        kind = (
            http.client.HTTPSConnection if self._scheme == "https" else http.client.HTTPConnection
        )
        connection = kind(self._netloc, timeout=self._timeout)
        self._local.connection = connection
        return connection

    def post(self, path: str, body: dict[str, Any]) -> Answer:
        return self._send("POST", path, json.dumps(body, separators=(",", ":")).encode())

    def get(self, path: str) -> Answer:
        return self._send("GET", path, None)

    def _send(self, method: str, path: str, payload: bytes | None) -> Answer:
        headers = {
            "accept": "application/json",
            "accept-language": "en",  # the kit's texts are English; only codes are compared
        }
        if payload is not None:
            headers["content-type"] = "application/json"
        with self._count:
            self.requests += 1
        reused = getattr(self._local, "connection", None) is not None
        for attempt in (0, 1):
            connection = self._connection(fresh=attempt > 0)
            try:
                connection.request(method, self._prefix + path, payload, headers)
                response = connection.getresponse()
                data = response.read()
                if response.will_close:
                    connection.close()
                    self._local.connection = None
                break
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError) as error:
                connection.close()
                self._local.connection = None
                if attempt or not reused:
                    raise ServerError(f"{path}: {error}") from None
            except (OSError, http.client.HTTPException) as error:
                connection.close()
                self._local.connection = None
                raise ServerError(f"{path}: {error or type(error).__name__}") from None
        try:
            return Answer(response.status, json.loads(data))
        except ValueError:
            raise ServerError(
                f"{path}: HTTP {response.status} answered with something that is not JSON"
            ) from None


class GameClient:
    """One game's endpoints on a server."""

    def __init__(self, server: Server, game: str) -> None:
        self.server = server
        self.game = game

    def post(self, endpoint: str, body: dict[str, Any]) -> Answer:
        return self.server.post(f"/v1/games/{self.game}/{endpoint}", body)

    def legal_moves(self, state: Any) -> Answer:
        return self.post("legal-moves", {"state": state, "limit": LIMIT})

    def apply(self, state: Any, move: Any) -> Answer:
        return self.post("apply", {"state": state, "move": move})
