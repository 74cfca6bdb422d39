"""Scale-out on loopback: two gunicorn instances behind one nginx serve one game together.

The service is stateless: every request carries the whole state, so any instance can answer
any request of a deal. Two instances of the production config run behind the repository's
own nginx configuration (deploy/nginx/kortdomaren.conf, with only its fixed addresses and its
writable directory replaced, and its one upstream server made two, round-robin), and complete
deals of three families are played through nginx; each answer names the instance that made it
(``X-Kortdomaren-Instance``), and consecutive requests land on different instances.
"""

from __future__ import annotations

import itertools
import re
import time
from contextlib import ExitStack
from pathlib import Path

from tests.ops.play import FAMILY_GAMES, play_deal
from tests.ops.servers import free_port, gunicorn, json_post, nginx
from tests.proxy.stack import render_nginx_conf


def two_upstream_conf(listen: int, upstreams: tuple[int, int], workdir: Path) -> str:
    """The repository's nginx configuration on ``listen`` with both instances upstream, from
    the shared renderer (service/ops/front.py)."""
    text = render_nginx_conf(listen, upstreams, workdir)
    assert re.search(r"^\s*worker_processes\s+1;", text, re.M), "round-robin is per worker"
    return text


def test_two_instances_behind_nginx_play_deals_of_three_families(tmp_path: Path) -> None:
    started = time.monotonic()
    with ExitStack() as stack:
        instances = [
            stack.enter_context(gunicorn(tmp_path, 1, {"KORTDOMAREN_INSTANCE": name}))
            for name in ("a", "b")
        ]
        port = free_port()
        conf = two_upstream_conf(port, (instances[0].port, instances[1].port), tmp_path)
        stack.enter_context(nginx(tmp_path, conf, port))
        post = json_post(port)
        for game, players, seed in FAMILY_GAMES:
            played = play_deal(post, game, players, seed)
            assert played.final["deal_over"] is True
            names = [headers["x-kortdomaren-instance"] for headers in played.headers]
            assert set(names) == {"a", "b"}, game
            # round-robin: each request goes to the other instance than the one before
            # so the state each answer returns is the next request's, on the other instance
            assert all(x != y for x, y in itertools.pairwise(names)), (game, names)
        logs = [instance.access_log() for instance in instances]
    for log in logs:  # and each instance's own access log shows its share of every game
        paths = {line["path"] for line in log}
        for game, _players, _seed in FAMILY_GAMES:
            assert f"/v1/games/{game}/legal-moves" in paths or f"/v1/games/{game}/apply" in paths
    assert time.monotonic() - started < 60
