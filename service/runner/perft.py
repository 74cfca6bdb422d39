"""Perft over the API: the number of distinct move sequences of each length from a state.

``count(s, 0) = 1`` and ``count(s, d)`` sums ``count(apply(s, m), d - 1)`` over the legal
moves m of s; a move that ends the deal counts at its own depth and has no successors. The
tree is walked a level at a time so that each level's requests run in parallel (``pmap``);
the last level is counted from the listings alone, as Stockfish's bulk counting does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from service.runner.client import Answer, GameClient, ServerError

T = TypeVar("T")
R = TypeVar("R")
Mapper = Callable[[Callable[[T], R], Iterable[T]], Iterable[R]]


class PerftError(Exception):
    """The server answered something perft cannot count (an error, a cut listing)."""


def moves_of(answer: Answer, where: str) -> list[Any]:
    """The complete legal-move list of a legal-moves answer, or PerftError."""
    body = answer.body
    if answer.status != 200 or not isinstance(body, dict):
        code = body.get("code") if isinstance(body, dict) else body
        raise PerftError(f"legal-moves {where}: HTTP {answer.status} {code}")
    if body.get("truncated") or body.get("count_exact") is False:
        raise PerftError(f"legal-moves {where}: the listing is cut or its count is not exact")
    moves = body.get("moves")
    if not isinstance(moves, list):
        raise PerftError(f"legal-moves {where}: the answer has no list of moves")
    return moves


def successor(answer: Answer, where: str) -> tuple[Any, bool]:
    """(state, deal_over) of an apply answer, or PerftError."""
    body = answer.body
    if answer.status != 200 or not isinstance(body, dict) or "state" not in body:
        code = body.get("code") if isinstance(body, dict) else body
        raise PerftError(f"apply {where}: HTTP {answer.status} {code}")
    return body["state"], bool(body.get("deal_over"))


def _serial(function: Callable[[T], R], items: Iterable[T]) -> Iterable[R]:
    return map(function, items)


def perft(
    client: GameClient, state: Any, depth: int, pmap: Mapper[Any, Any] = _serial
) -> list[int]:
    """``[count(state, 1), …, count(state, depth)]``; raises PerftError on a bad answer."""

    def listing(node: Any) -> list[Any]:
        try:
            return moves_of(client.legal_moves(node), "")
        except ServerError as error:
            raise PerftError(str(error)) from None

    def child(pair: tuple[Any, Any]) -> tuple[Any, bool]:
        node, move = pair
        try:
            return successor(client.apply(node, move), "")
        except ServerError as error:
            raise PerftError(str(error)) from None

    counts: list[int] = []
    frontier = [state]
    for level in range(1, depth + 1):
        listings = list(pmap(listing, frontier))
        counts.append(sum(len(moves) for moves in listings))
        if level == depth:
            break
        pairs = [
            (node, move) for node, moves in zip(frontier, listings, strict=True) for move in moves
        ]
        frontier = [node for node, over in pmap(child, pairs) if not over]
    return counts
