"""Text a person can read back: no control, format, bidirectional or separator characters.

A client seed is echoed in the fairness record and shown to players, who check it against what
they typed: a NUL, a new line or a right-to-left override (U+202E) would make two seeds look
alike, or one look like another. Such a character is refused, naming where it is and what it is.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from marshmallow import ValidationError, fields

from service.core.text import Text, msg

#: Bidirectional controls (all of Unicode category Cf), named apart since they reorder text.
BIDI_CONTROLS = frozenset([0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)])

#: What an unprintable character is, by Unicode category.
KINDS: dict[str, Text] = {
    "Cc": msg("a control character"),
    "Cf": msg("an invisible format character"),
    "Cs": msg("a lone surrogate"),
    "Co": msg("a private-use character"),
    "Zl": msg("a line separator"),
    "Zp": msg("a paragraph separator"),
}
BIDI = msg("a bidirectional control")

#: The code points :func:`unprintable` refuses, as ranges (tests/api/test_printable.py
#: recomputes them from unicodedata): the contract's pattern tells a client or a fuzzer what is
#: refused. A lone surrogate (Cs) is left out: no regex engine of JSON Schema's can name one,
#: and no well-formed JSON text carries one.
UNPRINTABLE_RANGES: tuple[tuple[int, int], ...] = (
    (0x0000, 0x001F), (0x007F, 0x009F), (0x00AD, 0x00AD), (0x0600, 0x0605), (0x061C, 0x061C),
    (0x06DD, 0x06DD), (0x070F, 0x070F), (0x0890, 0x0891), (0x08E2, 0x08E2), (0x180E, 0x180E),
    (0x200B, 0x200F), (0x2028, 0x202E), (0x2060, 0x2064), (0x2066, 0x206F), (0xE000, 0xF8FF),
    (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0x110BD, 0x110BD), (0x110CD, 0x110CD),
    (0x13430, 0x13438), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0001, 0xE0001),
    (0xE0020, 0xE007F), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD),
)  # fmt: skip


def printable_pattern() -> str:
    """A JSON Schema pattern of printable text: the refused code points written as themselves
    in one negated class, which Python's re, ECMA-262 (with the u flag) and Rust's regex read
    alike (escapes of astral code points they spell differently)."""
    spans = (
        chr(low) if low == high else f"{chr(low)}-{chr(high)}" for low, high in UNPRINTABLE_RANGES
    )
    return f"^[^{''.join(spans)}]*$"


class PrintableString(fields.String):
    """A string of printable characters only; one that is not is refused, and
    service/api/schema_errors.py says which character and why (:func:`unprintable`)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        text = super()._deserialize(value, attr, data, **kwargs)
        if unprintable(text) is not None:
            raise ValidationError("Not printable.")
        return text


def unprintable(text: str) -> tuple[int, Text, str] | None:
    """The first character of ``text`` that is not printable: its position (counted from 1),
    what it is, and its code point ('U+202E'); None when every character is printable."""
    for position, char in enumerate(text, start=1):
        point = ord(char)
        kind = BIDI if point in BIDI_CONTROLS else KINDS.get(unicodedata.category(char))
        if kind is not None:
            return position, kind, f"U+{point:04X}"
    return None
