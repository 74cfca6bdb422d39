"""The ``kortdomaren`` command: tools that run beside the service, not in it.

kortdomaren verify RECORD.json…  check revealed sealed deals, one deal or a match's in order
                                 (--views DEAL.json: the deal answer's first views too)
kortdomaren keygen [--id ID]     print a new sealing-key entry for KORTDOMAREN_SEAL_KEYS
kortdomaren conformance URL      check a server against the conformance kit (and divide)
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from service.runner import command as conformance
from service.seal.keys import new_key_entry


def _verify(args: argparse.Namespace) -> int:
    """Exit 0 when every check passes, 1 when one fails (each named), 2 on unreadable input."""
    from service.seal import audit  # the games' rules: loaded only when a deal is verified

    try:
        documents = [_json(name) for name in args.records]
        views = [_json(name) for name in args.views or []]
    except (OSError, ValueError) as error:
        print(f"kortdomaren verify: {error}", file=sys.stderr)
        return 2
    if not all(isinstance(audit.fairness_of(document), dict) for document in documents):
        print("kortdomaren verify: a record is not a JSON object", file=sys.stderr)
        return 2
    result = audit.audit_sequence(documents, views)
    for problem in result.problems:
        print(f"FAIL: {problem}")
    if result.ok:
        for line in result.checked:
            print(f"OK: {line}")
    for line in result.yours:
        print(f"CHECK YOURSELF: {line}")
    return 0 if result.ok else 1


def _json(name: str) -> Any:
    """A JSON file's content (``-``: standard input)."""
    text = sys.stdin.read() if name == "-" else Path(name).read_text("utf-8")
    return json.loads(text)


def _keygen(args: argparse.Namespace) -> int:
    print(new_key_entry(args.id or datetime.now(UTC).strftime("k%Y%m%d%H%M%S")))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kortdomaren", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    verify = commands.add_parser("verify", help="check revealed sealed deals")
    verify.add_argument(
        "records",
        nargs="+",
        help="fairness records (or the answers that revealed them), JSON files, - for stdin; "
        "several: consecutive deals of one match, in order",
    )
    verify.add_argument(
        "--views",
        action="append",
        metavar="DEAL.json",
        help="a deal's first views: the deal (or next-deal) answer, or its views list; matched "
        "to its record by commitment; repeat for more deals",
    )
    verify.set_defaults(run=_verify)
    keygen = commands.add_parser("keygen", help="print a new sealing-key entry")
    keygen.add_argument("--id", help="the key's id (default: k + the UTC time)")
    keygen.set_defaults(run=_keygen)
    conformance.add_parser(commands)
    args = parser.parse_args(argv)
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
