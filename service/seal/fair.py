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
``verify`` checks the recipe; ``check_shuffles``, ``check_dealer`` and ``check_sequence`` check
that a record holds every shuffle and draw a deal needs and that consecutive deals chain; the
checks that need the game's rules (its deck, its deal) are in ``service.seal.audit``.
"""

from __future__ import annotations

import hashlib
import hmac
import struct
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, TypeGuard, TypeVar

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
#: The purpose of the n-th pile turned into a new stock is RESHUFFLE + str(n), n from 1.
RESHUFFLE = "reshuffle:"
#: How a revealed record says the dealer was chosen (its ``dealer_chosen``): drawn from the
#: stream, named by the deal request, or passed on by the rules (a match's next deal).
DEALER_CHOSEN = ("drawn", "request", "next_deal")

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
    if not isinstance(shuffles, list):
        return ["shuffles must be a list"]
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


def _cards(counts: Counter[str], limit: int = 6) -> str:
    """``AS ×51, 2S`` — a few cards of a multiset, for a message."""
    items = [code if n == 1 else f"{code} ×{n}" for code, n in sorted(counts.items())]
    more = f" and {len(items) - limit} more" if len(items) > limit else ""
    return ", ".join(items[:limit]) + more


def deck_problem(deck: Sequence[str], expected: Sequence[str]) -> str | None:
    """How a shuffled deck differs from the game's own deck in canonical order (None: same)."""
    if list(deck) == list(expected):
        return None
    have, want = Counter(deck), Counter(expected)
    if have == want:
        return "it holds the game's cards but not in the canonical order"
    parts = [] if len(deck) == len(expected) else [f"{len(deck)} cards, not {len(expected)}"]
    if have - want:
        parts.append(f"not in the deck: {_cards(have - want)}")
    if want - have:
        parts.append(f"missing: {_cards(want - have)}")
    return "; ".join(parts)


def check_shuffles(
    record: Mapping[str, Any], deck: Sequence[str] | None = None, reshuffles: bool = True
) -> list[str]:
    """Every shuffle the deal needs and none extra: one ``deal`` shuffle first, of ``deck``
    (the game's own deck, when known), then ``reshuffle:1`` … ``reshuffle:n`` in order (only
    where the game reshuffles a pile), each of a non-empty pile of the deck's cards."""
    shuffles = record.get("shuffles")
    if not isinstance(shuffles, list):
        return ["the record holds no list of shuffles"]
    entries = [e for e in shuffles if isinstance(e, dict)]
    purposes = [e.get("purpose") for e in entries]
    problems: list[str] = []
    deals = purposes.count(DEAL)
    if deals == 0:
        problems.append("the record holds no 'deal' shuffle: the order the deal was dealt from")
    elif deals > 1:
        problems.append(f"the record holds {deals} 'deal' shuffles; a deal has one")
    elif purposes[0] != DEAL:
        problems.append("the 'deal' shuffle is not the first shuffle of the record")
    expected_next = 1
    for index, entry in enumerate(entries):
        purpose, cards = entry.get("purpose"), entry.get("deck")
        name = f"shuffle {index} ({purpose})"
        if not _codes(cards) or not _codes(entry.get("order")):
            problems.append(f"{name}: its deck and order must be lists of card codes")
            continue
        if purpose == DEAL:
            why = deck_problem(cards, deck) if deck is not None else None
            if why:
                problems.append(f"{name}: the deck is not the game's own deck: {why}")
            continue
        number = _reshuffle_number(purpose)
        if number is None:
            problems.append(f"{name}: no deal shuffles for this purpose")
            continue
        if not reshuffles:
            problems.append(f"{name}: this game never reshuffles a pile")
            continue
        if number < expected_next:
            problems.append(f"{name}: reshuffle {number} appears twice")
            continue
        if number > expected_next:
            missing = ", ".join(f"{RESHUFFLE}{n}" for n in range(expected_next, number))
            problems.append(f"{name}: {missing} is missing before it")
        expected_next = number + 1
        if not cards:
            problems.append(f"{name}: it shuffles no card; a reshuffled pile holds cards")
        elif deck is not None and Counter(cards) - Counter(deck):
            extra = _cards(Counter(cards) - Counter(deck))
            problems.append(f"{name}: the pile holds cards the game's deck does not: {extra}")
    return problems


def _codes(cards: object) -> TypeGuard[list[str]]:
    return isinstance(cards, list) and all(isinstance(card, str) for card in cards)


def _reshuffle_number(purpose: object) -> int | None:
    if not isinstance(purpose, str) or not purpose.startswith(RESHUFFLE):
        return None
    digits = purpose[len(RESHUFFLE) :]
    if not digits.isdecimal() or digits != str(int(digits)) or int(digits) < 1:
        return None
    return int(digits)


def check_dealer(record: Mapping[str, Any]) -> list[str]:
    """The dealer draw is there exactly when the record says the dealer was drawn
    (``dealer_chosen``); a dealer taken from the previous deal needs a previous deal."""
    chosen, dealer = record.get("dealer_chosen"), record.get("dealer")
    if chosen not in DEALER_CHOSEN:
        return [
            "the record does not say how the dealer was chosen "
            f"(dealer_chosen: one of {', '.join(DEALER_CHOSEN)}; got {chosen!r})"
        ]
    if chosen == "drawn" and not isinstance(dealer, dict):
        return ["the dealer was drawn but the record holds no dealer draw (dealer)"]
    if chosen != "drawn" and dealer is not None:
        return [f"the record holds a dealer draw but says the dealer was chosen by {chosen}"]
    if chosen == "next_deal" and record.get("deal_number") == 1:
        return ["deal 1 says its dealer was passed on from a previous deal; it has none"]
    return []


def check_sequence(records: Sequence[Mapping[str, Any]]) -> list[str]:
    """Consecutive deals of one match: each deal number one more than the last, one game, and
    each ``next_commitment`` (the seed committed before the next deal's client seeds were
    chosen) equal to the next record's ``commitment``."""
    problems: list[str] = []
    for index in range(1, len(records)):
        before, after = records[index - 1], records[index]
        here = f"record {index + 1}"
        if before.get("game") != after.get("game"):
            problems.append(
                f"{here} is of {after.get('game')!r}, record {index} of "
                f"{before.get('game')!r}: not one match"
            )
        number = before.get("deal_number")
        if isinstance(number, int) and after.get("deal_number") != number + 1:
            problems.append(f"{here} is deal {after.get('deal_number')}, not deal {number + 1}")
        promised = before.get("next_commitment")
        if promised is not None and promised != after.get("commitment"):
            problems.append(
                f"{here}'s commitment is not the next_commitment record {index} published"
            )
    return problems


def catalogue_deck(entry: Mapping[str, Any], options: Mapping[str, Any]) -> list[str]:
    """The deck a catalogue entry (``GET /v1/games/{game}``) lists for these options: its
    ``deck``, or the ``decks`` variant whose option has the value ``options`` give it."""
    deck = list(entry["deck"])
    for variant in entry.get("decks", []):
        if options.get(variant["option"], _ABSENT) == variant["value"]:
            deck = list(variant["deck"])
    return deck


_ABSENT = object()
