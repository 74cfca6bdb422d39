"""Every rule of reference §6 (Byggkasino) and §9 (Mulle, Glimne) is named in the code where it
is enforced and in a test or vector; every ambiguity these games rely on is documented.

The rule list is embedded (the reference's §12 index: BYGG-GEN-1…2 …, MULLE-G-VAR-1…3), so
the project stands on its own. IDs are found literally (``BYGG-HOLD-2``) or through test names
(``test_bygg_cap_5_…`` covers BYGG-CAP-5).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "service" / "games" / "building"
TESTS = ROOT / "tests" / "building"
DOCS = ROOT / "docs"

COUNTS = {
    "BYGG-GEN": 2,
    "BYGG-VAL": 2,
    "BYGG-TURN": 1,
    "BYGG-CAP": 7,
    "BYGG-BUILD": 12,
    "BYGG-ADD": 6,
    "BYGG-RAISE": 5,
    "BYGG-HOLD": 6,
    "BYGG-PART": 4,
    "BYGG-TRAIL": 2,
    "BYGG-TABBE": 2,
    "BYGG-END": 1,
    "BYGG-SCORE": 3,
    "BYGG-MATCH": 5,
    "BYGG-PEN": 8,
    "BYGG-VAR": 8,
    "MULLE-G": 12,
    "MULLE-G-VAR": 3,
}
RULES = [f"{prefix}-{n}" for prefix, count in COUNTS.items() for n in range(1, count + 1)]
AMBIGUITIES = {
    "byggkasino.md": [*range(21, 33)],
    "mulle-glimne.md": [43, 44, 45, 46, 47],
}
ID = re.compile(r"\b(?:BYGG-[A-Z]+|MULLE-G(?:-VAR)?)-\d+\b")
TEST_NAME = re.compile(r"def test_(bygg|mulle_g)_((?:var_)?[a-z]*_?)((?:\d+_)+)")


def _text(paths: list[Path]) -> str:
    return "\n".join(path.read_text() for path in paths)


def _tested() -> set[str]:
    text = _text([*sorted(TESTS.glob("test_*.py")), *sorted(TESTS.glob("vectors/*.yaml"))])
    found = set(ID.findall(text))
    for game, area, numbers in TEST_NAME.findall(text):
        prefix = "BYGG" if game == "bygg" else "MULLE-G"
        middle = f"-{area.strip('_').upper().replace('_', '-')}" if area.strip("_") else ""
        found |= {f"{prefix}{middle}-{n}" for n in numbers.strip("_").split("_") if n}
    return found


@pytest.mark.parametrize("rule", RULES)
def test_rule_is_in_the_code_and_tested(rule: str) -> None:
    code = set(ID.findall(_text(sorted(PACKAGE.glob("*.py")))))
    assert rule in code, f"{rule} is named nowhere in service/games/building"
    assert rule in _tested(), f"{rule} has no test"


@pytest.mark.parametrize(("doc", "number"), [(d, n) for d, ns in AMBIGUITIES.items() for n in ns])
def test_every_ambiguity_relied_on_is_documented(doc: str, number: int) -> None:
    text = (DOCS / doc).read_text()
    assert re.search(rf"\|\s*AKF-{number:02d}\s*\|", text), f"AKF-{number:02d} in {doc}"
