"""The ``kortdomaren`` command: tools that run beside the service, not in it.

kortdomaren verify RECORD.json   check a revealed sealed deal (exit 1 on a mismatch)
kortdomaren keygen [--id ID]     print a new sealing-key entry for KORTDOMAREN_SEAL_KEYS
kortdomaren conformance URL      check a server against the conformance kit (and divide)
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

from service.runner import command as conformance
from service.seal import fair
from service.seal.keys import new_key_entry


def _verify(args: argparse.Namespace) -> int:
    text = sys.stdin.read() if args.record == "-" else Path(args.record).read_text("utf-8")
    problems = fair.verify(json.loads(text))
    for problem in problems:
        print(f"FAIL: {problem}")
    if not problems:
        print("OK: the commitment and every shuffle check out")
    return 1 if problems else 0


def _keygen(args: argparse.Namespace) -> int:
    print(new_key_entry(args.id or datetime.now(UTC).strftime("k%Y%m%d%H%M%S")))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kortdomaren", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    verify = commands.add_parser("verify", help="check a revealed sealed deal")
    verify.add_argument("record", help="the deal's fairness record (JSON file, - for stdin)")
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
