"""A brute-force oracle for the building games' legal plays, independent of the listing.

It tries every play a client could name on a small table — every subset of loose cards and
builds as a capture, every build target, value, merge and subset of loose cards as a build,
split into parts by exhaustive search — and asks the validator about each. The listing must
produce exactly the plays the validator accepts (one per distinct play, decision D1).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Any

from service.games.building.values import hand_value, table_value
from service.games.fishing.state import BuildPlay, FishingMove, FishingState

Key = tuple[Any, ...]


def key_of(move: FishingMove) -> Key:
    """What makes a play distinct (D1): splits into parts do not."""
    if move.build is not None:
        build = move.build
        loose = [c for part in build.parts for c in part]
        loose.remove(move.card)
        return (
            "build",
            move.card,
            build.onto,
            build.value,
            tuple(sorted(loose)),
            tuple(sorted(build.merge)),
        )
    if move.capture is not None:
        return ("capture", move.card, tuple(sorted(move.capture)))
    return ("trail", move.card)


def _subsets(items: Sequence[Any]) -> Iterator[tuple[Any, ...]]:
    seen: set[tuple[Any, ...]] = set()
    for size in range(len(items) + 1):
        for combo in combinations(items, size):
            key = tuple(sorted(combo))
            if key not in seen:
                seen.add(key)
                yield combo


def _splits(cards: list[str], played: str | None, value: int) -> Iterator[list[list[str]]]:
    """Every split of ``played`` + ``cards`` into parts adding up to ``value`` (the played card
    at its hand value, in the first part); without ``played``, of the cards alone."""

    def weight(card: str, is_played: bool) -> int:
        return hand_value(card) if is_played else table_value(card)

    items = ([(played, True)] if played else []) + [(c, False) for c in cards]

    def place(
        i: int, parts: list[list[tuple[str, bool]]], sums: list[int]
    ) -> Iterator[list[list[str]]]:
        if i == len(items):
            if all(s == value for s in sums):
                yield [[c for c, _ in part] for part in parts]
            return
        card, is_played = items[i]
        w = weight(card, is_played)
        for j in range(len(parts)):
            if sums[j] + w <= value:
                parts[j].append(items[i])
                sums[j] += w
                yield from place(i + 1, parts, sums)
                sums[j] -= w
                parts[j].pop()
        if w <= value:
            parts.append([items[i]])
            sums.append(w)
            yield from place(i + 1, parts, sums)
            sums.pop()
            parts.pop()

    yield from place(0, [], [])


def oracle_keys(game: Any, state: FishingState) -> set[Key]:
    """Every distinct legal play of the player to move, found by trying them all."""
    player = state.to_move
    assert player is not None
    legal: set[Key] = set()
    loose = list(state.table.cards)
    builds = state.table.builds
    ids = [b.id for b in builds]

    def accept(move: FishingMove) -> bool:
        return bool(game.validate(state, move).legal)

    for card in sorted(set(state.hands[player])):
        if accept(FishingMove(player, card)):
            legal.add(key_of(FishingMove(player, card)))
        for cards in _subsets(loose):
            for taken in _subsets(ids):
                if cards or taken:
                    move = FishingMove(player, card, capture=(*taken, *cards))
                    if accept(move):
                        legal.add(key_of(move))
        for onto in [None, *builds]:
            for value in range(2, 17):
                merges = (
                    [()]
                    if onto is None
                    else list(
                        _subsets([b.id for b in builds if b.id != onto.id and b.value == value])
                    )
                )
                for merge in merges:
                    raising = onto is not None and onto.value != value
                    for cards in _subsets(loose):
                        if raising:
                            splits = ([[card], *rest] for rest in _splits(list(cards), None, value))
                        else:
                            splits = _splits(list(cards), card, value)
                        for parts in splits:
                            move = FishingMove(
                                player,
                                card,
                                build=BuildPlay(
                                    value,
                                    tuple(tuple(p) for p in parts),
                                    None if onto is None else onto.id,
                                    tuple(merge),
                                ),
                            )
                            if accept(move):
                                legal.add(key_of(move))
                                break
    return legal
