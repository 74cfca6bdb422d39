#!/usr/bin/env python3
"""Check revealed sealed deals with nothing but the standard library.

    python3 scripts/verify_deal.py RECORD.json [NEXT.json …] [--catalogue GAME.json]

Each record is the ``fairness`` object a sealed deal reveals when it ends (or the answer that
revealed it); several are consecutive deals of one match, in order. ``--catalogue`` is the
game's catalogue entry (``GET /v1/games/{game}``, saved): the deck every record must shuffle.
This script loads service/seal/fair.py by its path, so it runs on a bare Python 3.11 without
the service's dependencies; it checks the commitment, every order, that each shuffle and
dealer draw the deal needs is there and none extra, the chain of consecutive deals, and the
deck against the catalogue. It cannot deal the cards by the game's rules: ``kortdomaren verify
--views`` also checks that the order gives the views you were shown. Exit status 0: every
check passed; 1: one failed (each is printed); 2: bad usage or unreadable input.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

FAIR = Path(__file__).resolve().parents[1] / "service" / "seal" / "fair.py"


def _load_fair() -> Any:
    spec = importlib.util.spec_from_file_location("kortdomaren_fair", FAIR)
    assert spec is not None and spec.loader is not None
    fair = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fair)
    return fair


def _json(name: str) -> Any:
    text = sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
    return json.loads(text)


def _record(document: Any) -> Any:
    """The fairness record in a saved answer, or the document itself."""
    if isinstance(document, dict) and isinstance(document.get("fairness"), dict):
        return document["fairness"]
    return document


def reshuffles_made(document: Any) -> int | None:
    """How many reshuffles the final views of the answer that ended the deal count (None: the
    document is a bare record, or the game never reshuffles)."""
    views = document.get("views") if isinstance(document, dict) else None
    counts = {
        entry["view"].get("reshuffles")
        for entry in (views if isinstance(views, list) else [])
        if isinstance(entry, dict) and isinstance(entry.get("view"), dict)
    } - {None}
    return counts.pop() if len(counts) == 1 else None


def check(fair: Any, documents: list[Any], entry: dict[str, Any] | None) -> list[str]:
    problems: list[str] = []
    records = [_record(document) for document in documents]
    for index, record in enumerate(records):
        prefix = f"record {index + 1}: " if len(records) > 1 else ""
        found = fair.verify(record)
        deck = None
        if entry is not None:
            if record.get("game") != entry.get("id"):
                found.append(
                    f"the record is of {record.get('game')!r}, the catalogue entry of "
                    f"{entry.get('id')!r}"
                )
            else:
                options = record.get("options")
                deck = fair.catalogue_deck(entry, options if isinstance(options, dict) else {})
        found += fair.check_shuffles(record, deck)
        found += fair.check_dealer(record)
        made = reshuffles_made(documents[index])
        shuffles = record.get("shuffles")
        listed = shuffles if isinstance(shuffles, list) else []
        held = sum(1 for s in listed if isinstance(s, dict) and s.get("purpose") != fair.DEAL)
        if made is not None and made != held:
            found.append(f"the deal's final views count {made} reshuffles; the record holds {held}")
        problems += [prefix + problem for problem in found]
    problems += fair.check_sequence(records)
    return problems


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="verify_deal.py", description=__doc__.strip().splitlines()[0]
    )
    parser.add_argument("records", nargs="+", help="fairness records (JSON files, - for stdin)")
    parser.add_argument("--catalogue", help="the game's catalogue entry, GET /v1/games/{game}")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return 2 if stop.code else 0
    try:
        documents = [_json(name) for name in args.records]
        entry = _json(args.catalogue) if args.catalogue else None
    except (OSError, ValueError) as error:
        print(f"verify_deal.py: {error}", file=sys.stderr)
        return 2
    if not all(isinstance(_record(document), dict) for document in documents):
        print("verify_deal.py: a record is not a JSON object", file=sys.stderr)
        return 2
    problems = check(_load_fair(), documents, entry)
    for problem in problems:
        print(f"FAIL: {problem}")
    if not problems:
        print("OK: the commitment, every order, every shuffle and draw the deal needs")
    if entry is None:
        print("NOT CHECKED: the deck; give --catalogue with the game's catalogue entry")
    print("NOT CHECKED: the views you were shown; use kortdomaren verify --views")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
