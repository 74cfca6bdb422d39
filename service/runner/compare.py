"""JSON equality that says where two documents first differ, as an RFC 6901 pointer.

Python's ``==`` is not JSON equality: ``True == 1`` and ``1 == 1.0`` hold. Here a boolean
differs from every number and an integer equals a float only when both are the same number.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

MISSING: Any = object()
"""Stands for a member or an element that one side lacks."""


@dataclass(frozen=True)
class Difference:
    """The first place where ``got`` departs from ``expected``."""

    pointer: str
    expected: Any
    got: Any

    def describe(self, width: int = 60) -> str:
        at = self.pointer or "(whole document)"
        return f"{at}: expected {short(self.expected, width)} got {short(self.got, width)}"


def escape(token: str | int) -> str:
    """One reference token of a JSON pointer (RFC 6901 §4: ``~`` is ``~0``, ``/`` is ``~1``)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def short(value: Any, width: int = 60) -> str:
    """Compact JSON cut to ``width`` characters, or ``(absent)`` for a missing member."""
    if value is MISSING:
        return "(absent)"
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
    return text if len(text) <= width else text[: width - 1] + "…"


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def first_difference(expected: Any, got: Any, pointer: str = "") -> Difference | None:
    """None when the two are equal as JSON; else the first difference in document order.

    Objects are walked in sorted key order (a member only one side has differs at its own
    pointer); arrays element by element, then by length (the first extra or missing element).
    """
    if _kind(expected) != _kind(got):
        return Difference(pointer, expected, got)
    if isinstance(expected, dict):
        for key in sorted(expected.keys() | got.keys()):
            here = f"{pointer}/{escape(key)}"
            if key not in got:
                return Difference(here, expected[key], MISSING)
            if key not in expected:
                return Difference(here, MISSING, got[key])
            found = first_difference(expected[key], got[key], here)
            if found is not None:
                return found
        return None
    if isinstance(expected, list):
        for index, (want, have) in enumerate(zip(expected, got, strict=False)):
            found = first_difference(want, have, f"{pointer}/{index}")
            if found is not None:
                return found
        if len(expected) != len(got):
            index = min(len(expected), len(got))
            want = expected[index] if index < len(expected) else MISSING
            have = got[index] if index < len(got) else MISSING
            return Difference(f"{pointer}/{index}", want, have)
        return None
    return None if expected == got else Difference(pointer, expected, got)
