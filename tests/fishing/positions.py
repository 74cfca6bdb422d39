"""Building consistent fishing states around a worked example's table and hand.

A worked example gives only the table and the hand of the player to move; the rest of the deck
must still lie somewhere for the state to pass the invariant check. The builder works out how
many plays this round has seen from the hand size, fills the other hands, and puts every other
card into the stock (or, in the last round, into a capturer's pile).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.core.cards import STANDARD_DECK, sorted_cards
from service.games.fishing.dealing import HAND_SIZE, TABLE_CARDS, rounds_per_deal
from service.games.fishing.kasino import KASINO
from service.games.fishing.state import FishingState, MatchState, Phase, Table


def position(
    table: Sequence[str],
    hand: Sequence[str],
    *,
    players: int = 2,
    options: Mapping[str, Any] | None = None,
    dealer: int | None = None,
    to_move: int | None = None,
    round: str | int = "last",
    hands: Mapping[int, Sequence[str]] | None = None,
    piles: Mapping[int, Sequence[str]] | None = None,
    rest_to: int | None = None,
    tabbar: Mapping[int, int] | None = None,
    scores: Sequence[int] | None = None,
    game: Any = KASINO,
) -> FishingState:
    """A legal in-play state with ``table`` and ``hand`` for the seat to move."""
    resolved = game.resolve_options(dict(options or {}), players)
    dealer = players - 1 if dealer is None else dealer
    forehand = (dealer + 1) % players
    to_move = forehand if to_move is None else to_move
    rounds = rounds_per_deal(players)
    round_no = rounds if round == "last" else int(round)
    offset_to_move = (to_move - forehand) % players
    plays = offset_to_move + players * (HAND_SIZE - len(hand))
    given = {to_move: list(hand), **{s: list(c) for s, c in (hands or {}).items()}}
    used = list(table) + [c for cards in given.values() for c in cards]
    used += [c for cards in (piles or {}).values() for c in cards]
    free = [c for c in STANDARD_DECK if c not in set(used)]
    seat_hands: list[tuple[str, ...]] = []
    for seat in range(players):
        offset = (seat - forehand) % players
        played = (plays - offset + players - 1) // players if plays > offset else 0
        size = HAND_SIZE - played
        if seat in given:
            assert len(given[seat]) == size, f"seat {seat} must hold {size} cards"
            seat_hands.append(tuple(given[seat]))
        else:
            seat_hands.append(tuple(free[:size]))
            free = free[size:]
    stock_size = 52 - TABLE_CARDS - HAND_SIZE * players * round_no
    stock, free = tuple(free[:stock_size]), free[stock_size:]
    captured = [list((piles or {}).get(seat, ())) for seat in range(players)]
    if free:
        holder = (to_move + players - 1) % players if rest_to is None else rest_to
        captured[holder] += free
    captured_t = tuple(tuple(sorted_cards(pile)) for pile in captured)
    holders = [seat for seat, pile in enumerate(captured_t) if pile]
    last_capturer = None
    if holders:
        last_capturer = rest_to if rest_to is not None and captured_t[rest_to] else holders[0]
    sides = len(resolved.sides(players))
    match_scores = tuple(scores) if scores is not None else (0,) * sides
    history = (match_scores,) if any(match_scores) else ()
    state = FishingState(
        game=game.id,
        options=resolved,
        players=players,
        dealer=dealer,
        to_move=to_move,
        phase=Phase.PLAY,
        round=round_no,
        hands=tuple(seat_hands),
        table=Table(tuple(table)),
        captured=captured_t,
        tabbar=tuple((tabbar or {}).get(seat, 0) for seat in range(players)),
        stock=stock,
        last_capturer=last_capturer,
        match=MatchState(
            seed=1,
            target=resolved.target,
            deal_number=len(history) + 1,
            scores=match_scores,
            history=history,
        ),
    )
    problems = game.check_state(state)
    assert not problems, problems
    return state
