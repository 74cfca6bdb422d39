"""Adversarial positions for the bots, per family, all consistent (``check_state`` is clean).

- fishing and building games: the crowded last round built by hand (hands of kings and
  queens, every other card on the table, nothing in the stock), and tables crowded by play
  that builds where it can and trails where it can (many builds on a crowded table);
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
from service.games.fishing.state import FishingState
from service.games.tarot.state import TarotState

#: Moves a crowding player looks at per step (its choice among them only needs a few kinds).
LOOKED = 60


def crowded_last_round(game: Game[Any, Any], players: int = 2) -> FishingState | None:
    """Hands of kings and queens, every other card on the table, the stock empty: the round
    and last capturer are the first that make the state consistent (None if none does)."""
    options = game.resolve_options({}, players)
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


def crowding_play(game: Game[Any, Any], seed: int, players: int) -> Iterator[FishingState]:
    """One deal played by seats that build and trail rather than capture: every state."""
    rng = random.Random(seed)
    options = game.resolve_options({}, players)
    state = game.deal(players, options, rng.randrange(players), rng.randrange(2**31))
    while state.to_move is not None:
        yield state
        moves = game.legal_moves(state, LOOKED).moves
        if not moves:
            return
        best = min(map(_kind, moves))
        state = game.apply(state, rng.choice([m for m in moves if _kind(m) == best])).state


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
        for seed in range(2):
            for step, state in enumerate(crowding_play(game, seed, 2)):
                yield f"crowding-{seed}-{step}", state
    elif game.family == "femhundra":
        for seed in range(3):
            for step, state in enumerate(hoarding_play(game, seed, 2 + seed)):
                yield f"hoarding-{seed}-{step}", state
    else:
        for step, state in enumerate(tarot_states(game, 1)):
            yield f"deal-{step}", state


def positions(game: Game[Any, Any], keep: int = 3) -> list[tuple[str, Any]]:
    """The game's ``keep`` costliest positions by listing size (and, among equals, by the
    cards on the table), hand-built ones always kept: ``(name, state)``."""
    scored = []
    for name, state in _candidates(game):
        listing = game.legal_moves(state, 0)
        table = len(getattr(getattr(state, "table", None), "cards", ()))
        scored.append(((listing.count, table), name, state))
    fixed = [(name, state) for _, name, state in scored if name.startswith("kings")]
    ranked = sorted(
        (item for item in scored if not item[1].startswith("kings")),
        key=lambda item: item[0],
        reverse=True,
    )
    return fixed + [(name, state) for _, name, state in ranked[: max(0, keep - len(fixed))]]
