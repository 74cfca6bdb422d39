"""The spent-token ledger: a seat-bound token advances the game at most once.

A stateless service cannot tell a stale token from the latest, so the holder of a seat-bound
token could go back to an older token of the game and play on from there. Once the deal has
been revealed (its server seed and every shuffle are public when it ends) that rewind reads
every hidden card. The ledger closes it with the least state that can: one entry per position
of a bound game that has been played on, ``(game, deal commitment, step) -> what was played``.
Playing on from a position a second time is allowed only as the same request again (a retry
whose answer was lost); anything else is refused. The plain, unbound path never touches it.

Two stores, both atomic across processes: SQLite (the embedded default, one machine: every
gunicorn worker opens the same file) and Redis (several instances: ``SET NX EX``). Entries
expire with the tokens they guard (``ttl`` seconds), so the ledger does not grow without end.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol

ENV = "KORTDOMAREN_LEDGER"


class LedgerError(RuntimeError):
    """The ledger setting is unusable, or its store cannot be reached."""


class Ledger(Protocol):
    """Where the positions that have been played on are recorded."""

    def claim(self, key: str, value: str, ttl: int) -> str | None:
        """Record ``value`` under ``key`` unless the key holds a live value already; answer the
        value held before (None: this call recorded it). Atomic across every process that
        shares the store."""

    def peek(self, key: str) -> str | None:
        """The live value under ``key``, or None."""

    def describe(self) -> str:
        """Where the ledger lives, for the start-up log (no secrets)."""


def default_path() -> Path:
    """The embedded default: one file per user in the temp directory, shared by every worker
    and every instance on this machine."""
    return Path(tempfile.gettempdir()) / f"kortdomaren-ledger-{os.getuid()}.sqlite"


class SqliteLedger:
    """One machine: a SQLite file in WAL mode; each process opens its own connection (after a
    fork the parent's is never reused)."""

    #: Expired entries are purged on every this-many claims of a process.
    PURGE_EVERY = 256

    def __init__(self, path: Path) -> None:
        self.path = path
        self._pid = -1
        self._db: sqlite3.Connection | None = None
        self._claims = 0
        self._connect()  # fail at start-up, not at the first move

    def _connect(self) -> sqlite3.Connection:
        if self._db is not None and self._pid == os.getpid():
            return self._db
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute(
                "CREATE TABLE IF NOT EXISTS spent "
                "(key TEXT PRIMARY KEY, value TEXT NOT NULL, expires REAL NOT NULL)"
            )
        except sqlite3.Error as error:
            raise LedgerError(f"cannot open the ledger at {self.path}: {error}") from None
        self._db, self._pid = db, os.getpid()
        return db

    def claim(self, key: str, value: str, ttl: int) -> str | None:
        try:
            return self._claim(key, value, ttl)
        except sqlite3.Error as error:
            raise LedgerError(f"the ledger at {self.path} failed: {error}") from None

    def _claim(self, key: str, value: str, ttl: int) -> str | None:
        db = self._connect()
        now = time.time()
        with db:  # one transaction: the check and the insert are atomic
            db.execute("BEGIN IMMEDIATE")
            row = db.execute(
                "SELECT value FROM spent WHERE key = ? AND expires > ?", (key, now)
            ).fetchone()
            if row is not None:
                return str(row[0])
            db.execute(
                "INSERT OR REPLACE INTO spent (key, value, expires) VALUES (?, ?, ?)",
                (key, value, now + ttl),
            )
            self._claims += 1
            if self._claims % self.PURGE_EVERY == 0:
                db.execute("DELETE FROM spent WHERE expires <= ?", (now,))
        return None

    def peek(self, key: str) -> str | None:
        try:
            row = (
                self._connect()
                .execute(
                    "SELECT value FROM spent WHERE key = ? AND expires > ?", (key, time.time())
                )
                .fetchone()
            )
        except sqlite3.Error as error:
            raise LedgerError(f"the ledger at {self.path} failed: {error}") from None
        return None if row is None else str(row[0])

    def describe(self) -> str:
        return f"sqlite:{self.path}"


class RedisLedger:
    """Several instances: one Redis, ``SET key value NX EX ttl`` (atomic on the server)."""

    PREFIX = "kortdomaren:spent:"

    def __init__(self, url: str) -> None:
        import redis  # only a deployment that asks for Redis needs it imported

        self.url = url
        self._errors: type[Exception] = redis.RedisError
        self._client: Any = redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
        try:
            self._client.ping()
        except redis.RedisError as error:
            raise LedgerError(f"cannot reach the ledger's Redis: {error}") from None

    def claim(self, key: str, value: str, ttl: int) -> str | None:
        name = self.PREFIX + key
        try:
            if self._client.set(name, value, nx=True, ex=ttl):
                return None
            held = self._client.get(name)
            if held is None:  # expired between the two calls: try once more
                return None if self._client.set(name, value, nx=True, ex=ttl) else value
        except self._errors as error:
            raise LedgerError(f"the ledger's Redis failed: {error}") from None
        return bytes(held).decode("utf-8")

    def peek(self, key: str) -> str | None:
        try:
            held = self._client.get(self.PREFIX + key)
        except self._errors as error:
            raise LedgerError(f"the ledger's Redis failed: {error}") from None
        return None if held is None else bytes(held).decode("utf-8")

    def describe(self) -> str:
        host = self.url.split("@")[-1]  # never log a password
        return f"redis://{host.removeprefix('redis://')}"


def open_ledger(setting: str | None = None, environ: Mapping[str, str] | None = None) -> Ledger:
    """The ledger a setting names: ``sqlite:<path>``, ``redis://…`` / ``rediss://…``, or
    nothing (the embedded default: SQLite in the temp directory)."""
    env = os.environ if environ is None else environ
    text = (env.get(ENV, "") if setting is None else setting).strip()
    if not text:
        return SqliteLedger(default_path())
    if text.startswith(("redis://", "rediss://", "unix://")):
        return RedisLedger(text)
    if text.startswith("sqlite:"):
        path = text.removeprefix("sqlite:")
        if not path:
            raise LedgerError(f"{ENV}: 'sqlite:' needs a path, e.g. sqlite:/var/lib/kd/ledger")
        return SqliteLedger(Path(path))
    raise LedgerError(f"{ENV} must be sqlite:<path> or redis://host:port/db, not {text[:60]!r}")
