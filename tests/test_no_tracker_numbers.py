"""The project's text says why, not which ticket or working period.

A reader of the code, tests or docs has no tracker and was not there when the work was done:
a ticket's number or the name of a working period tells them nothing, the reason does. Every tracked
text file is read (history lives in git and CHANGELOG.md). The patterns are narrow on purpose,
so that RFC numbers, HTTP statuses, rule IDs (KAS-GEN-3), HTML entities, hex colours, the
Kasino profiles `s2`/`s3` and the sources S1–S3 of the rule documents are left alone.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: History, generated code and recorded benchmark output are not prose a reader maintains.
EXCLUDED_PREFIXES = ("CHANGELOG.md", "clients/python/", "benchmarks/results/")
#: This file, whose examples are the very references it looks for.
EXCLUDED_FILES = frozenset({"clients/typescript/schema.d.ts", "tests/test_no_tracker_numbers.py"})
#: Files that may hold hex colours, whose all-digit form (#333) looks like a ticket.
COLOURED_SUFFIXES = (".css", ".svg", ".html")

#: A tracker reference: the word issue (or issues) and a number, with or without "#".
ISSUE = re.compile(r"\b[Ii]ssues? #?\d+\b")
#: A bare ticket number: "#" and two or more digits; not an HTML entity, not a hex colour.
HASH = re.compile(r"(?<![&\w/])#\d{2,}(?![\w;])")
#: A working period: the word session and a number, or a short period name (an "s" and a
#: number) after a preposition, in brackets or possessive; or the ticket of the day without
#: its number ("from the issue", "the issue's").
PERIOD = re.compile(
    r"\b[Ss]essions? \d+\b"
    r"|\(from the issue\)|\bthe issue(?:'s| asks)\b"
    r"|\b(?:in|since|from|of|at|before|after|until|the) s\d{1,2}\b(?![-.\w])"
    r"|[(,] ?s\d{1,2}\)"
    r"|\bs\d{1,2}'s\b"
)


def tracked_text_files() -> list[str]:
    """Every tracked file outside the exclusions (binary ones are skipped when read)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    return [
        name
        for name in listed.split("\0")
        if name
        and not name.startswith(EXCLUDED_PREFIXES)
        and name not in EXCLUDED_FILES
        and (ROOT / name).is_file()
    ]


def findings(name: str, text: str) -> list[str]:
    """Each line of ``text`` that points at the tracker or a working period."""
    patterns = [ISSUE, PERIOD]
    if not name.endswith(COLOURED_SUFFIXES):
        patterns.append(HASH)
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        for pattern in patterns:
            match = pattern.search(line)
            if match:
                found.append(f"{name}:{number}: {match.group(0)!r}")
                break
    return found


@pytest.mark.parametrize(
    "line",
    [
        '"""Schemas of suggest: ask a bot for a move (issue 20)."""',
        "Decision (Issue 17, item 1): one path",
        "fixed in #104",
        "measured on crowded tables (callgrind, s6) it is some",
        "found among the s4 random search's slowest plain tables",
        "as in s7's run",
        "Moved here from the README in session 9",
        "Targets (from the issue): validate <= 1 ms",
        "the issue's 11,000-card trick",
    ],
)
def test_a_tracker_reference_is_found(line: str) -> None:
    assert findings("service/example.py", line)


@pytest.mark.parametrize(
    "line",
    [
        "RFC 9457 problem details, 422 Unprocessable Content",
        "refused by KAS-GEN-3 and BYGG-VAR-4",
        '<text fill="#b3122e">&#9829;</text>',
        "`profile`: `s3` | `s2`, default s3",
        "s2.valuation is Valuation.ACES",
        "S2's Swedish Kasino with two packs (source S1)",
        "an open pull request, <https://github.com/o/r/pull/1154>",
        "cards = hand[s2:]",
        "the issue at hand is the memory ceiling",
    ],
)
def test_ordinary_text_is_left_alone(line: str) -> None:
    assert not findings("service/example.py", line)


def test_hex_colours_are_left_alone_in_stylesheets() -> None:
    assert not findings("service/api/play/static/play.css", "color: #333; background: #222222;")


def test_no_tracked_text_names_a_ticket_or_working_period() -> None:
    found: list[str] = []
    for name in tracked_text_files():
        data = (ROOT / name).read_bytes()
        if b"\0" in data[:8192]:
            continue
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        found.extend(findings(name, text))
    assert not found, "say the reason instead of the ticket:\n" + "\n".join(found)
