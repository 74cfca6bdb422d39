#!/usr/bin/env python3
"""Check a revealed sealed deal with nothing but the standard library.

    python3 scripts/verify_deal.py record.json      (or - for standard input)

The record is the ``fairness`` object a sealed deal reveals when it ends. The recipe is in
service/seal/fair.py and docs/fair-deals.md; this script loads that one file by its path, so
it runs on a bare Python 3.11 without the service's dependencies. Exit status 0: the commitment
and every order check out; 1: they do not (each problem is printed); 2: bad usage.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

FAIR = Path(__file__).resolve().parents[1] / "service" / "seal" / "fair.py"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    spec = importlib.util.spec_from_file_location("kortdomaren_fair", FAIR)
    assert spec is not None and spec.loader is not None
    fair = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fair)
    text = sys.stdin.read() if argv[0] == "-" else Path(argv[0]).read_text(encoding="utf-8")
    problems = fair.verify(json.loads(text))
    for problem in problems:
        print(f"FAIL: {problem}")
    if not problems:
        print("OK: the commitment and every shuffle check out")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
