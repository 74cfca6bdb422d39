"""Seeded shuffling that is reproducible in every process and on every machine.

Each shuffle owns a private ``random.Random(seed)``; the global generator is never touched
(it would make dealing depend on whatever else ran in the process). Integer seeds are not
hashed, so ``PYTHONHASHSEED`` cannot change a deal. Follow-up deals of a match derive their
seed from the match seed with SHA-256, which is stable everywhere.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from collections import Counter
from collections.abc import Hashable, Sequence
from typing import TypeVar

T = TypeVar("T")
H = TypeVar("H", bound=Hashable)

#: Seeds are integers in [0, 2**53): every JSON client (JavaScript included) holds them exactly.
SEED_LIMIT = 2**53


def shuffled(cards: Sequence[T], seed: int) -> list[T]:
    """The cards in a new order fixed by ``seed`` (Fisher–Yates on a Mersenne Twister)."""
    pack = list(cards)
    random.Random(seed).shuffle(pack)
    return pack


def pack_to_deal(deck: Sequence[H], seed: int, order: Sequence[H] | None) -> list[H]:
    """The pack a deal is dealt from, first card first: ``order`` where the shuffle was made
    outside the game (a provably fair deal, ``service.seal.fair``), else ``deck`` shuffled from
    ``seed``. An ``order`` that is not a permutation of the deck is a programming error.

    >>> pack_to_deal(["AS", "2S"], 1, ["2S", "AS"])
    ['2S', 'AS']
    """
    if order is None:
        return shuffled(deck, seed)
    if Counter(order) != Counter(deck):
        raise ValueError("a given order must be a permutation of the game's deck")
    return list(order)


def derive_seed(seed: int, *labels: object) -> int:
    """A new seed for a later deal of the same match, fixed by the match seed and labels.

    >>> derive_seed(7, "deal", 2) == derive_seed(7, "deal", 2)
    True
    """
    text = ":".join([str(seed), *map(str, labels)]).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") % SEED_LIMIT


def fresh_seed() -> int:
    """A seed from the operating system's secure source, for deals asked without one."""
    return secrets.randbelow(SEED_LIMIT)
