"""Sealed tokens: round trips, and every kind of forgery or tampering refused."""

from __future__ import annotations

import base64

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.seal.keys import KeyRing, SealKey, new_key_entry, parse_keys
from service.seal.token import Claims, InvalidToken, digest, open_token, seal

RING = parse_keys(new_key_entry("k1"))
STATE = {
    "game": "kasino",
    "hands": [["AS", "10D", "7H"], ["2S", "KH", "QC"]],
    "table": {"cards": ["3C"], "builds": []},
    "stock": ["JS", "9D"],
    "values": {"AS": 14},
}
CLAIMS = Claims("kasino", "c0" * 32, 3, "ab" * 32, STATE, {"server_seed": "00" * 32})
TOKEN = seal(RING, CLAIMS)


def raw(token: str) -> bytes:
    return base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))


def text(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def test_round_trip() -> None:
    assert open_token(RING, TOKEN, "kasino") == CLAIMS


def test_each_seal_is_fresh_but_opens_the_same() -> None:
    again = seal(RING, CLAIMS)
    assert again != TOKEN
    assert open_token(RING, again, "kasino") == CLAIMS


@settings(max_examples=300)
@given(st.data())
def test_every_flipped_bit_is_refused(data: st.DataObject) -> None:
    blob = bytearray(raw(TOKEN))
    index = data.draw(st.integers(0, len(blob) - 1))
    blob[index] ^= 1 << data.draw(st.integers(0, 7))
    with pytest.raises(InvalidToken):
        open_token(RING, text(bytes(blob)), "kasino")


def test_every_single_byte_position_is_covered() -> None:
    """Not just a sample: flipping the low bit of every byte of the token fails to open."""
    blob = raw(TOKEN)
    for index in range(len(blob)):
        changed = bytearray(blob)
        changed[index] ^= 1
        with pytest.raises(InvalidToken):
            open_token(RING, text(bytes(changed)), "kasino")


def test_another_key_is_refused() -> None:
    stranger = KeyRing((SealKey("k1", bytes(32)),))  # same id, other secret
    with pytest.raises(InvalidToken, match="altered"):
        open_token(stranger, TOKEN, "kasino")
    unknown = parse_keys(new_key_entry("k2"))
    with pytest.raises(InvalidToken, match="does not hold"):
        open_token(unknown, TOKEN, "kasino")


def test_a_token_of_another_game_is_refused() -> None:
    with pytest.raises(InvalidToken, match="another game"):
        open_token(RING, TOKEN, "byggkasino")


@pytest.mark.parametrize("keep", [0, 3, 5, 20, -1])
def test_truncated_tokens_are_refused(keep: int) -> None:
    with pytest.raises(InvalidToken):
        open_token(RING, text(raw(TOKEN)[:keep]), "kasino")


@pytest.mark.parametrize("junk", ["", "!!!", "a", "S0RU", "not a token at all"])
def test_junk_is_refused(junk: str) -> None:
    with pytest.raises(InvalidToken):
        open_token(RING, junk, "kasino")


def test_rotation_old_tokens_still_open() -> None:
    old_entry = new_key_entry("old")
    old_ring = parse_keys(old_entry)
    old_token = seal(old_ring, CLAIMS)
    rotated = parse_keys(f"{new_key_entry('new')},{old_entry}")
    assert open_token(rotated, old_token, "kasino") == CLAIMS
    assert raw(seal(rotated, CLAIMS))[5:8] == b"new"  # the newest key seals


def test_two_instances_with_the_same_keys_accept_each_others_tokens() -> None:
    entry = new_key_entry("shared")
    first, second = parse_keys(entry), parse_keys(entry)
    assert open_token(second, seal(first, CLAIMS), "kasino") == CLAIMS


def test_the_chain_digest_names_the_parent() -> None:
    child = Claims("kasino", CLAIMS.deal, 4, digest(TOKEN), STATE, CLAIMS.secrets)
    opened = open_token(RING, seal(RING, child), "kasino")
    assert opened.parent == digest(TOKEN)
    assert opened.step == CLAIMS.step + 1
