"""Every rule of the reference is enforced in code and tested; every ambiguity is documented.

Rule IDs are found literally (``R500-PILE-4``) in the package, and literally or through test
names (``test_pile_4_5_7_…`` covers R500-PILE-4, -5 and -7) in the tests and vectors.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "service" / "games" / "femhundra"
TESTS = ROOT / "tests" / "femhundra"
VECTORS = ROOT / "tests" / "vectors" / "femhundra.json"
DOCS = ROOT / "docs" / "femhundra.md"

AREAS = {
    "SETUP": 1,
    "DECK": 3,
    "DEAL": 4,
    "TURN": 2,
    "DRAW": 4,
    "DISCARD": 2,
    "FIRST": 2,
    "MELD": 6,
    "LAYOFF": 6,
    "CORNER": 4,
    "JOKER": 10,
    "PILE": 7,
    "STOCK": 3,
    "OUT": 4,
    "SCORE": 6,
    "BONUS": 1,
    "GAME": 3,
    "VAR": 5,
}
RULES = sorted(f"R500-{area}-{n}" for area, count in AREAS.items() for n in range(1, count + 1))
AMBIGUITIES = [f"A500-{n:02d}" for n in range(1, 25)]
ID = re.compile(r"R500-[A-Z]+-\d+")
TEST_NAME = re.compile(r"def test_([a-z]+)_((?:\d+_)+)")


def _text(paths: list[Path]) -> str:
    return "\n".join(path.read_text() for path in paths)


def _tested() -> set[str]:
    text = _text([*sorted(TESTS.glob("*.py")), VECTORS])
    found = set(ID.findall(text))
    for area, numbers in TEST_NAME.findall(text):
        found |= {f"R500-{area.upper()}-{n}" for n in numbers.strip("_").split("_")}
    return found


@pytest.mark.parametrize("rule", RULES)
def test_rule_is_enforced_in_code_and_tested(rule: str) -> None:
    code = set(ID.findall(_text(sorted(PACKAGE.glob("*.py")))))
    assert rule in code
    assert rule in _tested()


def test_every_ambiguity_has_a_documented_decision() -> None:
    docs = DOCS.read_text()
    for ambiguity in AMBIGUITIES:
        assert re.search(rf"\*\*{ambiguity}\b", docs), ambiguity
