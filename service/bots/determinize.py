"""What a bot may know: the state with everything its seat cannot see dealt anew.

A seat sees its own hand, the table, the piles and the counts of the other hands and the
stock, never their cards nor the seeds (the views of ``service.games.*.wire``). The bot pools
the hidden cards in a canonical order, shuffles them with its own seeded generator and deals
them back in the same counts; the seeds are replaced. The result depends only on the seat's
view and the generator, so two states that one seat cannot tell apart give the same world.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from service.core.cards import Card
from service.games.femhundra.state import FemhundraState
from service.games.fishing.state import FishingState
from service.games.tarot.state import TarotState


def _redeal(
    zones: Sequence[Sequence[Card]], keep: Sequence[Sequence[Card]], rng: random.Random
) -> list[tuple[Card, ...]]:
    """Pool the zones' cards less the ones each must keep (known to all), sorted so that the
    pool does not depend on where the cards lay, shuffle, and refill the same counts."""
    pool: list[Card] = []
    for zone, kept in zip(zones, keep, strict=True):
        pool += (Counter(zone) - Counter(kept)).elements()
    pool.sort()
    rng.shuffle(pool)
    out = []
    for zone, kept in zip(zones, keep, strict=True):
        take = len(zone) - len(kept)
        out.append((*sorted(kept), *pool[:take]))
        pool = pool[take:]
    return out


def _without_hidden_exempt(state: FishingState, seat: int) -> FishingState:
    """Another seat's addition to a build is exempt when it holds no card of the build's value
    (BYGG-PART-2), which only it knows: the bot reads every such flag as not exempt."""
    if not state.table.builds:
        return state
    builds = tuple(
        replace(
            build,
            history=tuple(
                action if action.seat == seat else replace(action, exempt=False)
                for action in build.history
            ),
        )
        for build in state.table.builds
    )
    return replace(state, table=replace(state.table, builds=builds))


def world(state: Any, seat: int, rng: random.Random) -> Any:
    """One world consistent with what ``seat`` sees of ``state``, drawn with ``rng``."""
    seed = rng.randrange(2**31)
    others = [s for s in range(state.players) if s != seat]
    if isinstance(state, FishingState):
        zones = [state.hands[s] for s in others] + [state.stock]
        new = _redeal(zones, [()] * len(zones), rng)
        hands = list(state.hands)
        for s, cards in zip(others, new, strict=False):
            hands[s] = cards
        state = _without_hidden_exempt(state, seat)
        return replace(
            state, hands=tuple(hands), stock=new[-1], match=replace(state.match, seed=seed)
        )
    if isinstance(state, TarotState):
        zones = [state.hands[s] for s in others]
        zones += [state.discards[s] for s in others] + [state.stock]
        new = _redeal(zones, [()] * len(zones), rng)
        hands, discards = list(state.hands), list(state.discards)
        for index, s in enumerate(others):
            hands[s] = new[index]
            discards[s] = new[len(others) + index]
        return replace(
            state,
            hands=tuple(hands),
            discards=tuple(discards),
            stock=new[-1],
            match=replace(state.match, seed=seed),
        )
    if isinstance(state, FemhundraState):
        zones = [state.hands[s] for s in others] + [state.stock]
        keep = [state.exposed[s] for s in others] + [()]  # cards all have seen taken
        new = _redeal(zones, keep, rng)
        hands = list(state.hands)
        for s, cards in zip(others, new, strict=False):
            hands[s] = cards
        return replace(
            state,
            hands=tuple(hands),
            stock=new[-1],
            seed=seed,
            match=replace(state.match, seed=seed),
        )
    raise TypeError(f"no bot knows a {type(state).__name__}")
