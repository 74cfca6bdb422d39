"""Dealing in rounds: Kasino's packets of two (CORE-DEAL-3…6) and Mulle's cards one by one.

A round is dealt from a plan of steps — so many cards to each player in turn from forehand,
or so many to the table — taken from the top of the pack *as far as they go*. Kasino, misär
and Finnish Kasino use two-card packets with four table cards in the first round
(CORE-DEAL-3/4); Mulle (Sassersson) deals one card at a time, five each and then five to the
table, and its last round is short (MULLE-S-4/5, AKF-41). The same plan tells the state check
how many cards each seat was dealt in every round, so hand sizes, the stock and the turn are
verified from one source. Dealing is pure: cards in, hands, table and stock out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from operator import add
from typing import Protocol

from service.core.cards import Card
from service.core.game import Event
from service.core.text import msg
from service.core.verdict import Problem
from service.games.fishing.state import FishingState

HAND_SIZE = 4  # Kasino's hand (CORE-DEAL-3)
TABLE_CARDS = 4  # Kasino's first-round table (CORE-DEAL-3)
ROOT = "/state"

PLAYERS = "players"
TABLE = "table"
Step = tuple[str, int]
"""``(PLAYERS, k)``: k cards to each player from forehand; ``(TABLE, k)``: k to the table."""


@dataclass(frozen=True)
class Distribution:
    """Cards given out by one round of dealing; ``hands`` is indexed by seat."""

    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]


@dataclass(frozen=True)
class RoundShape:
    """One round as the plan deals it: cards per seat (forehand first), to the table, left;
    ``before``, the cards per seat (forehand first) that the rounds before it dealt."""

    sizes: tuple[int, ...]
    table: int
    stock: int
    before: tuple[int, ...] = ()


def seats_from_forehand(players: int, dealer: int) -> list[int]:
    """Seats in dealing order: forehand (the dealer's left) first, the dealer last."""
    return [(dealer + 1 + k) % players for k in range(players)]


def distribute(
    cards: Sequence[Card], plan: Sequence[Step], players: int, dealer: int
) -> Distribution:
    """Deal ``cards`` (top first) by ``plan``, as far as they go."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    table: list[Card] = []
    position = 0
    for kind, k in plan:
        receivers = seats_from_forehand(players, dealer) if kind == PLAYERS else [None]
        for seat in receivers:
            taken = list(cards[position : position + k])
            position += len(taken)
            (table if seat is None else hands[seat]).extend(taken)
    return Distribution(tuple(map(tuple, hands)), tuple(table), tuple(cards[position:]))


def _shape(left: int, plan: Sequence[Step], players: int) -> RoundShape:
    sizes = [0] * players
    table = 0
    for kind, k in plan:
        for offset in range(players if kind == PLAYERS else 1):
            taken = min(k, left)
            left -= taken
            if kind == PLAYERS:
                sizes[offset] += taken
            else:
                table += taken
    return RoundShape(tuple(sizes), table, left)


@cache
def _schedule(
    first: tuple[Step, ...], later: tuple[Step, ...], players: int, deck_size: int
) -> tuple[RoundShape, ...]:
    shapes = [replace(_shape(deck_size, first, players), before=(0,) * players)]
    while shapes[-1].stock:
        previous = shapes[-1]
        before = tuple(map(add, previous.before, previous.sizes))
        shapes.append(replace(_shape(previous.stock, later, players), before=before))
    return tuple(shapes)


def cycle(sizes: Sequence[int], plays: int) -> tuple[list[int], int | None]:
    """Cards each seat (by offset from forehand) has played after ``plays`` plays of a round,
    and the offset to play next (None when the round is over).

    Play goes round from forehand and skips a seat whose cards are gone (MULLE-S-6); with
    equal hands that is plain clockwise order (CORE-TURN-1).

    >>> cycle([5, 4], 8), cycle([4, 4, 4], 5)
    (([4, 4], 0), ([2, 2, 1], 2))
    """
    n, size = len(sizes), sizes[0]
    if sizes.count(size) == n:  # equal hands, the common case: no seat is skipped
        if plays >= size * n:
            return [size] * n, None
        full, extra = divmod(plays, n)
        return [full + (offset < extra) for offset in range(n)], extra
    played = [0] * len(sizes)
    offset = 0
    for _ in range(plays):
        while played[offset] >= sizes[offset]:
            offset = (offset + 1) % len(sizes)
        played[offset] += 1
        offset = (offset + 1) % len(sizes)
    if sum(played) >= sum(sizes):
        return played, None
    while played[offset] >= sizes[offset]:
        offset = (offset + 1) % len(sizes)
    return played, offset


def turn_problems(state: FishingState, sizes: Sequence[int], rule: str) -> list[Problem]:
    """Hands and ``to_move`` agree with the number of plays made since ``sizes`` were dealt."""
    n = state.players
    plays = sum(sizes) - sum(map(len, state.hands))
    if not 0 <= plays < sum(sizes):
        return [
            Problem(
                f"{ROOT}/hands",
                "wrong_hand_sizes",
                msg(
                    "The hands hold {held} cards, but this round dealt {sizes} and at least one is "
                    "still to be played (an empty round is dealt at once).",
                    held=sum(map(len, state.hands)),
                    sizes=sum(sizes),
                ),
                rule,
            )
        ]
    played, next_offset = cycle(sizes, plays)
    problems: list[Problem] = []
    for offset in range(n):
        seat = (state.forehand + offset) % n
        expected = sizes[offset] - played[offset]
        if len(state.hands[seat]) != expected:
            problems.append(
                Problem(
                    f"{ROOT}/hands/{seat}",
                    "wrong_hand_size",
                    msg(
                        "After {plays} play(s) this round seat {seat} holds {expected} card(s), "
                        "not {n_hands}.",
                        plays=plays,
                        seat=seat,
                        expected=expected,
                        n_hands=len(state.hands[seat]),
                    ),
                    "CORE-TURN-1",
                )
            )
    expected_turn = None if next_offset is None else (state.forehand + next_offset) % n
    if state.to_move != expected_turn:
        problems.append(
            Problem(
                f"{ROOT}/to_move",
                "wrong_player_to_move",
                msg(
                    "After {plays} play(s) this round it is seat {expected_turn}'s turn.",
                    plays=plays,
                    expected_turn=expected_turn,
                ),
                "CORE-TURN-1",
            )
        )
    return problems


def opening_problems(state: FishingState, table_cards: int, rule: str) -> list[Problem]:
    """Before the first play of a deal: the dealt table cards and nothing captured."""
    problems: list[Problem] = []
    if len(state.table.cards) != table_cards or state.table.builds:
        problems.append(
            Problem(
                f"{ROOT}/table",
                "wrong_table",
                msg(
                    "Before the first play the table holds the {table_cards} dealt cards.",
                    table_cards=table_cards,
                ),
                rule,
            )
        )
    if any(state.captured):
        problems.append(
            Problem(f"{ROOT}/captured", "wrong_captured", msg("Nothing is captured before play."))
        )
    return problems


class Dealing(Protocol):
    """How a game gives out its cards: rounds (Kasino, Mulle) or drawing (Dragkasino)."""

    def rounds(self, players: int, deck_size: int) -> int: ...

    def deal(self, pack: Sequence[Card], players: int, dealer: int) -> Distribution:
        """The first distribution of a deal."""
        ...

    def after_play(self, state: FishingState) -> tuple[FishingState, list[Event]]:
        """What follows a play before the turn passes (a draw, in Dragkasino)."""
        ...

    def next_round(self, state: FishingState) -> tuple[FishingState, list[Event]] | None:
        """All hands are empty: the next round, or None when the deal's cards are out."""
        ...

    def hand_problems(self, state: FishingState, deck_size: int) -> list[Problem]:
        """Round, stock, hand sizes and turn of a deal in play, all problems at once."""
        ...

    def plays_made(self, state: FishingState, deck_size: int) -> tuple[int, ...]:
        """Plays each seat has made this deal, from round, stock and hand sizes alone (each
        play spends one hand card); only for a state whose ``hand_problems`` are none, or a
        deal played out in its last round. Bounds tabbes, mulles, penalties and piles."""
        ...

    def last_player(self, state: FishingState, deck_size: int) -> int | None:
        """The seat that made the deal's latest play (None before the first), by the same
        count and the game's turn order (CORE-TURN-1, MULLE-S-6); checks ``last_play``."""
        ...


@dataclass(frozen=True)
class RoundDealing:
    """A deal in rounds by plans; ``rule`` is cited for wrong sizes, ``last_rule`` announces
    the last round (CORE-DEAL-6; MULLE-S-5 for Mulle's short one)."""

    first_plan: tuple[Step, ...]
    later_plan: tuple[Step, ...]
    rule: str
    last_rule: str

    def schedule(self, players: int, deck_size: int) -> tuple[RoundShape, ...]:
        return _schedule(self.first_plan, self.later_plan, players, deck_size)

    def rounds(self, players: int, deck_size: int) -> int:
        return len(self.schedule(players, deck_size))

    def deal(self, pack: Sequence[Card], players: int, dealer: int) -> Distribution:
        return distribute(pack, self.first_plan, players, dealer)

    def after_play(self, state: FishingState) -> tuple[FishingState, list[Event]]:
        """Nothing happens between plays of a round."""
        return state, []

    def next_round(self, state: FishingState) -> tuple[FishingState, list[Event]] | None:
        """All hands are empty: deal the next round, or None when the stock is gone."""
        if not state.stock:
            return None
        dealt = distribute(state.stock, self.later_plan, state.players, state.dealer)
        number = state.round + 1
        last = not dealt.stock
        events: list[Event] = [
            {
                "type": "dealt",
                "round": number,
                "last_round": last,
                "hand_sizes": [len(hand) for hand in dealt.hands],
            }
        ]
        if last:
            events.append({"type": "sistan", "round": number, "rule": self.last_rule})
        successor = replace(
            state, hands=dealt.hands, stock=dealt.stock, round=number, to_move=state.forehand
        )
        return successor, events

    def hand_problems(self, state: FishingState, deck_size: int) -> list[Problem]:
        """Stock, hands and turn as the round's plan dealt them (the deal in play)."""
        shapes = self.schedule(state.players, deck_size)
        if not 1 <= state.round <= len(shapes):
            return [
                Problem(
                    f"{ROOT}/round",
                    "invalid_round",
                    msg(
                        "Rounds are 1…{n_shapes} for {players} players.",
                        n_shapes=len(shapes),
                        players=state.players,
                    ),
                    self.rule,
                )
            ]
        shape = shapes[state.round - 1]
        problems: list[Problem] = []
        if len(state.stock) != shape.stock:
            problems.append(
                Problem(
                    f"{ROOT}/stock",
                    "wrong_stock_size",
                    msg(
                        "In round {round} with {players} players the stock holds {stock} cards, "
                        "not {n_stock}.",
                        round=state.round,
                        players=state.players,
                        stock=shape.stock,
                        n_stock=len(state.stock),
                    ),
                    self.rule,
                )
            )
        problems += turn_problems(state, shape.sizes, self.rule)
        if state.round == 1 and sum(map(len, state.hands)) == sum(shape.sizes):
            problems += opening_problems(state, shape.table, self.rule)
        return problems

    def plays_made(self, state: FishingState, deck_size: int) -> tuple[int, ...]:
        """Every card dealt to a seat in the rounds before this one, plus those it has played
        of this round (a short last round counted as dealt, MULLE-S-5)."""
        before = self.schedule(state.players, deck_size)[state.round - 1].before
        n, forehand = state.players, state.forehand
        return tuple(
            before[(seat - forehand) % n] + played
            for seat, played in enumerate(self.round_plays(state, deck_size))
        )

    def round_plays(self, state: FishingState, deck_size: int) -> tuple[int, ...]:
        """The plays each seat has made in the state's round: the cards the round dealt it
        less those it still holds (every play spends one hand card)."""
        sizes = self.schedule(state.players, deck_size)[state.round - 1].sizes
        n = state.players
        return tuple(
            sizes[(seat - state.forehand) % n] - len(state.hands[seat]) for seat in range(n)
        )

    def last_player(self, state: FishingState, deck_size: int) -> int | None:
        """The seat of the latest play of this round, or of the round before when none has
        been made in this one; play skips a seat whose cards are gone (MULLE-S-6)."""
        shapes = self.schedule(state.players, deck_size)
        for number in range(state.round, 0, -1):
            sizes = shapes[number - 1].sizes
            plays = sum(sizes) - (sum(map(len, state.hands)) if number == state.round else 0)
            if plays > 0:
                _, offset = cycle(sizes, plays - 1)
                assert offset is not None  # fewer than sum(sizes) plays came before it
                return (state.forehand + offset) % state.players
        return None


KASINO_ROUNDS = RoundDealing(
    first_plan=((PLAYERS, 2), (TABLE, 2), (PLAYERS, 2), (TABLE, 2)),  # CORE-DEAL-3
    later_plan=((PLAYERS, 2), (PLAYERS, 2)),  # CORE-DEAL-4
    rule="CORE-DEAL-5",
    last_rule="CORE-DEAL-6",
)


def rounds_per_deal(players: int, deck_size: int = 52) -> int:
    """CORE-DEAL-5: 6, 4 or 3 rounds for 2, 3 or 4 players (4 + R·4n = 52).

    >>> [rounds_per_deal(n) for n in (2, 3, 4)]
    [6, 4, 3]
    """
    return KASINO_ROUNDS.rounds(players, deck_size)
