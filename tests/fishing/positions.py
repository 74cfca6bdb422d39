"""Building consistent fishing states around a worked example's table and hand, for any game.

A worked example gives only the table and the hand of the player to move; the rest of the deck
must still lie somewhere for the state to pass the invariant check. The builder asks the
game's dealing how many cards each seat was dealt in the round, finds how many plays the
round has seen from the mover's hand size, fills the other hands, and puts every other card
into the stock (or into a capturer's pile). Dragkasino's round 1 is a position while the
stock lasts (every hand full); its round 2 is the last round.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from service.core.cards import sorted_cards
from service.games.fishing.dealing import RoundDealing, cycle
from service.games.fishing.drawing import LAST_ROUND, DrawDealing
from service.games.fishing.engine import FishingGame
from service.games.fishing.kasino import KASINO
from service.games.fishing.state import FishingState, MatchState, Phase, Table


def _sizes(game: FishingGame, players: int, round_: str | int) -> tuple[int, tuple[int, ...], int]:
    """The round's number, the cards each seat (from forehand) was dealt, the stock size."""
    dealing = game.variant.dealing
    deck = len(game.deck)
    if isinstance(dealing, DrawDealing):
        if round_ in ("last", LAST_ROUND):
            return LAST_ROUND, (4,) * players, 0
        return 1, (4,) * players, dealing.initial_stock(players, deck)
    assert isinstance(dealing, RoundDealing)
    shapes = dealing.schedule(players, deck)
    number = len(shapes) if round_ == "last" else int(round_)
    shape = shapes[number - 1]
    return number, shape.sizes, shape.stock


def _plays(sizes: Sequence[int], mover: int, held: int) -> int:
    """Plays made this round when seat offset ``mover`` is to play holding ``held`` cards."""
    for plays in range(sum(sizes)):
        played, following = cycle(sizes, plays)
        if following == mover and sizes[mover] - played[mover] == held:
            return plays
    raise AssertionError(f"no point of the round has offset {mover} to play with {held} cards")


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
    game: FishingGame = KASINO,
    draws: int = 0,
) -> FishingState:
    """A legal in-play state with ``table`` and ``hand`` for the seat to move.

    ``draws``: in Dragkasino's round 1, whole cycles of plays (and draws) already made.
    """
    resolved = game.resolve_options(dict(options or {}), players)
    rules = game.rules(resolved)
    dealer = players - 1 if dealer is None else dealer
    forehand = (dealer + 1) % players
    to_move = forehand if to_move is None else to_move
    number, sizes, stock_size = _sizes(game, players, round)
    mover = (to_move - forehand) % players
    drawing = isinstance(game.variant.dealing, DrawDealing) and number == 1
    if drawing:
        plays, played = mover + players * draws, [0] * players
        stock_size -= plays
    else:
        plays = _plays(sizes, mover, len(hand))
        played = cycle(sizes, plays)[0]
    given = {to_move: list(hand), **{s: list(c) for s, c in (hands or {}).items()}}
    used = Counter(table) + Counter(c for cards in given.values() for c in cards)
    used += Counter(c for cards in (piles or {}).values() for c in cards)
    free = sorted_cards((Counter(game.deck) - used).elements())
    seat_hands: list[tuple[str, ...]] = []
    for seat in range(players):
        offset = (seat - forehand) % players
        size = sizes[offset] - played[offset]
        if seat in given:
            assert len(given[seat]) == size, f"seat {seat} must hold {size} cards"
            seat_hands.append(tuple(given[seat]))
        else:
            seat_hands.append(tuple(free[:size]))
            free = free[size:]
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
    zeros = (0,) * players
    state = FishingState(
        game=game.id,
        options=resolved,
        players=players,
        dealer=dealer,
        to_move=to_move,
        phase=Phase.PLAY,
        round=number,
        hands=tuple(seat_hands),
        table=Table(tuple(table)),
        captured=captured_t,
        tabbar=tuple((tabbar or {}).get(seat, 0) for seat in range(players)),
        stock=stock,
        last_capturer=last_capturer,
        match=MatchState(
            seed=1,
            target=rules.match.target,
            deal_number=len(history) + 1,
            scores=match_scores,
            history=history,
        ),
        mulles=zeros if "mulles" in rules.zones else None,
        penalties=zeros if "penalties" in rules.zones else None,
    )
    problems = game.check_state(state)
    assert not problems, problems
    return state
