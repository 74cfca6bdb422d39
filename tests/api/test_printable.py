"""The contract's pattern for printable text refuses exactly what the service refuses."""

from __future__ import annotations

import re
import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from service.api.printable import (
    BIDI_CONTROLS,
    KINDS,
    UNPRINTABLE_RANGES,
    printable_pattern,
    unprintable,
)


def test_the_ranges_are_the_refused_code_points_less_surrogates() -> None:
    refused = [
        point
        for point in range(0x110000)
        if point in BIDI_CONTROLS or unicodedata.category(chr(point)) in set(KINDS) - {"Cs"}
    ]
    listed = [point for low, high in UNPRINTABLE_RANGES for point in range(low, high + 1)]
    assert listed == refused


@given(st.text(st.characters(exclude_categories=("Cs",)), max_size=8))
def test_the_pattern_agrees_with_the_service(text: str) -> None:
    matches = re.fullmatch(printable_pattern(), text) is not None
    assert matches == (unprintable(text) is None), (text, unprintable(text))


def test_the_pattern_refuses_each_kind() -> None:
    for refused in ("a\x00", "\n", "\u202e1", "\u2028", "\ue000", "\U000f0000", "x\xad"):
        assert re.fullmatch(printable_pattern(), refused) is None, ascii(refused)
    assert re.fullmatch(printable_pattern(), "Lyckoslanten 7 ♠ 🂡 åäö") is not None
