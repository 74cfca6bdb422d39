"""The sealing keys: several, each with an id; the newest seals, every one of them opens.

Configured as ``KORTDOMAREN_SEAL_KEYS`` (inline) or ``KORTDOMAREN_SEAL_KEYS_FILE`` (a file, e.g.
a Kubernetes Secret mounted read-only): entries ``id:key`` separated by commas or new lines,
**newest first**, where ``id`` is 1–32 characters of ``A-Z a-z 0-9 _ -`` and ``key`` the
base64url encoding of 32 random bytes (``kortdomaren keygen`` prints one). Rotation without
downtime: add the new key at the front on every instance (old tokens still open), and drop the
old key once no live game needs it.

With nothing configured an ephemeral key is made, with a random id (``ephemeral-<8 hex>``), so
a token from before a restart, or from another instance, is told apart from an altered one: it
names a key this process does not hold. Ephemeral keys are allowed unless
``KORTDOMAREN_ALLOW_EPHEMERAL_KEY=0`` (the image sets it: two instances with a key each cannot
open each other's tokens). A setting that is present but blank or malformed is an error, never
a silent fall-back to an ephemeral key.
"""

from __future__ import annotations

import base64
import binascii
import os
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from cryptography.hazmat.primitives.ciphers.aead import AESGCMSIV

KEY_BYTES = 32
ENV_INLINE = "KORTDOMAREN_SEAL_KEYS"
ENV_FILE = "KORTDOMAREN_SEAL_KEYS_FILE"
ENV_ALLOW_EPHEMERAL = "KORTDOMAREN_ALLOW_EPHEMERAL_KEY"
KEY_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


class KeyConfigError(ValueError):
    """The configured keys cannot be used; the message says which entry and why."""


@dataclass(frozen=True)
class SealKey:
    """A key and its cipher, made once with the key rather than for every token (1.7 µs of
    CPU each time in a microbenchmark); the cipher holds the key alone, nothing of a request."""

    id: str
    secret: bytes
    cipher: AESGCMSIV = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cipher", AESGCMSIV(self.secret))


@dataclass(frozen=True)
class KeyRing:
    """Keys newest first: ``keys[0]`` seals, every key opens the tokens it sealed."""

    keys: tuple[SealKey, ...]
    ephemeral: bool = False

    def __post_init__(self) -> None:
        if not self.keys:
            raise KeyConfigError("at least one sealing key is needed")
        ids = [key.id for key in self.keys]
        if len(set(ids)) != len(ids):
            raise KeyConfigError("every sealing key needs its own id")

    @property
    def sealing(self) -> SealKey:
        return self.keys[0]

    def find(self, key_id: str) -> SealKey | None:
        for key in self.keys:
            if key.id == key_id:
                return key
        return None


def encode_key(secret: bytes) -> str:
    return base64.urlsafe_b64encode(secret).decode("ascii").rstrip("=")


def new_key_entry(key_id: str) -> str:
    """A fresh ``id:key`` entry for the configuration."""
    return f"{key_id}:{encode_key(secrets.token_bytes(KEY_BYTES))}"


def parse_keys(text: str, source: str = ENV_INLINE) -> KeyRing:
    """Read ``id:key`` entries (comma or new-line separated, newest first); ``source`` names
    where they came from in the error messages."""
    keys = []
    for number, raw in enumerate(re.split(r"[,\n]", text), start=1):
        entry = raw.strip()
        if not entry or entry.startswith("#"):
            continue
        key_id, sep, encoded = entry.partition(":")
        if not sep or not KEY_ID.fullmatch(key_id):
            raise KeyConfigError(
                f"{source}: entry {number} must look like 'id:key' with an id of 1-32 letters, "
                "digits, '_' or '-'"
            )
        try:
            text64 = encoded.strip()
            secret = base64.b64decode(text64 + "=" * (-len(text64) % 4), b"-_", validate=True)
        except (binascii.Error, ValueError):
            raise KeyConfigError(f"{source}: key '{key_id}' is not base64url") from None
        if len(secret) != KEY_BYTES:
            raise KeyConfigError(
                f"{source}: key '{key_id}' must be {KEY_BYTES} bytes, not {len(secret)}"
            )
        keys.append(SealKey(key_id, secret))
    if not keys:
        raise KeyConfigError(
            f"{source} holds no key entry: at least one sealing key is needed "
            "('id:key', as `kortdomaren keygen` prints)"
        )
    return KeyRing(tuple(keys))


def ephemeral_ring() -> KeyRing:
    """One random key for this process and the workers forked from it, with an id of its own:
    a token sealed before a restart then names a key the new process does not hold."""
    key_id = f"ephemeral-{secrets.token_hex(4)}"
    return KeyRing((SealKey(key_id, secrets.token_bytes(KEY_BYTES)),), ephemeral=True)


def ephemeral_allowed(environ: Mapping[str, str] | None = None) -> bool:
    """Whether an ephemeral key may be made when none is configured: yes unless
    ``KORTDOMAREN_ALLOW_EPHEMERAL_KEY`` is ``0`` (the image's default); any value but 0 or 1
    is refused."""
    env = os.environ if environ is None else environ
    value = env.get(ENV_ALLOW_EPHEMERAL)
    if value is None:
        return True
    if value.strip() not in ("0", "1"):
        raise KeyConfigError(f"{ENV_ALLOW_EPHEMERAL} must be 0 or 1, not {value[:40]!r}")
    return value.strip() == "1"


def load_keys(environ: Mapping[str, str] | None = None) -> KeyRing:
    """The configured keys; with none configured, an ephemeral key if that is allowed.

    A setting that is present but blank, a file that cannot be read or holds no entry, and a
    malformed entry raise KeyConfigError with a sentence naming the setting."""
    env = os.environ if environ is None else environ
    inline, path = env.get(ENV_INLINE), env.get(ENV_FILE)
    if inline is not None and path is not None:
        raise KeyConfigError(f"set {ENV_INLINE} or {ENV_FILE}, not both")
    allowed = ephemeral_allowed(env)  # a malformed value is refused even when keys are given
    if path is not None:
        if not path.strip():
            raise KeyConfigError(
                f"{ENV_FILE} is set but blank: name the key file, or unset it"
            )
        try:
            text = Path(path.strip()).read_text(encoding="utf-8")
        except OSError as error:
            raise KeyConfigError(f"{ENV_FILE}: cannot read {path}: {error.strerror}") from None
        return parse_keys(text, f"{ENV_FILE} ({path.strip()})")
    if inline is not None:
        if not inline.strip():
            raise KeyConfigError(
                f"{ENV_INLINE} is set but blank: give 'id:key' entries (`kortdomaren keygen` "
                "prints one), or unset it"
            )
        return parse_keys(inline)
    if not allowed:
        raise KeyConfigError(
            f"no sealing key configured ({ENV_INLINE} or {ENV_FILE}) and "
            f"{ENV_ALLOW_EPHEMERAL}=0: give every instance the same keys (`kortdomaren keygen` "
            f"prints one), or set {ENV_ALLOW_EPHEMERAL}=1 to run one instance whose tokens die "
            "with it"
        )
    return ephemeral_ring()


def reload_keys(current: KeyRing, environ: Mapping[str, str] | None = None) -> KeyRing:
    """The keys read again (on SIGHUP: a key file may have changed). An ephemeral ring is
    kept: nothing was configured, and a new key would void every live token."""
    if current.ephemeral:
        return current
    return load_keys(environ)
