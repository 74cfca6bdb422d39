"""Sealing keys: parsing, rotation order, files, and loud refusals of bad configuration."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from service.seal.keys import (
    KeyConfigError,
    ephemeral_allowed,
    load_keys,
    new_key_entry,
    parse_keys,
    reload_keys,
)


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


def test_nothing_configured_gives_an_ephemeral_key_with_an_id_of_its_own() -> None:
    ring = load_keys({})
    assert ring.ephemeral
    assert len(ring.sealing.secret) == 32
    assert re.fullmatch(r"ephemeral-[0-9a-f]{8}", ring.sealing.id)
    # a restart makes another id, so the old tokens name a key the new process does not hold
    assert len({load_keys({}).sealing.id for _ in range(20)} | {ring.sealing.id}) == 21


def test_ephemeral_keys_can_be_refused() -> None:
    assert load_keys({"KORTDOMAREN_ALLOW_EPHEMERAL_KEY": "1"}).ephemeral
    with pytest.raises(KeyConfigError, match="KORTDOMAREN_ALLOW_EPHEMERAL_KEY=0") as refused:
        load_keys({"KORTDOMAREN_ALLOW_EPHEMERAL_KEY": "0"})
    assert "KORTDOMAREN_SEAL_KEYS" in str(refused.value)
    # configured keys need no permission
    ring = load_keys(
        {"KORTDOMAREN_ALLOW_EPHEMERAL_KEY": "0", "KORTDOMAREN_SEAL_KEYS": new_key_entry("a")}
    )
    assert not ring.ephemeral and ring.sealing.id == "a"


@pytest.mark.parametrize("value", ["", " ", "yes", "true", "2", "01"])
def test_the_ephemeral_setting_is_0_or_1(value: str) -> None:
    with pytest.raises(KeyConfigError, match="must be 0 or 1"):
        ephemeral_allowed({"KORTDOMAREN_ALLOW_EPHEMERAL_KEY": value})
    assert ephemeral_allowed({}) is True


@pytest.mark.parametrize("blank", ["", "  ", "\n\t"])
def test_a_blank_setting_stops_start_up_rather_than_fall_back(blank: str) -> None:
    with pytest.raises(KeyConfigError, match="KORTDOMAREN_SEAL_KEYS is set but blank"):
        load_keys({"KORTDOMAREN_SEAL_KEYS": blank})
    with pytest.raises(KeyConfigError, match="KORTDOMAREN_SEAL_KEYS_FILE is set but blank"):
        load_keys({"KORTDOMAREN_SEAL_KEYS_FILE": blank})


@pytest.mark.parametrize("text", ["", "\n  \n", "# only a comment\n", " , ,"])
def test_a_key_file_without_entries_stops_start_up(tmp_path: Path, text: str) -> None:
    path = tmp_path / "keys"
    path.write_text(text)
    with pytest.raises(KeyConfigError, match="holds no key entry") as refused:
        load_keys({"KORTDOMAREN_SEAL_KEYS_FILE": str(path)})
    assert str(path) in str(refused.value)


def test_a_malformed_entry_names_its_setting(tmp_path: Path) -> None:
    with pytest.raises(KeyConfigError, match=r"^KORTDOMAREN_SEAL_KEYS: entry 2 must look like"):
        load_keys({"KORTDOMAREN_SEAL_KEYS": new_key_entry("a") + ",oops"})
    path = tmp_path / "keys"
    path.write_text("a:AAAA\n")
    with pytest.raises(KeyConfigError, match=r"_SEAL_KEYS_FILE \(.*\): key 'a' must be 32"):
        load_keys({"KORTDOMAREN_SEAL_KEYS_FILE": str(path)})


def test_reloading_reads_the_file_again_and_keeps_an_ephemeral_key(tmp_path: Path) -> None:
    path = tmp_path / "keys"
    path.write_text(new_key_entry("old"))
    env = {"KORTDOMAREN_SEAL_KEYS_FILE": str(path)}
    ring = load_keys(env)
    path.write_text(f"{new_key_entry('new')}\n{new_key_entry('old')}")
    reloaded = reload_keys(ring, env)
    assert [key.id for key in reloaded.keys] == ["new", "old"]
    ephemeral = load_keys({})
    assert reload_keys(ephemeral, {}) is ephemeral


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("nocolon", "must look like 'id:key'"),
        ("bad id!:AAAA", "must look like 'id:key'"),
        ("a:AAAA", "must be 32 bytes"),
        ("a:***", "not base64url"),
        ("", "holds no key entry"),
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
