"""Sealed play across two instances behind one nginx, and a key file rotated with SIGHUP.

Two gunicorns of the production config sit in one nginx upstream (round-robin), so every
request of a deal lands on the other instance than the one before: a token sealed by one is
opened by the other. With the same keys file that plays whole sealed deals; with no key and
ephemeral keys allowed, each instance has a key of its own and the first move fails with the
unknown-key answer naming the other instance's key, never "altered".
"""

from __future__ import annotations

import base64
import itertools
import random
import re
import signal
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from service.seal.keys import new_key_entry
from tests.ops.servers import Server, gunicorn, json_post, nginx
from tests.ops.test_scale_out import two_upstream_conf
from tests.proxy.stack import free_port

#: Games of two families, with a player count (a Femhundra deal can run very long).
GAMES = (("kasino", 2), ("800", 4))


@contextmanager
def two_behind_nginx(workdir: Path, env: dict[str, str]) -> Iterator[Any]:
    """Instances ``a`` and ``b`` (one worker each) with ``env``, behind one nginx; yields the
    ``post`` of tests/ops/play.py through nginx."""
    with ExitStack() as stack:
        instances = [
            stack.enter_context(gunicorn(workdir, 1, {**env, "KORTDOMAREN_INSTANCE": name}))
            for name in ("a", "b")
        ]
        port = free_port()
        conf = two_upstream_conf(port, (instances[0].port, instances[1].port), workdir)
        stack.enter_context(nginx(workdir, conf, port))
        yield json_post(port)


def key_id(token: str) -> str:
    """The key id in a token's header (service/seal/token.py: "KDT", format, id length, id)."""
    sealed = token.partition(".")[2]
    raw = base64.urlsafe_b64decode(sealed + "=" * (-len(sealed) % 4))
    return raw[5 : 5 + raw[4]].decode("ascii")


def play_sealed(post: Any, game: str, players: int, rng: random.Random) -> list[str]:
    """A whole sealed deal through ``post``; the instance that answered each request."""
    instances = []

    def call(endpoint: str, body: dict[str, Any]) -> Any:
        status, headers, data = post(f"/v1/games/{game}/{endpoint}", body)
        assert status == 200, (game, endpoint, data)
        instances.append(headers["x-kortdomaren-instance"])
        return data

    token = call("deals", {"players": players, "sealed": True})["token"]
    for _ in range(2000):
        move = rng.choice(call("legal-moves", {"token": token, "limit": 20})["moves"])
        answer = call("apply", {"token": token, "move": move, "views": []})
        token = answer["token"]
        if answer["deal_over"]:
            assert answer["fairness"]["revealed"] is True
            return instances
    raise AssertionError(f"{game}: the sealed deal did not end")


def test_shared_keys_play_sealed_deals_across_both_instances(tmp_path: Path) -> None:
    started = time.monotonic()
    keys = tmp_path / "seal-keys"
    keys.write_text(f"{new_key_entry('shared')}\n")
    env = {"KORTDOMAREN_SEAL_KEYS_FILE": str(keys), "KORTDOMAREN_ALLOW_EPHEMERAL_KEY": "0"}
    rng = random.Random(26)
    with two_behind_nginx(tmp_path, env) as post:
        for game, players in GAMES:
            names = play_sealed(post, game, players, rng)
            assert len(names) > 10, game
            # each token is opened by the other instance than the one that sealed it
            assert all(x != y for x, y in itertools.pairwise(names)), (game, names)
    assert time.monotonic() - started < 60


def test_without_keys_the_failure_names_the_other_instances_key(tmp_path: Path) -> None:
    env = {"KORTDOMAREN_ALLOW_EPHEMERAL_KEY": "1"}
    with two_behind_nginx(tmp_path, env) as post:
        for _ in range(4):
            status, headers, deal = post("/v1/games/kasino/deals", {"players": 2, "sealed": True})
            assert status == 200
            sealed_by = key_id(deal["token"])
            assert re.fullmatch(r"ephemeral-[0-9a-f]{8}", sealed_by)
            status, other, problem = post("/v1/games/kasino/legal-moves", {"token": deal["token"]})
            assert other["x-kortdomaren-instance"] != headers["x-kortdomaren-instance"]
            assert status == 422
            assert problem["code"] == "invalid_token"
            (error,) = problem["errors"]
            assert error["code"] == "unknown_key"
            assert f"sealed by key '{sealed_by}', which this service does not hold" in (
                error["message"]
            )
            assert "altered" not in error["message"]
    logs = "".join(path.read_text() for path in tmp_path.glob("gunicorn-*.err"))
    assert sealed_by in logs  # the id the warning at start-up named


def deal_key(server: Server) -> str:
    post = json_post(server.port)
    status, _, deal = post("/v1/games/kasino/deals", {"players": 2, "sealed": True})
    assert status == 200, deal
    return key_id(deal["token"])


def test_sighup_reloads_a_rotated_key_file(tmp_path: Path) -> None:
    keys = tmp_path / "seal-keys"
    keys.write_text(f"{new_key_entry('old')}\n")
    env = {"KORTDOMAREN_SEAL_KEYS_FILE": str(keys)}
    with gunicorn(tmp_path, 2, env) as server:
        post = json_post(server.port)
        assert deal_key(server) == "old"
        _, _, deal = post("/v1/games/kasino/deals", {"players": 2, "sealed": True})
        keys.write_text(f"{new_key_entry('new')}\n")  # rotated, the old key dropped
        server.process.send_signal(signal.SIGHUP)
        deadline = time.monotonic() + 20
        while {deal_key(server) for _ in range(6)} != {"new"}:  # until every worker is new
            assert time.monotonic() < deadline, "the workers kept the old keys after SIGHUP"
            time.sleep(0.2)
        status, _, problem = post("/v1/games/kasino/legal-moves", {"token": deal["token"]})
        assert status == 422
        assert problem["errors"][0]["code"] == "unknown_key"
        assert "'old'" in problem["errors"][0]["message"]
        keys.write_text("")  # a broken file: logged, and the keys in use stay
        server.process.send_signal(signal.SIGHUP)
        time.sleep(1.5)
        assert {deal_key(server) for _ in range(6)} == {"new"}
        assert server.process.poll() is None
    assert "sealing keys not reloaded" in server.stderr.read_text()
