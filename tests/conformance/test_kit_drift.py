"""Regeneration is deliberate: the code must produce the checked-in kit byte for byte.

A rules change shows up here as a kit diff. Then run ``scripts/regenerate-conformance``,
raise the changed games' ``version`` in ``service/conformance/tables.py`` (VERSIONS) and add
a CHANGELOG line: implementations tested against the old kit learn what changed.
"""

from __future__ import annotations

import json

import pytest

from service.conformance import KIT, index
from service.conformance.generate import build, differences, first_difference
from service.conformance.tables import VERSIONS


@pytest.mark.slow
def test_the_generator_makes_the_checked_in_kit() -> None:
    found = differences(build())
    assert not found, (
        "the kit would change (run scripts/regenerate-conformance, raise the game's "
        "version in VERSIONS, add a CHANGELOG line):\n" + "\n".join(found)
    )


def test_every_game_file_has_the_version_the_generator_gives_it() -> None:
    assert {e["game"]: e["version"] for e in index()["games"]} == VERSIONS


def test_a_difference_names_the_first_differing_record() -> None:
    old = (KIT / "games" / "kasino.json").read_bytes()
    lines = old.decode("utf-8").split("\n")
    number = next(i for i, line in enumerate(lines) if '"id":"kasino/s7p2/m12"' in line)
    record = json.loads(lines[number].rstrip(","))
    record["legal_moves"]["count"] += 1
    lines[number] = json.dumps(record, sort_keys=True, separators=(",", ":")) + ","
    changed = "\n".join(lines).encode("utf-8")
    assert first_difference(old, changed) == f"line {number + 1}: record kasino/s7p2/m12"
    assert first_difference(old, old + b"\n").startswith("length")
