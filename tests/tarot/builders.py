"""Hand-built tarot states for rule tests: say what matters, the builder fills in the rest.

Named hands and won piles are completed to their sizes from the unnamed cards, in deck order,
after the discards (never tarokker or kings) have been filled; what is left is the stock. The
result must pass ``check_state``, so a test never runs on an impossible state by accident.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from service.games.tarot.dealing import schedule
from service.games.tarot.deck import DECK, UNDISCARDABLE, sorted_cards
from service.games.tarot.engine import TarotGame
from service.games.tarot.games import TAROT_GAMES
from service.games.tarot.options import TarotOptions
from service.games.tarot.state import (
    Declaration,
    FjontDebt,
    MatchState,
    Move,
    Phase,
    Played,
    TarotState,
)

GAMES: dict[str, TarotGame] = {game.id: game for game in TAROT_GAMES if isinstance(game, TarotGame)}


def game(game_id: str) -> TarotGame:
    return GAMES[game_id]


def _take(pool: list[str], count: int, allowed: Any = None) -> list[str]:
    chosen: list[str] = []
    for card in list(pool):
        if len(chosen) == count:
            break
        if allowed is None or allowed(card):
            chosen.append(card)
            pool.remove(card)
    assert len(chosen) == count, "the builder ran out of cards"
    return chosen


def build(
    game_id: str,
    *,
    hands: Mapping[int, Sequence[str]] | None = None,
    trick: Sequence[tuple[int, str]] = (),
    tricks_won: Sequence[int] | None = None,
    won: Mapping[int, Sequence[str]] | None = None,
    won_sizes: Mapping[int, int] | None = None,
    discards: Mapping[int, Sequence[str]] | None = None,
    dealer: int = 0,
    last_winner: int | None = None,
    declarations: Sequence[Declaration] = (),
    fjont_debt: FjontDebt | None = None,
    scores: Sequence[int] | None = None,
    options: Mapping[str, Any] | None = None,
    phase: Phase | None = None,
    check: bool = True,
) -> TarotState:
    """A state in play (or the exchange phase): all discards made, ``sum(tricks_won)`` tricks
    played, the current ``trick`` on the table. Won piles start with ``won`` and are filled to
    four (or two) cards per trick won, or to ``won_sizes``."""
    g = game(game_id)
    v = g.variant
    players = v.players
    hands = dict(hands or {})
    won = dict(won or {})
    discards = dict(discards or {})
    tricks_won = list(tricks_won or [0] * players)
    played = sum(tricks_won)
    pool = list(DECK)
    named = [c for h in hands.values() for c in h] + [c for _, c in trick]
    named += [c for p in won.values() for c in p] + [c for d in discards.values() for c in d]
    for card in named:
        pool.remove(card)
    totals = [0] * players
    for step in schedule(v, dealer):
        totals[step.seat] = step.total
    for seat in range(players):
        if seat not in discards:
            discards[seat] = _take(pool, totals[seat], lambda c: c not in UNDISCARDABLE)
    for side in range(v.side_count):
        tricks = sum(tricks_won[s] for s in v.sides[side])
        size = (won_sizes or {}).get(side, tricks * players)
        given = list(won.get(side, []))
        won[side] = given + _take(pool, size - len(given))
    in_trick = {seat for seat, _ in trick}
    for seat in range(players):
        given = list(hands.get(seat, []))
        hands[seat] = given + _take(pool, v.tricks - played - (seat in in_trick) - len(given))
    if last_winner is None and played:
        last_winner = max(range(players), key=lambda s: tricks_won[s])
    leader = (dealer + 1) % players if last_winner is None else last_winner
    state = TarotState(
        game=game_id,
        options=g.resolve_options(options or {}, players),
        players=players,
        dealer=dealer,
        to_move=(leader + len(trick)) % players,
        phase=Phase.PLAY,
        stage=len(v.stages),
        hands=tuple(sorted_cards(hands[s]) for s in range(players)),
        stock=tuple(pool),
        discards=tuple(sorted_cards(discards[s]) for s in range(players)),
        declarations=tuple(declarations),
        trick=tuple(Played(seat, card) for seat, card in trick),
        tricks_played=played,
        tricks_won=tuple(tricks_won),
        won=tuple(tuple(won[side]) for side in range(v.side_count)),
        last_winner=last_winner,
        fjont_debt=fjont_debt,
        match=MatchState(
            seed=1,
            target=v.target,
            scores=tuple(scores or [0] * v.side_count),
            history=((tuple(scores),) if scores else ()),
            deal_number=2 if scores else 1,
        ),
    )
    if phase is Phase.FJONT_EXCHANGE and fjont_debt is not None:
        state = replace(state, phase=phase, to_move=fjont_debt.player)
    if check:
        problems = g.check_state(state)
        assert not problems, problems
    return state


def discard_state(game_id: str, dealer_hand: Sequence[str], dealer: int = 0) -> TarotState:
    """A fresh deal re-arranged so the seat to discard first holds ``dealer_hand``."""
    g = game(game_id)
    state = g.deal(g.variant.players, TarotOptions(), dealer, 7)
    seat = state.to_move
    assert seat is not None
    others = [c for s, h in enumerate(state.hands) if s != seat for c in h] + list(state.stock)
    mine = list(state.hands[seat])
    for card in dealer_hand:
        if card in mine:
            mine.remove(card)
        else:
            others.remove(card)
    extra = mine
    size = len(state.hands[seat])
    hands = list(state.hands)
    hands[seat] = sorted_cards(dealer_hand)
    leftovers = Counter(extra)
    pool = [*others, *leftovers.elements()]
    rebuilt: list[tuple[str, ...]] = []
    position = 0
    for s in range(g.variant.players):
        if s == seat:
            rebuilt.append(hands[seat])
            continue
        n = len(state.hands[s])
        rebuilt.append(sorted_cards(pool[position : position + n]))
        position += n
    assert len(dealer_hand) == size
    result = replace(state, hands=tuple(rebuilt), stock=tuple(pool[position:]))
    assert not g.check_state(result), g.check_state(result)
    return result


def run(game_id: str, state: TarotState, moves: Iterable[Move]) -> TarotState:
    """Apply moves in order, checking every reached state."""
    g = game(game_id)
    for move in moves:
        state = g.apply(state, move).state
        assert not g.check_state(state), g.check_state(state)
    return state


def random_playout(
    game_id: str, state: TarotState, rng: random.Random, limit: int = 60
) -> list[TarotState]:
    """Random legal steps to the end of the deal; every state on the way."""
    g = game(game_id)
    states = [state]
    while state.phase is not Phase.DEAL_OVER:
        listed = g.legal_moves(state, limit)
        state = g.apply(state, rng.choice(listed.moves)).state
        states.append(state)
    return states
