"""docs/input-bounds.md lists every bound the service enforces, with its number."""

from __future__ import annotations

from pathlib import Path

from service.core.bounds import Limit
from service.games.femhundra import bounds as femhundra
from service.games.fishing import bounds as fishing
from service.games.tarot import bounds as tarot

DOC = Path(__file__).resolve().parents[2] / "docs" / "input-bounds.md"


def _rows() -> list[tuple[str, Limit]]:
    return [
        (prefix + limit.path, limit)
        for family in (fishing, tarot, femhundra)
        for prefix, limits in (("/state", family.STATE_LIMITS), ("/move", family.MOVE_LIMITS))
        for limit in limits
    ] + [(family.REPLAY_LIMIT.path, family.REPLAY_LIMIT) for family in (fishing, tarot, femhundra)]


def test_the_doc_lists_each_bound() -> None:
    lines = DOC.read_text().splitlines()
    missing = []
    for pointer, limit in _rows():
        rows = [line for line in lines if line.startswith(f"| `{pointer}`")]
        cited = limit.rule or "service limit"
        if not any(f"| {limit.most} |" in row and cited in row for row in rows):
            missing.append(f"{pointer}: at most {limit.most} ({cited})")
    assert not missing, "docs/input-bounds.md lacks: " + "; ".join(missing)
