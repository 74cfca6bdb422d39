"""Slow clients cannot starve the service, proved on loopback.

The production topology (docs/operations.md, "Topology"): Debian's nginx with
deploy/nginx/kortdomaren.conf in front of gunicorn with gunicorn.conf.py (2 sync workers).
Alone, two sockets that send half a header hold both sync workers until the 30 s worker
timeout. Here 64 clients trickle a header and 64 send a head and part of a body and stall,
reconnecting whenever the server closes them, for 60 s; meanwhile `/healthz` and a validate
request must keep answering in under 1 s at the 99th percentile, and every slow client must
get a 408/400 problem+json or a closed connection (nginx's header and body timeouts, 10 s),
never a 500 and never HTML. No slow request may reach gunicorn. (About 65 s: the proof
holds slow clients for 60 s. Pointed at gunicorn directly, it fails within 10 s.)
"""

from __future__ import annotations

import http.client
import json
import threading
import time
from pathlib import Path
from typing import Any

from tests.proxy.stack import Answer, parse_answer, stack

DURATION_S = 60.0
SLOW_HEADER_CLIENTS = 64
SLOW_BODY_CLIENTS = 64
TRICKLE_S = 2.0  # a header line every 2 s: never idle for nginx's 10 s, but never done
SERVER_DEADLINE_S = 10.0  # client_header_timeout and client_body_timeout in the config


class SlowClient(threading.Thread):
    """Connects, sends a beginning, then trickles (or stalls) until the server closes it;
    reconnects until the test ends. Records what each connection got back."""

    def __init__(self, port: int, kind: str, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.port, self.kind, self.stop = port, kind, stop
        self.answers: list[Answer] = []
        self.lifetimes: list[float] = []
        self.errors: list[str] = []

    def opening(self) -> bytes:
        if self.kind == "header":
            return b"GET /healthz?slow=header HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n"
        return (
            b"POST /v1/games/kasino/validate?slow=body HTTP/1.1\r\nHost: x\r\n"
            b"Content-Type: application/json\r\nContent-Length: 2000\r\n\r\n"
            b'{"state": {"game": "kasino", '
        )

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                self.one_connection()
            except Exception as error:  # recorded, the test fails on it
                self.errors.append(repr(error))
                return

    def one_connection(self) -> None:
        import socket

        with socket.create_connection(("127.0.0.1", self.port), timeout=5) as sock:
            started = time.monotonic()
            sock.sendall(self.opening())
            sock.settimeout(TRICKLE_S)
            received = b""
            while not self.stop.is_set():
                try:
                    chunk = sock.recv(65536)
                except TimeoutError:
                    if self.kind == "header":  # another header line; the body clients stall
                        try:
                            sock.sendall(b"X-More: 1\r\n")
                        except (BrokenPipeError, ConnectionResetError):
                            break
                    continue
                except ConnectionResetError:
                    break
                if not chunk:
                    break
                received += chunk
            else:
                return  # the test is over: this connection was not closed by the server
            self.lifetimes.append(time.monotonic() - started)
            self.answers.append(parse_answer(received))


def timed(call: Any) -> float:
    started = time.monotonic()
    call()
    return time.monotonic() - started


def test_slow_clients_do_not_starve_the_service(tmp_path: Path) -> None:
    with stack(tmp_path) as servers:
        legit = http.client.HTTPConnection("127.0.0.1", servers.nginx, timeout=10)
        legit.request(
            "POST",
            "/v1/games/kasino/deals",
            json.dumps({"players": 2, "seed": 7}),
            {"Content-Type": "application/json"},
        )
        state = json.loads(legit.getresponse().read())["state"]
        seat = state["to_move"]
        body = json.dumps(
            {"state": state, "move": {"player": seat, "card": state["hands"][seat][0]}}
        )

        def healthz() -> None:
            legit.request("GET", "/healthz")
            response = legit.getresponse()
            assert (response.status, response.read()) == (200, b'{"status":"ok"}')

        def validate() -> None:
            legit.request(
                "POST", "/v1/games/kasino/validate", body, {"Content-Type": "application/json"}
            )
            response = legit.getresponse()
            assert response.status == 200, response.read()[:300]
            assert json.loads(response.read())["legal"] is True

        stop = threading.Event()
        clients = [SlowClient(servers.nginx, "header", stop) for _ in range(SLOW_HEADER_CLIENTS)]
        clients += [SlowClient(servers.nginx, "body", stop) for _ in range(SLOW_BODY_CLIENTS)]
        for client in clients:
            client.start()
        latencies: dict[str, list[float]] = {"healthz": [], "validate": []}
        try:
            time.sleep(1)  # every slow client is connected and holding its connection
            ends = time.monotonic() + DURATION_S - 1
            while time.monotonic() < ends:
                latencies["healthz"].append(timed(healthz))
                latencies["validate"].append(timed(validate))
                time.sleep(0.05)
        finally:
            stop.set()
            for client in clients:
                client.join(timeout=TRICKLE_S + 5)
            legit.close()
        access_log = (servers.workdir / "access.log").read_text()

    for name, values in latencies.items():
        values.sort()
        p99 = values[int(len(values) * 0.99)]
        worst = values[-1] * 1000
        print(f"{name}: {len(values)} requests, p99 {p99 * 1000:.1f} ms, max {worst:.1f} ms")
        assert len(values) > 200, (name, len(values))
        assert p99 < 1.0, (
            f"{name}: p99 {p99:.3f} s over {len(values)} requests, max {values[-1]:.3f}"
        )
    for client in clients:
        assert not client.errors, client.errors
        # the server closed each slow client within its deadline (and more than once in 60 s)
        assert len(client.answers) >= 3, (client.kind, len(client.answers))
        assert max(client.lifetimes) < SERVER_DEADLINE_S + TRICKLE_S + 2, client.lifetimes
        for answer in client.answers:
            if answer.status is None:
                continue  # closed without an answer (nginx's 408 on a request it cannot finish)
            assert answer.status in (400, 408), answer.raw[:300]
            assert answer.headers.get("content-type") == "application/problem+json", answer.raw
            assert json.loads(answer.body)["status"] == answer.status
    # nothing of a slow request ever reached gunicorn
    assert "slow=" not in access_log
    assert access_log.count('"path": "/healthz"') >= len(latencies["healthz"])
