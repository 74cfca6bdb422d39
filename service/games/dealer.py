"""Choosing the first dealer by drawing cards (CORE-DEAL-1, AKF-01), reproducibly from a seed."""

from __future__ import annotations

from service.core.cards import RANK_NUMBER, STANDARD_DECK, rank_of
from service.core.deal import derive_seed, shuffled


def draw_rank(card: str) -> int:
    """A high: A > K > Q > J > 10 … > 2; suits are equal (AKF-01)."""
    number = RANK_NUMBER[rank_of(card)]
    return 14 if number == 1 else number


def draw_dealer(seed: int, players: int) -> int:
    """Each player draws from a pack shuffled from the seed; the highest deals, ties redraw.

    Seats draw in seat order; tied players draw again from the rest of the pack, and from a new
    pack shuffled from the same seed should ties ever exhaust it.
    """
    pack = shuffled(STANDARD_DECK, derive_seed(seed, "draw"))
    drawing = list(range(players))
    position = 0
    reshuffles = 0
    while True:
        if position + len(drawing) > len(pack):  # ties all the way down: a fresh pack
            reshuffles += 1
            pack = shuffled(STANDARD_DECK, derive_seed(seed, "draw", reshuffles))
            position = 0
        drawn = {seat: pack[position + i] for i, seat in enumerate(drawing)}
        position += len(drawing)
        best = max(draw_rank(card) for card in drawn.values())
        drawing = [seat for seat in drawing if draw_rank(drawn[seat]) == best]
        if len(drawing) == 1:
            return drawing[0]
