"""Reshuffle what one seat may not see, keeping everything it may see.

Per family: the other seats' hidden hand cards are pooled with the stock, shuffled, and dealt
back in the same counts; seeds are replaced. A view that leaks nothing is the same before and
after (tests/seal/test_views_never_leak.py).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from service.games.femhundra.state import FemhundraState
from service.games.fishing.state import FishingState
from service.games.tarot.state import TarotState


def _redeal(zones: list[list[str]], keep: list[list[str]], rng: random.Random) -> list[list[str]]:
    """Pool the zones' cards (less the ones each must keep), shuffle, refill the same counts."""
    pool: list[str] = []
    for zone, kept in zip(zones, keep, strict=True):
        free = Counter(zone) - Counter(kept)
        pool += list(free.elements())
    rng.shuffle(pool)
    out = []
    for zone, kept in zip(zones, keep, strict=True):
        take = len(zone) - len(kept)
        out.append([*kept, *pool[:take]])
        pool = pool[take:]
    return out


def reshuffle_hidden(
    state: Any, seat: int, rng: random.Random, pins: Mapping[int, Sequence[str]] | None = None
) -> Any:
    """``pins``: cards that must stay in a seat's hand (those a move about to be made uses)."""
    seed = rng.randrange(2**53)
    others = [s for s in range(state.players) if s != seat]
    pinned = [list((pins or {}).get(s, ())) for s in others]
    if isinstance(state, FishingState):
        zones = [list(state.hands[s]) for s in others] + [list(state.stock)]
        new = _redeal(zones, [*pinned, []], rng)
        hands = list(state.hands)
        for s, cards in zip(others, new, strict=False):
            hands[s] = tuple(cards)
        return replace(
            state,
            hands=tuple(hands),
            stock=tuple(new[-1]),
            match=replace(state.match, seed=seed),
        )
    if isinstance(state, TarotState):
        zones = [list(state.hands[s]) for s in others]
        zones += [list(state.discards[s]) for s in others] + [list(state.stock)]
        new = _redeal(zones, [*pinned, *([] for _ in others), []], rng)
        hands, discards = list(state.hands), list(state.discards)
        for index, s in enumerate(others):
            hands[s] = tuple(new[index])
            discards[s] = tuple(new[len(others) + index])
        return replace(
            state,
            hands=tuple(hands),
            discards=tuple(discards),
            stock=tuple(new[-1]),
            match=replace(state.match, seed=seed),
        )
    if isinstance(state, FemhundraState):
        if state.is_over:  # every hand is shown openly at the count (R500-SCORE-1)
            return replace(state, seed=seed, match=replace(state.match, seed=seed))
        zones = [list(state.hands[s]) for s in others] + [list(state.stock)]
        keep = [
            list((Counter(state.exposed[s]) | Counter(pin)).elements())
            for s, pin in zip(others, pinned, strict=True)
        ] + [[]]
        new = _redeal(zones, keep, rng)
        hands = list(state.hands)
        for s, cards in zip(others, new, strict=False):
            hands[s] = tuple(cards)
        return replace(
            state,
            hands=tuple(hands),
            stock=tuple(new[-1]),
            seed=seed,
            match=replace(state.match, seed=seed),
        )
    raise TypeError(f"no reshuffler for {type(state).__name__}")
