"""A deterministic player for whole random deals: keen to meld and lay off, discards loners.

The tests use it to reach many different states; it is not a rules implementation (every move
it makes comes from ``legal_moves``). ``stalemate`` recognises a hand nobody can ever finish:
no meld and no lay-off exists even for a player holding every card off the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from service.games.femhundra.cards import JOKER, Card, rank_number
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.state import FemhundraState, Move, MoveType, Phase, Turn

ALL = 10**9


def _ties(card: Card, hand: Sequence[Card]) -> int:
    """How many hand cards could share a combination with ``card`` (same rank, near in suit)."""
    if card == JOKER:
        return 99
    return sum(
        1
        for other in hand
        if other != card
        and other != JOKER
        and (
            other[:-1] == card[:-1]
            or (other[-1] == card[-1] and abs(rank_number(other) - rank_number(card)) <= 2)
        )
    )


def _pile_melds(state: FemhundraState, take: Move) -> bool:
    """Would a meld with a card of the pile be possible after taking it (R500-PILE-3)?"""
    after = FEMHUNDRA.apply(state, take).state
    pile = set(state.pile)
    return any(
        move.type is MoveType.MELD and pile.intersection(move.cards)
        for move in FEMHUNDRA.legal_moves(after, ALL).moves
    )


def choose(
    state: FemhundraState, moves: Sequence[Move], rng: random.Random, explore: bool = False
) -> Move:
    """Melds and lay-offs first; ``explore`` (late in a long hand) draws and discards at
    random, which breaks the cycles a careful discarder can fall into."""
    by_type: dict[MoveType, list[Move]] = {}
    for move in moves:
        by_type.setdefault(move.type, []).append(move)
    for kind, chance in (
        (MoveType.MELD, 0.9),
        (MoveType.LAY_OFF, 0.85),
        (MoveType.CLAIM, 0.5),
        (MoveType.SWAP_JOKER, 0.6),
    ):
        if kind in by_type and rng.random() < chance:
            return rng.choice(by_type[kind])
    if MoveType.TAKE_PILE in by_type:
        take = by_type[MoveType.TAKE_PILE][0]
        if rng.random() < (0.8 if _pile_melds(state, take) else 0.03):
            return take
    if explore:
        return rng.choice(moves)
    if MoveType.DRAW in by_type:
        draws = by_type[MoveType.DRAW]
        hand = state.hands[state.to_move or 0]
        top = state.pile[-1] if state.pile else None
        useful = top is not None and _ties(top, hand) >= 1
        wanted = [m for m in draws if (m.source is not None and m.source.value == "pile") == useful]
        return rng.choice(wanted or draws)
    discards = by_type[MoveType.DISCARD]
    hand = state.hands[state.to_move or 0]
    fewest = min(_ties(move.card or "", hand) for move in discards)
    return rng.choice([m for m in discards if _ties(m.card or "", hand) == fewest])


def stalemate(state: FemhundraState) -> bool:
    """No card off the table can ever be melded or laid off, so nobody can go out."""
    rest = tuple(card for hand in state.hands for card in hand) + state.stock + state.pile
    hands = (rest, *state.hands[1:])
    probe = replace(
        state, hands=hands, to_move=0, phase=Phase.PLAY, turn=Turn(number=10**6, melded=True)
    )
    listed = FEMHUNDRA.legal_moves(probe, ALL).moves
    return all(move.type in (MoveType.DISCARD, MoveType.SWAP_JOKER) for move in listed)


EXPLORE_AFTER = 200


def play_deal(
    state: FemhundraState, seed: int, cap: int = 3000
) -> tuple[FemhundraState, list[FemhundraState]]:
    """Play until the hand ends (or ``cap`` steps); returns the last state and all states."""
    rng = random.Random(seed)
    seen = [state]
    while not state.is_over and len(seen) <= cap:
        moves = FEMHUNDRA.legal_moves(state, ALL).moves
        explore = len(seen) > EXPLORE_AFTER
        state = FEMHUNDRA.apply(state, choose(state, moves, rng, explore)).state
        seen.append(state)
    return state, seen
