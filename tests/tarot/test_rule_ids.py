"""Every rule ID of the reference is enforced somewhere in the package and tested here.

The IDs are listed in reference order (tarot-800.md, 89 rules). When the reference is present
next to the checkout, the list is compared with it, so a new rule cannot be missed.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "service" / "games" / "tarot"
TESTS = ROOT / "tests" / "tarot"

RULE_IDS: tuple[str, ...] = (
    "R800-DECK-1",
    "R800-RANK-1",
    "R800-RANK-2",
    "R800-RANK-3",
    "R800-RANK-4",
    "R800-RANK-5",
    "R800-CLASS-1",
    "R800-CLASS-2",
    "R800-CLASS-3",
    "R800-SEAT-1",
    "R800-SEAT-2",
    "R800-SEAT-3",
    "R800-DEAL-1",
    "R800-DEAL-2",
    "R800-DEAL-3",
    "R800-DEAL-4",
    "R800-DEAL-5",
    "R800-DECL-1",
    "R800-DECL-2",
    "R800-DECL-3",
    "R800-DECL-4",
    "R800-DECL-5",
    "R800-DECL-6",
    "R800-DECL-7",
    "R800-DECL-8",
    "R800-SET-1",
    "R800-SET-2",
    "R800-SET-3",
    "R800-SEQ-1",
    "R800-SEQ-2",
    "R800-SEQ-3",
    "R800-SEQ-4",
    "R800-SEQ-5",
    "R800-SEQ-6",
    "R800-SEQ-7",
    "R800-SEQ-8",
    "R800-SEQ-9",
    "R800-SEQ-10",
    "R800-SEQ-11",
    "R800-SEQ-12",
    "R800-SEQ-13",
    "R800-SEQ-14",
    "R800-PLAY-1",
    "R800-PLAY-2",
    "R800-PLAY-3",
    "R800-PLAY-4",
    "R800-PLAY-5",
    "R800-PLAY-6",
    "R800-PLAY-7",
    "R800-PLAY-8",
    "R800-PLAY-9",
    "R800-PLAY-10",
    "R800-FJ-1",
    "R800-FJ-2",
    "R800-FJ-3",
    "R800-FJ-4",
    "R800-FJ-5",
    "R800-FJ-6",
    "R800-FJ-7",
    "R800-FJ-8",
    "R800-FJ-9",
    "R800-PTS-1",
    "R800-PTS-2",
    "R800-PTS-3",
    "R800-PTS-4",
    "R800-PTS-5",
    "R800-LAST-1",
    "R800-SCORE-1",
    "R800-WIN-1",
    "R800-WIN-2",
    "R800-WIN-3",
    "R1000-1",
    "R1000-2",
    "R1000-3",
    "R1000-4",
    "R1000-5",
    "R1000-6",
    "R1000-7",
    "R1000-8",
    "R150-1",
    "R150-2",
    "R150-3",
    "R150-4",
    "RFJB-1",
    "RFJB-2",
    "RFJB-3",
    "RFJB-4",
    "RFJB-5",
    "RFJB-6",
)


def _text(paths: list[Path]) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in paths)


CODE = _text(sorted(PACKAGE.glob("*.py")))
TEST_TEXT = _text(
    [p for p in sorted(TESTS.glob("*.py")) if p.name != Path(__file__).name]
    + [ROOT / "tests" / "vectors" / "tarot.json"]
)


def _mentions(text: str, rule: str) -> bool:
    return re.search(re.escape(rule) + r"(?![0-9])", text) is not None


def test_the_list_is_the_reference() -> None:
    assert len(RULE_IDS) == len(set(RULE_IDS)) == 89


@pytest.mark.parametrize("rule", RULE_IDS)
def test_rule_is_in_code_and_tests(rule: str) -> None:
    assert _mentions(CODE, rule), f"{rule} is not named where it is enforced"
    assert _mentions(TEST_TEXT, rule), f"{rule} has no test"
