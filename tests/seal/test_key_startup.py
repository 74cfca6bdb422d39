"""Start-up with sealing keys: refused where an ephemeral key would be unsafe, loud on a blank
or malformed setting, reloaded on demand; and a token of a key the service does not hold is
told apart from an altered one, naming the key."""

from __future__ import annotations

import base64
import logging
import re
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from service import create_app, reload_seal_keys
from service.seal.keys import new_key_entry, parse_keys

SETTINGS = (
    "KORTDOMAREN_SEAL_KEYS",
    "KORTDOMAREN_SEAL_KEYS_FILE",
    "KORTDOMAREN_ALLOW_EPHEMERAL_KEY",
)


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """The process environment without any key setting the test run may have."""
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_the_images_setting_refuses_to_start_without_keys(env: pytest.MonkeyPatch) -> None:
    dockerfile = (Path(__file__).resolve().parents[2] / "Dockerfile").read_text()
    assert re.search(r"^\s+KORTDOMAREN_ALLOW_EPHEMERAL_KEY=0$", dockerfile, re.M)
    env.setenv("KORTDOMAREN_ALLOW_EPHEMERAL_KEY", "0")
    with pytest.raises(SystemExit) as stopped:
        create_app()
    said = str(stopped.value.code)
    assert said.startswith("kortdomaren: cannot start: no sealing key configured")
    assert "KORTDOMAREN_ALLOW_EPHEMERAL_KEY=1" in said  # how to allow it, on one instance
    env.setenv("KORTDOMAREN_SEAL_KEYS", new_key_entry("k1"))
    assert create_app().extensions["kortdomaren.seal_keys"].sealing.id == "k1"


def test_scripts_serve_keeps_its_ephemeral_key_and_warns(
    env: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    serve = (Path(__file__).resolve().parents[2] / "scripts" / "serve").read_text()
    assert "KORTDOMAREN_ALLOW_EPHEMERAL_KEY" not in serve
    with caplog.at_level(logging.WARNING, logger="kortdomaren"):
        ring = create_app().extensions["kortdomaren.seal_keys"]
    assert ring.ephemeral
    assert f"an ephemeral key ({ring.sealing.id}) seals tokens" in caplog.text


@pytest.mark.parametrize(
    ("name", "value", "said"),
    [
        ("KORTDOMAREN_SEAL_KEYS", "  ", "KORTDOMAREN_SEAL_KEYS is set but blank"),
        ("KORTDOMAREN_SEAL_KEYS_FILE", "", "KORTDOMAREN_SEAL_KEYS_FILE is set but blank"),
        ("KORTDOMAREN_SEAL_KEYS", "k1:tooshort", "KORTDOMAREN_SEAL_KEYS: key 'k1'"),
        ("KORTDOMAREN_SEAL_KEYS", "no colon", "entry 1 must look like 'id:key'"),
        ("KORTDOMAREN_ALLOW_EPHEMERAL_KEY", "yes", "must be 0 or 1"),
    ],
)
def test_a_blank_or_malformed_setting_stops_start_up(
    env: pytest.MonkeyPatch, name: str, value: str, said: str
) -> None:
    env.setenv(name, value)
    with pytest.raises(SystemExit) as stopped:
        create_app()
    assert said in str(stopped.value.code)


def test_an_empty_key_file_stops_start_up(env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "seal-keys"
    path.write_text("\n")
    env.setenv("KORTDOMAREN_SEAL_KEYS_FILE", str(path))
    with pytest.raises(SystemExit, match="holds no key entry"):
        create_app()


def test_a_reload_reads_a_rotated_key_file(env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "seal-keys"
    path.write_text(new_key_entry("old"))
    env.setenv("KORTDOMAREN_SEAL_KEYS_FILE", str(path))
    app = create_app({"TESTING": True})
    old_token = sealed_token(app)
    path.write_text(new_key_entry("new"))  # rotated, the old key dropped
    assert [key.id for key in reload_seal_keys(app).keys] == ["new"]
    assert key_id_of(sealed_token(app)) == "new"
    problem = refused(app, old_token)
    assert problem["errors"][0]["code"] == "unknown_key"
    assert "'old'" in problem["errors"][0]["message"]
    path.write_text("garbage")  # a broken file keeps the keys in use
    assert [key.id for key in reload_seal_keys(app).keys] == ["new"]


def sealed_token(app: Flask) -> str:
    answer = app.test_client().post("/v1/games/kasino/deals", json={"players": 2, "sealed": True})
    assert answer.status_code == 200, answer.get_json()
    token: str = answer.get_json()["token"]
    return token


def key_id_of(token: str) -> str:
    sealed = token.partition(".")[2]
    raw = base64.urlsafe_b64decode(sealed + "=" * (-len(sealed) % 4))
    return raw[5 : 5 + raw[4]].decode()


def refused(app: Flask, token: str, language: str = "en") -> dict[str, Any]:
    answer = app.test_client().post(
        "/v1/games/kasino/legal-moves",
        json={"token": token},
        headers={"Accept-Language": language},
    )
    assert answer.status_code == 422
    problem: dict[str, Any] = answer.get_json()
    assert problem["code"] == "invalid_token"
    return problem


def test_a_restart_with_an_ephemeral_key_names_the_old_key(env: pytest.MonkeyPatch) -> None:
    before, after = create_app({"TESTING": True}), create_app({"TESTING": True})
    old_id = before.extensions["kortdomaren.seal_keys"].sealing.id
    assert old_id != after.extensions["kortdomaren.seal_keys"].sealing.id
    token = sealed_token(before)
    assert key_id_of(token) == old_id
    (error,) = refused(after, token)["errors"]
    assert error["code"] == "unknown_key"
    assert error["pointer"] == "/token"
    assert error["message"].startswith(
        f"The token was sealed by key '{old_id}', which this service does not hold"
    )
    for language in ("sv", "fi"):  # translated, with the key id kept
        (translated,) = refused(after, token, language)["errors"]
        assert f"'{old_id}'" in translated["message"]
        assert translated["message"] != error["message"], language


def test_an_altered_token_is_not_called_a_stranger(env: pytest.MonkeyPatch) -> None:
    app = create_app({"TESTING": True, "SEAL_KEYS": parse_keys(new_key_entry("k1"))})
    token = sealed_token(app)
    game, _, sealed = token.partition(".")
    raw = bytearray(base64.urlsafe_b64decode(sealed + "=" * (-len(sealed) % 4)))
    raw[-1] ^= 1  # the ciphertext
    altered = game + "." + base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    (error,) = refused(app, altered)["errors"]
    assert error["code"] == "invalid_token"
    assert "altered" in error["message"] and "does not hold" not in error["message"]
    raw = bytearray(base64.urlsafe_b64decode(sealed + "=" * (-len(sealed) % 4)))
    raw[5] = ord("!")  # a key id no key can have: not echoed, not called unknown
    forged = game + "." + base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    (error,) = refused(app, forged)["errors"]
    assert error["code"] == "invalid_token"
    assert "!" not in error["message"]
