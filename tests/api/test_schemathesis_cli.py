"""``schemathesis run URL/openapi.yaml``, exactly as docs/contract-testing.md tells a user to.

The command runs in the repository (so schemathesis reads its schemathesis.toml) against the
service run as deployed (gunicorn, gunicorn.conf.py). It must report no failure, and its
stateful phase, which follows the spec's links through real deals, must get a 2xx answer from
every operation. schemathesis prints no per-operation figures, so the environment adds a hook
(SCHEMATHESIS_HOOKS, tests/api/schemathesis_counts.py) that records every answer; the command
itself stays the plain one. schemathesis.toml bounds the run (about two minutes on an idle
2-core machine); the timeout below stops a hung run.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
import yaml

from service import create_app
from tests.support.server import ROOT, gunicorn

pytestmark = pytest.mark.timeout(600)

SCHEMATHESIS = Path(sys.executable).with_name("schemathesis")
HOOK = Path(__file__).with_name("schemathesis_counts.py")
RUN_WITHIN = 540  # seconds: the run takes ~2 min idle, ~5 min at load average 16


def stateful_successes(counts: Path) -> Counter[str]:
    """2xx answers of the stateful phase, by operation ("POST /v1/games/{game}/apply")."""
    found: Counter[str] = Counter()
    for line in counts.read_text(encoding="utf-8").splitlines():
        phase, operation, status, _, _ = line.split("\t")
        if phase == "stateful" and status.startswith("2"):
            found[operation] += 1
    return found


def test_a_plain_schemathesis_run_passes_and_plays_every_operation(tmp_path: Path) -> None:
    counts = tmp_path / "counts.tsv"
    env = {
        **os.environ,
        "SCHEMATHESIS_HOOKS": str(HOOK),
        "KORTDOMAREN_SCHEMATHESIS_COUNTS": str(counts),
        "NO_COLOR": "1",
    }
    with gunicorn(tmp_path / "gunicorn.log", workers=2) as base:
        with open(f"{ROOT}/openapi.yaml", encoding="utf-8") as contract:
            spec = yaml.safe_load(contract)
        run = subprocess.run(
            [str(SCHEMATHESIS), "run", f"{base}/openapi.yaml"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=RUN_WITHIN,
            check=False,
        )
    report = run.stdout + run.stderr
    assert run.returncode == 0, report[-4000:]
    assert "schemathesis.toml" in report  # it read the project's settings
    summary = [line for line in report.splitlines() if re.fullmatch(r"=+ .* in [0-9.]+s =+", line)]
    assert summary, report[-4000:]
    assert "failure" not in summary[-1] and "error" not in summary[-1], report[-4000:]
    operations = {
        f"{method.upper()} {path}" for path, item in spec["paths"].items() for method in item
    }
    played = stateful_successes(counts)
    assert operations - set(played) == set(), (played, report[-2000:])
    print(summary[-1])
    print("stateful 2xx by operation:", dict(sorted(played.items())))


def test_a_list_where_a_string_or_number_belongs_is_refused_not_a_server_error() -> None:
    """Found by schemathesis' coverage phase: a validator (a token's pattern, a seed's range)
    that met a list raised TypeError, a 500."""
    client = create_app({"TESTING": True}).test_client()
    for path, body, pointer in (
        ("/v1/games/150/apply", {"token": ["x"], "move": {"type": "pass", "player": 0}}, "/token"),
        ("/v1/games/800/deals", {"players": 4, "seed": [None, None]}, "/seed"),
        ("/v1/games/800/deals", {"players": 4, "commitment": [None]}, "/commitment"),
        ("/v1/games/kasino/legal-moves", {"state": {}, "limit": [1]}, "/limit"),
    ):
        answer = client.post(path, json=body)
        assert answer.status_code == 422, (path, answer.get_data(as_text=True))
        pointers = [error["pointer"] for error in answer.get_json()["errors"]]
        assert pointer in pointers, (path, pointers)
