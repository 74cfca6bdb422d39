"""Adversarial positions for the bots, per family, all consistent (``check_state`` is clean).

- fishing and building games: the crowded last round built by hand (hands of kings and
  queens, every other card on the table, nothing in the stock), and tables crowded by play
  that trails rather than captures, and in the building games builds now and then (builds
  on a crowded table);
- Femhundra: hands grown by play that takes the pile and draws and melds only when it must;
- the 800 family: fresh deals (the discard phase: 1000's first discard has 352,716 choices)
  for every player count, and the first trick's declarations.

Each generator is seeded and bounded; :func:`positions` keeps a game's costliest few by the
size of the legal listing.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from service.core.game import Game
from service.core.verdict import InvalidInput
from service.games.building.engine import BuildingGame
from service.games.fishing.state import FishingState
from service.games.tarot.state import TarotState

#: Loose cards below which a fishing table without builds is not a candidate.
SMALL = 12
#: Moves a crowding player looks at per step (its choice among them only needs a few kinds).
LOOKED = 60


def crowded_last_round(
    game: Game[Any, Any], players: int = 2, raw: dict[str, Any] | None = None
) -> FishingState | None:
    """Hands of kings and queens, every other card on the table, the stock empty: the round
    and last capturer are the first that make the state consistent (None if none does).
    ``raw``: options, where the game has them (None if it refuses them)."""
    try:
        options = game.resolve_options(raw or {}, players)
    except InvalidInput:
        return None
    dealt: FishingState = game.deal(players, options, 0, 5)
    pack = game.pack(options)
    size = len(dealt.hands[0])
    high = [card for card in pack if card[0] in "KQ"]
    if len(high) < size * players:
        return None
    hands = tuple(tuple(high[size * seat : size * (seat + 1)]) for seat in range(players))
    rest = tuple(high[size * players :])
    table = replace(dealt.table, cards=tuple(card for card in pack if card[0] not in "KQ"))
    captured = (rest, *((),) * (players - 1))
    for round_ in range(1, 40):
        for last in (None, 0):
            state = replace(
                dealt,
                round=round_,
                hands=hands,
                stock=(),
                table=table,
                captured=captured,
                to_move=1 % players,
                last_capturer=last,
            )
            if not game.check_state(state):
                return state
    return None


def _kind(move: Any) -> int:
    """A crowding player's preference: a build, a trail, anything else."""
    if getattr(move, "build", None) is not None:
        return 0
    if getattr(move, "card", None) is not None and getattr(move, "capture", 1) is None:
        return 1
    return 2


def crowding_play(
    game: Game[Any, Any], seed: int, players: int, builds: float = 1.0
) -> Iterator[FishingState]:
    """One deal played by seats that build (with chance ``builds``, else trail first) and
    trail rather than capture: every state."""
    rng = random.Random(seed)
    options = game.resolve_options({}, players)
    state = game.deal(players, options, rng.randrange(players), rng.randrange(2**31))
    while state.to_move is not None:
        yield state
        moves = game.legal_moves(state, LOOKED).moves
        if not moves:
            return
        order = (0, 1, 2) if rng.random() < builds else (1, 0, 2)  # trails first this time
        kinds = [order[_kind(move)] for move in moves]
        best = min(kinds)
        state = game.apply(
            state, rng.choice([m for m, k in zip(moves, kinds, strict=True) if k == best])
        ).state


def hoarding_play(game: Game[Any, Any], seed: int, players: int) -> Iterator[Any]:
    """Femhundra seats that take the pile when they may, else draw, and meld only when they
    must (the hands grow): every state."""
    rng = random.Random(seed)
    options = game.resolve_options({}, players)
    state = game.deal(players, options, rng.randrange(players), rng.randrange(2**31))
    for _ in range(400):
        if state.to_move is None:
            return
        yield state
        moves = game.legal_moves(state, LOOKED).moves
        if not moves:
            return
        order = {"take_pile": 0, "draw": 1, "discard": 2}
        best = min(order.get(m.type.value, 3) for m in moves)
        state = game.apply(
            state, rng.choice([m for m in moves if order.get(m.type.value, 3) == best])
        ).state


def tarot_states(game: Game[Any, Any], seed: int) -> Iterator[TarotState]:
    """Fresh deals for every player count, then the states of a deal up to its first tricks
    (the discard phases and the first trick's declarations)."""
    rng = random.Random(seed)
    for players in game.player_counts:
        options = game.resolve_options({}, players)
        state = game.deal(players, options, rng.randrange(players), rng.randrange(2**31))
        for _ in range(12):
            if state.to_move is None:
                break
            yield state
            moves = game.legal_moves(state, LOOKED).moves
            state = game.apply(state, rng.choice(moves)).state


def _candidates(game: Game[Any, Any]) -> Iterator[tuple[str, Any]]:
    if game.family == "fishing":
        for players in game.player_counts:
            crowded = crowded_last_round(game, players)
            if crowded is not None:
                yield f"kings-and-queens-{players}p", crowded
        forced = crowded_last_round(game, 2, {"forced_capture": True})
        if forced is not None and not game.rules(forced.options).capture.forced_tabbe:
            yield "kings-and-queens-forced-capture", forced
        for seed in range(2):
            for step, state in enumerate(crowding_play(game, seed, 2)):
                yield f"crowding-{seed}-{step}", state
        if isinstance(game, BuildingGame):
            for builds in (0.2, 0.35):
                for seed in range(3):
                    for step, state in enumerate(crowding_play(game, seed, 2, builds)):
                        yield f"building-{builds}-{seed}-{step}", state
    elif game.family == "femhundra":
        for seed in range(3):
            for step, state in enumerate(hoarding_play(game, seed, 2 + seed)):
                yield f"hoarding-{seed}-{step}", state
    else:
        for step, state in enumerate(tarot_states(game, 1)):
            yield f"deal-{step}", state


def positions(game: Game[Any, Any], keep: int = 3) -> list[tuple[str, Any]]:
    """The game's costliest positions: the hand-built ones, the one with the most legal
    moves among those with two builds or more on the table (building games), then the
    largest listings (among equals, the most cards on the table), ``keep`` in all at least:
    ``(name, state)``."""
    scored, small = [], []
    for name, state in _candidates(game):
        table = getattr(state, "table", None)
        builds = len(getattr(table, "builds", ()))
        if isinstance(state, FishingState) and len(state.table.cards) < SMALL and builds < 2:
            small.append((name, state))  # a small table lists few moves: counted if need be
            continue
        listing = game.legal_moves(state, 0)
        scored.append(((listing.count, len(getattr(table, "cards", ()))), builds, name, state))
    if len(scored) < keep:
        for name, state in small:
            table = state.table
            size = (game.legal_moves(state, 0).count, len(table.cards))
            scored.append((size, len(table.builds), name, state))
    scored.sort(key=lambda item: item[0], reverse=True)
    chosen = [item for item in scored if item[2].startswith("kings")]
    chosen += [item for item in scored if item[1] >= 2][:1]
    chosen += [item for item in scored if item not in chosen][: max(0, keep - len(chosen))]
    return [(name, state) for _, _, name, state in chosen]
