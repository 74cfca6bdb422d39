"""Every rule of reference §4 (misär), §5 (Dragkasino), §7 (Finnish Kasino) and §8 (Mulle,
Sassersson) is named in the code where it is enforced and in a test or vector; every
ambiguity these games rely on is documented with its decision.

Rule IDs are found literally (``FIN-SWEEP-4``) in the package, and literally or through
test names (``test_misar_force_4_5_…`` covers MISAR-FORCE-4 and -5) in the tests.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "service" / "games" / "fishing"
TESTS = ROOT / "tests" / "fishing"
VECTORS = ROOT / "tests" / "vectors"
DOCS = ROOT / "docs"

COUNTS = {
    "MISAR-GEN": 2,
    "MISAR-FORCE": 6,
    "MISAR-SCORE": 2,
    "MISAR-MATCH": 3,
    "MISAR-VAR": 3,
    "DRAG-GEN": 1,
    "DRAG-DEAL": 1,
    "DRAG-DRAW": 3,
    "DRAG-END": 1,
    "DRAG-VAR": 1,
    "FIN-GEN": 3,
    "FIN-VAL": 2,
    "FIN-SWEEP": 5,
    "FIN-END": 1,
    "FIN-SCORE": 4,
    "FIN-MATCH": 4,
    "FIN-VAR": 5,
    "MULLE-S": 12,
    "MULLE-S-VAR": 2,
}
RULES = sorted(f"{area}-{n}" for area, count in COUNTS.items() for n in range(1, count + 1))
AMBIGUITIES = {
    "kasino-misar.md": [13, 14, 15, 16, 17, 18],
    "dragkasino.md": [14, 19, 20],
    "kasino-fi.md": [33, 34, 35, 36, 37, 38, 39],
    "mulle-sassersson.md": [40, 41, 42, 45],
}
ID = re.compile(r"(?<!EX-)\b(?:MISAR|DRAG|FIN)-[A-Z]+-\d+\b|(?<!EX-)\bMULLE-S-(?:VAR-)?\d+\b")
TEST_NAME = re.compile(r"def test_(misar|drag|fin|mulle_s|mulle_s_var)_([a-z]+_)?((?:\d+_)+)")


def _text(paths: list[Path]) -> str:
    return "\n".join(path.read_text() for path in paths)


def _tested() -> set[str]:
    text = _text([*sorted(TESTS.glob("test_*.py")), *sorted(VECTORS.glob("*.yaml"))])
    found = set(ID.findall(text))
    for game, area, numbers in TEST_NAME.findall(text):
        prefix = game.upper().replace("_", "-")
        middle = f"{area.strip('_').upper()}-" if area and game != "mulle_s" else ""
        if game == "mulle_s" and area:
            numbers = f"{area}{numbers}" if area.strip("_").isdigit() else numbers
        found |= {f"{prefix}-{middle}{n}" for n in numbers.strip("_").split("_")}
    return found


@pytest.mark.parametrize("rule", RULES)
def test_rule_is_in_the_code_and_tested(rule: str) -> None:
    code = set(ID.findall(_text(sorted(PACKAGE.glob("*.py")))))
    assert rule in code, f"{rule} is named nowhere in service/games/fishing"
    assert rule in _tested(), f"{rule} has no test"


@pytest.mark.parametrize(("doc", "number"), [(d, n) for d, ns in AMBIGUITIES.items() for n in ns])
def test_every_ambiguity_relied_on_is_documented(doc: str, number: int) -> None:
    text = (DOCS / doc).read_text()
    assert re.search(rf"\|\s*AKF-{number:02d}\s*\|", text), f"AKF-{number:02d} in {doc}"
