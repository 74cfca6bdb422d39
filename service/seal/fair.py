"""Provably fair shuffles by commit and reveal (algorithm ``kortdomaren-hmac-fy``, version 1).

Before any card is seen the server publishes ``commitment = SHA-256(server_seed)``; the order
of the deck is then fixed by the server seed together with the players' client seeds, the deal
number and the purpose of the shuffle (the first deal, or the n-th reshuffle of a pile), so
neither side alone chooses it. When the deal ends the server seed is revealed and anyone can
re-derive every order. The recipe uses only SHA-256, HMAC-SHA256 and integer arithmetic, so
it can be re-implemented in any language (docs/fair-deals.md, with a test vector):

1. ``message(counter) = LP("kortdomaren-hmac-fy/1") || LP(decimal deal number) || LP(purpose)
   || u32(number of client seeds) || LP(seed_1) || … || LP(seed_k) || u64(counter)``, where
   ``LP(text) = u32(byte length of its UTF-8) || its UTF-8`` and ``u32``/``u64`` are unsigned
   big-endian integers.
2. The stream is ``HMAC-SHA256(key = server_seed, message(0)) || HMAC-SHA256(…, message(1))
   || …``, read as consecutive unsigned 32-bit big-endian words.
3. ``below(n)``: take words ``w`` until ``w < 2**32 - (2**32 mod n)``, answer ``w mod n``
   (rejection sampling: every residue equally likely).
4. Fisher–Yates from the end: for ``i = len - 1`` down to ``1``: ``j = below(i + 1)``, swap the
   cards at ``i`` and ``j``. The input is the game's deck in its canonical order.

Standard library only: ``kortdomaren verify`` and any copy of this file run without the service.
"""

from __future__ import annotations

import hashlib
import hmac
import struct
from collections.abc import Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")

ALGORITHM = "kortdomaren-hmac-fy"
VERSION = 1
#: The first label of every stream message: the algorithm and its version.
DOMAIN = f"{ALGORITHM}/{VERSION}"
#: A server seed is 32 random bytes; a client seed is short printable text.
SERVER_SEED_BYTES = 32
CLIENT_SEED_MAX = 64
#: The purpose of a deal's first shuffle; a later reshuffle of a pile is "reshuffle:<n>".
DEAL = "deal"
#: The purpose of the stream that draws the dealer when the request names none.
DEALER = "dealer"

_WORD = 2**32


def commitment(server_seed: bytes) -> str:
    """The public commitment to a server seed: SHA-256 as lower-case hex."""
    return hashlib.sha256(server_seed).hexdigest()


def _lp(text: str) -> bytes:
    data = text.encode("utf-8")
    return struct.pack(">I", len(data)) + data


def _prefix(deal_number: int, purpose: str, client_seeds: Sequence[str]) -> bytes:
    parts = [_lp(DOMAIN), _lp(str(deal_number)), _lp(purpose), struct.pack(">I", len(client_seeds))]
    parts.extend(_lp(seed) for seed in client_seeds)
    return b"".join(parts)


def words(
    server_seed: bytes, deal_number: int, purpose: str, client_seeds: Sequence[str]
) -> Iterator[int]:
    """The stream of unsigned 32-bit words (step 2 of the recipe)."""
    prefix = _prefix(deal_number, purpose, client_seeds)
    counter = 0
    while True:
        block = hmac.new(server_seed, prefix + struct.pack(">Q", counter), hashlib.sha256).digest()
        yield from struct.unpack(">8I", block)
        counter += 1


def below(stream: Iterator[int], n: int) -> int:
    """A uniform integer in [0, n) read from the stream by rejection (step 3)."""
    if not 0 < n <= _WORD:
        raise ValueError(f"n must be in 1..2**32, got {n}")
    limit = _WORD - _WORD % n
    for word in stream:
        if word < limit:
            return word % n
    raise AssertionError("the stream is endless")  # pragma: no cover


def shuffle(
    cards: Sequence[T],
    server_seed: bytes,
    deal_number: int,
    client_seeds: Sequence[str] = (),
    purpose: str = DEAL,
) -> list[T]:
    """The cards in the order fixed by the seeds (step 4: Fisher–Yates from the end).

    >>> shuffle(["AS", "2S", "3S"], bytes(32), 1)
    ['2S', 'AS', '3S']
    """
    pack = list(cards)
    stream = words(server_seed, deal_number, purpose, client_seeds)
    for i in range(len(pack) - 1, 0, -1):
        j = below(stream, i + 1)
        pack[i], pack[j] = pack[j], pack[i]
    return pack


def verify(record: dict[str, object]) -> list[str]:
    """What is wrong with a revealed deal record (empty when it checks out).

    The record is what a sealed deal reveals when it ends: ``algorithm``, ``version``,
    ``commitment``, ``server_seed`` (hex), ``deal_number``, ``client_seeds``, ``dealer`` (null,
    or ``{players, seat}`` when the dealer was drawn: ``below(players)`` of the stream with
    purpose ``dealer``) and ``shuffles``, a list of ``{purpose, deck, order}`` — the deck in the
    game's canonical order and the order the service dealt from.
    """
    problems: list[str] = []
    if record.get("algorithm") != ALGORITHM or record.get("version") != VERSION:
        return [f"this verifier knows {ALGORITHM} version {VERSION} only"]
    try:
        seed = bytes.fromhex(str(record["server_seed"]))
        number = record["deal_number"]
        client_seeds = record["client_seeds"]
        shuffles = record["shuffles"]
    except (KeyError, ValueError) as error:
        return [f"the record is incomplete or malformed: {error}"]
    if not isinstance(number, int) or not isinstance(client_seeds, list):
        return ["deal_number must be an integer and client_seeds a list"]
    if not isinstance(shuffles, list) or not shuffles:
        return ["shuffles must be a non-empty list"]
    if commitment(seed) != record.get("commitment"):
        problems.append("SHA-256(server_seed) is not the commitment published with the deal")
    dealer = record.get("dealer")
    if isinstance(dealer, dict):  # drawn from the stream with purpose "dealer"
        stream = words(seed, number, DEALER, [str(s) for s in client_seeds])
        players, seat = dealer.get("players"), dealer.get("seat")
        if not isinstance(players, int) or not 0 < players <= _WORD:
            problems.append("dealer.players must be a positive integer")
        elif below(stream, players) != seat:
            problems.append("the dealer is not the seat the seeds draw")
    for index, entry in enumerate(shuffles):
        if not isinstance(entry, dict):
            problems.append(f"shuffle {index} is not an object")
            continue
        purpose, deck, order = entry.get("purpose"), entry.get("deck"), entry.get("order")
        if not isinstance(purpose, str) or not isinstance(deck, list):
            problems.append(f"shuffle {index} needs a purpose and a deck")
            continue
        if shuffle(deck, seed, number, [str(s) for s in client_seeds], purpose) != order:
            problems.append(f"shuffle {index} ({purpose}): the order is not the one the seeds give")
    return problems
