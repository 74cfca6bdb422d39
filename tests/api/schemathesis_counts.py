"""A schemathesis hook (SCHEMATHESIS_HOOKS) that records each answer's phase, operation, status,
problem code (with the first error's code, for a 422) and whether the request was sealed (it
sent a token, or asked for a sealed deal), one tab-separated line per answer, in the file
KORTDOMAREN_SCHEMATHESIS_COUNTS names.

tests/api/test_schemathesis_cli.py loads it through the environment, so the command it runs
stays the plain ``schemathesis run URL`` a user runs; without the variable it records nothing.
"""

from __future__ import annotations

import os
import threading
from typing import Any

import schemathesis

_LOCK = threading.Lock()


@schemathesis.hook
def after_call(context: Any, case: Any, response: Any) -> None:
    target = os.environ.get("KORTDOMAREN_SCHEMATHESIS_COUNTS")
    if not target:
        return
    meta = case.meta
    phase = str(meta.phase.name) if meta is not None else "unknown"
    kind = "sealed" if _sealed(case.body) else "plain"
    line = f"{phase}\t{case.operation.label}\t{response.status_code}\t{_code(response)}\t{kind}\n"
    with _LOCK, open(target, "a", encoding="utf-8") as out:
        out.write(line)


def _code(response: Any) -> str:
    """``code`` or ``code/first error's code`` of a problem answer, else empty."""
    if response.status_code < 400:
        return ""
    try:
        problem = response.json()
    except ValueError:
        return ""
    if not isinstance(problem, dict):
        return ""
    errors = problem.get("errors")
    first = errors[0].get("code") if isinstance(errors, list) and errors else None
    return "/".join(str(part) for part in (problem.get("code"), first) if part)


def _sealed(body: Any) -> bool:
    return isinstance(body, dict) and (
        "token" in body or "tokens" in body or body.get("sealed") is True
    )
