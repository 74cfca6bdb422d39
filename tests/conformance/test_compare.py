"""The runner's comparison: JSON equality and the pointer of the first difference."""

from __future__ import annotations

from typing import Any

import pytest

from service.runner.compare import MISSING, first_difference, short


@pytest.mark.parametrize(
    "value",
    [None, True, 0, 1.5, "x", [], {}, {"a": [1, {"b": None}]}, [[], [1, 2], {"c": "d"}]],
)
def test_equal_documents_have_no_difference(value: Any) -> None:
    assert first_difference(value, value) is None


def test_an_integer_equals_the_same_float_as_json_does() -> None:
    assert first_difference({"n": 1}, {"n": 1.0}) is None
    assert first_difference({"n": 1}, {"n": 1.5}) is not None


@pytest.mark.parametrize(("want", "have"), [(True, 1), (False, 0), (1, True), (None, 0), ("1", 1)])
def test_booleans_null_and_strings_are_not_numbers(want: Any, have: Any) -> None:
    found = first_difference({"x": [want]}, {"x": [have]})
    assert found is not None
    assert (found.pointer, found.expected, found.got) == ("/x/0", want, have)


def test_the_pointer_names_the_first_differing_place_in_document_order() -> None:
    want = {"moves": [{"card": "5S"}, {"card": "AC", "capture": ["10S", "4S"]}], "player": 1}
    have = {"moves": [{"card": "5S"}, {"card": "AC", "capture": ["10S", "4H"]}], "player": 0}
    found = first_difference(want, have)
    assert found is not None
    assert found.pointer == "/moves/1/capture/1"  # before /player: "moves" sorts first
    assert (found.expected, found.got) == ("4S", "4H")


def test_a_missing_or_extra_member_differs_at_its_own_pointer() -> None:
    missing = first_difference({"a": 1, "b": 2}, {"a": 1})
    extra = first_difference({"a": 1}, {"a": 1, "c": 3})
    assert missing is not None and extra is not None
    assert (missing.pointer, missing.expected, missing.got) == ("/b", 2, MISSING)
    assert (extra.pointer, extra.expected, extra.got) == ("/c", MISSING, 3)
    assert "expected 2 got (absent)" in missing.describe()


def test_a_shorter_or_longer_list_differs_at_the_first_extra_index() -> None:
    shorter = first_difference([1, 2, 3], [1, 2])
    longer = first_difference([1], [1, 9])
    assert shorter is not None and longer is not None
    assert (shorter.pointer, shorter.expected, shorter.got) == ("/2", 3, MISSING)
    assert (longer.pointer, longer.expected, longer.got) == ("/1", MISSING, 9)


def test_pointer_tokens_are_escaped_as_rfc_6901_says() -> None:
    found = first_difference({"a/b": {"m~n": 1}}, {"a/b": {"m~n": 2}})
    assert found is not None
    assert found.pointer == "/a~1b/m~0n"


def test_a_different_whole_document_has_the_empty_pointer() -> None:
    found = first_difference([1], {"a": 1})
    assert found is not None
    assert found.pointer == ""
    assert found.describe().startswith("(whole document): expected [1] got")


def test_long_values_are_cut_to_the_width() -> None:
    text = short({"state": "x" * 500}, 40)
    assert len(text) == 40
    assert text.endswith("…")
    assert short([1, 2]) == "[1,2]"
