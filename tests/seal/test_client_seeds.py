"""Client seeds are printable text, as documented, and every refusal names the right kind.

A seed is echoed in the fairness record for players to compare with what they typed: a NUL, a
new line or a right-to-left override would make two seeds look alike. The schema refuses them
with a 422 that names the character's position and code point; length messages count
characters for a string and items for a list, and a string is never told it must be one.
"""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.api.printable import BIDI_CONTROLS, unprintable
from tests.seal.sealed_client import post

LABEL = "Item 0 of the field 'client_seeds'"


def refused(api: FlaskClient, seeds: Any, language: str = "en") -> list[dict[str, str]]:
    answer = api.post(
        "/v1/games/kasino/deals",
        json={"players": 2, "sealed": True, "client_seeds": seeds},
        headers={"Accept-Language": language},
    )
    assert answer.status_code == 422, answer.get_json()
    problem = answer.get_json()
    assert problem["code"] == "invalid_request"
    errors: list[dict[str, str]] = problem["errors"]
    return errors


@pytest.mark.parametrize(
    ("seed", "position", "code", "kind"),
    [
        ("a\x00b", 2, "U+0000", "a control character"),
        ("alice\n", 6, "U+000A", "a control character"),
        ("\tx", 1, "U+0009", "a control character"),
        ("x\x7f", 2, "U+007F", "a control character"),
        ("ab\u202ec", 3, "U+202E", "a bidirectional control"),
        ("\u2066bob\u2069", 1, "U+2066", "a bidirectional control"),
        ("a\u200fb", 2, "U+200F", "a bidirectional control"),
        ("a\u061cb", 2, "U+061C", "a bidirectional control"),
        ("zero\u200bwidth", 5, "U+200B", "an invisible format character"),
        ("\ufeffbom", 1, "U+FEFF", "an invisible format character"),
        ("line\u2028two", 5, "U+2028", "a line separator"),
        ("para\u2029", 5, "U+2029", "a paragraph separator"),
        ("p\ue000", 2, "U+E000", "a private-use character"),
    ],
)
def test_unprintable_characters_are_refused_naming_where(
    api: FlaskClient, seed: str, position: int, code: str, kind: str
) -> None:
    (error,) = refused(api, [seed])
    assert error["pointer"] == "/client_seeds/0"
    assert error["code"] == "invalid_field"
    assert error["message"] == (
        f"{LABEL} may hold only printable characters; character {position} is {kind} ({code})."
    )


def test_the_second_seed_is_pointed_at(api: FlaskClient) -> None:
    (error,) = refused(api, ["alice", "b\x00b"])
    assert error["pointer"] == "/client_seeds/1"
    assert error["message"].startswith("Item 1 of the field 'client_seeds' may hold only")


def test_every_bidirectional_control_and_format_character_is_caught() -> None:
    for point in BIDI_CONTROLS:
        assert unicodedata.category(chr(point)) == "Cf"
        assert unprintable(f"ok{chr(point)}") is not None
    formats = [chr(p) for p in range(0x110000) if unicodedata.category(chr(p)) in ("Cc", "Cf")]
    assert len(formats) > 150
    assert all(unprintable(char) is not None for char in formats)


@pytest.mark.parametrize("seed", ["alice", "Åsa Öberg", "ääkkönen", "🂡 ♠ 10D", "数字", "a" * 64])
def test_printable_seeds_of_any_script_are_taken(api: FlaskClient, seed: str) -> None:
    assert unprintable(seed) is None
    ticket = post(api, "/v1/games/kasino/commitments", {})["ticket"]
    body = {"players": 2, "sealed": True, "client_seeds": [seed], "commitment": ticket}
    deal = post(api, "/v1/games/kasino/deals", body)
    assert deal["fairness"]["client_seeds"] == [seed]


def test_lengths_are_counted_in_characters_and_items(api: FlaskClient) -> None:
    (long,) = refused(api, ["é" * 65])
    assert long["message"] == f"{LABEL} must have 1 to 64 characters, not 65."
    (empty,) = refused(api, [""])
    assert empty["message"] == f"{LABEL} must have 1 to 64 characters, not 0."
    (many,) = refused(api, ["a"] * 7)
    assert many["message"] == "The field 'client_seeds' must have at most 6 items, not 7."
    for message in (long["message"], empty["message"], many["message"]):
        assert "a string" not in message


def test_a_seed_of_the_wrong_type_is_told_what_it_must_be(api: FlaskClient) -> None:
    (error,) = refused(api, [5])
    assert error["message"] == f"{LABEL} must be a string of 1 to 64 characters, not 5."
    (error,) = refused(api, "alice")
    assert error["pointer"] == "/client_seeds"
    assert "must be a list" in error["message"]


@pytest.mark.parametrize(
    ("language", "words"),
    [("sv", ("skrivbara tecken", "styrtecken för skrivriktning")), ("fi", ("merkit", "merkki"))],
)
def test_the_refusal_is_translated(api: FlaskClient, language: str, words: tuple[str, ...]) -> None:
    (error,) = refused(api, ["ab\u202ec"], language)
    assert all(word in error["message"] for word in words), error["message"]
    assert "U+202E" in error["message"] and "3" in error["message"]
    (long,) = refused(api, ["x" * 65], language)
    assert "65" in long["message"] and "64" in long["message"]
    assert "characters" not in long["message"]
