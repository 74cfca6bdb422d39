"""Dragkasino's deal: Kasino's first round, then a draw from the stock after every play.

DRAG-DEAL-1: four cards each and four to the table, the rest is the stock (talong).
DRAG-DRAW-1: a player who has played draws the top card while the stock lasts, so everybody
starts each turn with four cards. DRAG-DRAW-3 / AKF-19: when the dealer draws the last card
(the stock is a multiple of the player count) the last four cards each are played without
drawing; this is round 2, the "last round", announced as sistan. Round 1 is everything before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from service.core.cards import Card
from service.core.game import Event
from service.core.text import msg
from service.core.verdict import Problem
from service.games.fishing.dealing import (
    HAND_SIZE,
    KASINO_ROUNDS,
    ROOT,
    Distribution,
    opening_problems,
    turn_problems,
)
from service.games.fishing.state import FishingState

DRAWING_ROUND = 1
LAST_ROUND = 2


@dataclass(frozen=True)
class DrawDealing:
    """Dealing by drawing (section 5)."""

    rule: str = "DRAG-DRAW-1"

    def rounds(self, players: int, deck_size: int) -> int:
        return LAST_ROUND

    def initial_stock(self, players: int, deck_size: int) -> int:
        """DRAG-DEAL-1: 40, 36 or 32 cards for 2, 3 or 4 players."""
        return KASINO_ROUNDS.schedule(players, deck_size)[0].stock

    def deal(self, pack: Sequence[Card], players: int, dealer: int) -> Distribution:
        return KASINO_ROUNDS.deal(pack, players, dealer)

    def after_play(self, state: FishingState) -> tuple[FishingState, list[Event]]:
        """DRAG-DRAW-1: the player who has just played draws the top card of the stock."""
        if not state.stock:
            return state, []
        player = state.to_move
        assert player is not None
        hands = list(state.hands)
        hands[player] = (*hands[player], state.stock[0])
        stock = state.stock[1:]
        events: list[Event] = [{"type": "drew", "player": player, "stock": len(stock)}]
        number = state.round
        if not stock:  # AKF-19: the last card drawn starts the last round
            number = LAST_ROUND
            events.append({"type": "sistan", "round": number, "rule": "DRAG-DRAW-3"})
        return replace(state, hands=tuple(hands), stock=stock, round=number), events

    def next_round(self, state: FishingState) -> tuple[FishingState, list[Event]] | None:
        """DRAG-DRAW-2: nothing is ever dealt again; empty hands end the deal."""
        return None

    def hand_problems(self, state: FishingState, deck_size: int) -> list[Problem]:
        n = state.players
        initial = self.initial_stock(n, deck_size)
        if state.round not in (DRAWING_ROUND, LAST_ROUND):
            return [
                Problem(
                    f"{ROOT}/round",
                    "invalid_round",
                    msg("Dragkasino has round 1 while the stock lasts and round 2 after it."),
                    "DRAG-DRAW-3",
                )
            ]
        if (state.round == LAST_ROUND) != (not state.stock) or len(state.stock) > initial:
            return [
                Problem(
                    f"{ROOT}/stock",
                    "wrong_stock_size",
                    msg(
                        "The stock holds 1…{initial} cards in round 1 and none in round 2.",
                        initial=initial,
                    ),
                    "DRAG-DEAL-1",
                )
            ]
        if state.round == LAST_ROUND:
            return turn_problems(state, (HAND_SIZE,) * n, "DRAG-DRAW-3")
        return self._drawing_problems(state, initial, deck_size)

    def plays_made(self, state: FishingState, deck_size: int) -> tuple[int, ...]:
        """DRAG-DRAW-1: one draw per play while the stock lasts, in turn from forehand; then
        the cards gone from the 4-card hands of the last round (DRAG-DRAW-3)."""
        n = state.players
        drawn = self.initial_stock(n, deck_size) - len(state.stock)
        plays = [drawn // n + (((seat - state.forehand) % n) < drawn % n) for seat in range(n)]
        if state.round == LAST_ROUND:
            plays = [count + HAND_SIZE - len(state.hands[seat]) for seat, count in enumerate(plays)]
        return tuple(plays)

    def last_player(self, state: FishingState, deck_size: int) -> int | None:
        """Play goes round in plain order from forehand all deal long (the stock is a
        multiple of the players, so the last round starts at forehand again)."""
        plays = sum(self.plays_made(state, deck_size))
        return None if plays == 0 else (state.forehand + plays - 1) % state.players

    def _drawing_problems(self, state: FishingState, initial: int, deck_size: int) -> list[Problem]:
        n = state.players
        plays = initial - len(state.stock)
        problems = [
            Problem(
                f"{ROOT}/hands/{seat}",
                "wrong_hand_size",
                msg(
                    "While the stock lasts every player holds {size} cards (DRAG-DRAW-1).",
                    size=HAND_SIZE,
                ),
                self.rule,
            )
            for seat, hand in enumerate(state.hands)
            if len(hand) != HAND_SIZE
        ]
        expected_turn = (state.forehand + plays) % n
        if state.to_move != expected_turn:
            problems.append(
                Problem(
                    f"{ROOT}/to_move",
                    "wrong_player_to_move",
                    msg(
                        "After {plays} play(s) it is seat {expected_turn}'s turn.",
                        plays=plays,
                        expected_turn=expected_turn,
                    ),
                    "CORE-TURN-1",
                )
            )
        if plays == 0:
            table = KASINO_ROUNDS.schedule(n, deck_size)[0].table
            problems += opening_problems(state, table, "DRAG-DEAL-1")
        return problems
