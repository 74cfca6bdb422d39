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
BIDI_CONTROLS = frozenset(
    [0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
)

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
