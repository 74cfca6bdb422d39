"""Sealing keys: parsing, rotation order, files, and loud refusals of bad configuration."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.seal.keys import KeyConfigError, load_keys, new_key_entry, parse_keys


def test_entries_newest_first_by_comma_or_newline() -> None:
    new, old = new_key_entry("new"), new_key_entry("old")
    for text in (f"{new},{old}", f"{new}\n# retired soon\n{old}\n"):
        ring = parse_keys(text)
        assert [key.id for key in ring.keys] == ["new", "old"]
        assert ring.sealing.id == "new"
        assert ring.find("old") is not None
        assert not ring.ephemeral


def test_a_key_file(tmp_path: Path) -> None:
    path = tmp_path / "keys"
    path.write_text(new_key_entry("a") + "\n")
    assert load_keys({"KORTDOMAREN_SEAL_KEYS_FILE": str(path)}).sealing.id == "a"


def test_nothing_configured_gives_an_ephemeral_key() -> None:
    ring = load_keys({})
    assert ring.ephemeral
    assert len(ring.sealing.secret) == 32


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("nocolon", "must look like 'id:key'"),
        ("bad id!:AAAA", "must look like 'id:key'"),
        ("a:AAAA", "must be 32 bytes"),
        ("a:***", "not base64url"),
        ("", "at least one"),
    ],
)
def test_bad_entries_are_refused(text: str, message: str) -> None:
    with pytest.raises(KeyConfigError, match=message):
        parse_keys(text)


def test_duplicate_ids_are_refused() -> None:
    with pytest.raises(KeyConfigError, match="its own id"):
        parse_keys(f"{new_key_entry('a')},{new_key_entry('a')}")


def test_inline_and_file_together_are_refused(tmp_path: Path) -> None:
    with pytest.raises(KeyConfigError, match="not both"):
        load_keys({"KORTDOMAREN_SEAL_KEYS": new_key_entry("a"), "KORTDOMAREN_SEAL_KEYS_FILE": "x"})


def test_an_unreadable_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(KeyConfigError, match="cannot read"):
        load_keys({"KORTDOMAREN_SEAL_KEYS_FILE": str(tmp_path / "missing")})
