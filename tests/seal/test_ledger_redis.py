"""Several instances share one spent-token ledger in Redis: a position played on at one
instance is spent at every other (a rewind cannot go through the other instance)."""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import redis

from service import create_app
from service.seal.ledger import LedgerError, RedisLedger, open_ledger
from tests.seal.sealed_client import KEYS, post
from tests.support.server import free_port

pytestmark = pytest.mark.skipif(
    shutil.which("redis-server") is None,
    reason="needs Debian's redis-server (scripts/bootstrap-system installs it)",
)


@contextmanager
def redis_server(folder: Path) -> Iterator[str]:
    """A Redis on a free loopback port, persisting nothing; its URL once it answers."""
    port = free_port()
    server = subprocess.Popen(
        ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", "",
         "--appendonly", "no", "--dir", str(folder)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"redis://127.0.0.1:{port}/0"
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                redis.Redis.from_url(url).ping()
                break
            except redis.ConnectionError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with redis_server(tmp_path_factory.mktemp("redis")) as url:
        yield url


def test_a_rewind_through_another_instance_is_refused(redis_url: str) -> None:
    one = create_app({"TESTING": True, "SEAL_KEYS": KEYS, "LEDGER": redis_url}).test_client()
    two = create_app({"TESTING": True, "SEAL_KEYS": KEYS, "LEDGER": redis_url}).test_client()
    body = {"players": 2, "sealed": True, "seat": 0, "dealer": 1}
    token = post(one, "/v1/games/kasino/deals", body)["token"]
    moves = post(two, "/v1/games/kasino/legal-moves", {"token": token})["moves"]
    assert len(moves) > 1
    post(one, "/v1/games/kasino/apply", {"token": token, "move": moves[0]})
    spent = post(two, "/v1/games/kasino/apply", {"token": token, "move": moves[1]}, status=409)
    assert spent["code"] == "token_spent"
    retry = post(two, "/v1/games/kasino/apply", {"token": token, "move": moves[0]})
    assert retry["step"] == 1


def test_the_redis_ledger_claims_once_and_expires(redis_url: str) -> None:
    ledger = RedisLedger(redis_url)
    assert ledger.claim("a:b:0", "first", 60) is None
    assert ledger.claim("a:b:0", "second", 60) == "first"
    assert ledger.peek("a:b:0") == "first"
    assert ledger.describe().startswith("redis://127.0.0.1:")
    assert open_ledger(redis_url).peek("a:b:0") == "first"


def test_an_unreachable_redis_stops_start_up() -> None:
    with pytest.raises(LedgerError, match="cannot reach"):
        RedisLedger(f"redis://127.0.0.1:{free_port()}/0")
    with pytest.raises(SystemExit, match="cannot start"):
        create_app({"TESTING": True, "SEAL_KEYS": KEYS, "LEDGER": "mysql://x"})


def test_a_ledger_that_fails_refuses_the_move_with_a_503(tmp_path: Path) -> None:
    """Nothing is played on unrecorded: that would reopen the rewind."""
    with redis_server(tmp_path) as url:
        api = create_app({"TESTING": True, "SEAL_KEYS": KEYS, "LEDGER": url}).test_client()
        body = {"players": 2, "sealed": True, "seat": 0, "dealer": 1}
        token = post(api, "/v1/games/kasino/deals", body)["token"]
        move = post(api, "/v1/games/kasino/legal-moves", {"token": token})["moves"][0]
    answer = api.post("/v1/games/kasino/apply", json={"token": token, "move": move})
    assert answer.status_code == 503 and answer.mimetype == "application/problem+json"
    assert answer.get_json()["code"] == "unavailable"
    assert answer.headers["Retry-After"] == "1"
