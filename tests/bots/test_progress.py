"""Deals between bots end: no level passes for ever.

Femhundra lets a player take the pile's top card (R500-DRAW-2) and discard it again
(R500-DISCARD-1, A500-03), a pass; a bot that judges the draw alone sees only the card's cost,
and two such bots passed one card to and fro without end. Here every seat of a 2-, 3- and
4-player deal is the same level and the deal is played to its end, over many seeds: greedy and
search (at a small budget and no clock cap, so the moves do not depend on the machine) must end
every deal within :data:`MOST_MOVES`; random, which draws uniformly among all legal moves,
must end it within :data:`MOST_RANDOM_MOVES` unless the rules themselves let it run for ever
(:func:`endless`).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from service.bots import suggest
from service.core.cards import Card
from service.games.femhundra.bot_hooks import judged, stuck
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.listing import claim_fits, legal_moves
from service.games.femhundra.state import (
    DrawSource,
    FemhundraState,
    Move,
    MoveType,
    Phase,
    Source,
)
from tests.seal.playout import mid_deal_states

SEEDS = 30
PLAYERS = (2, 3, 4)
#: A deal's moves between greedy or search seats. Every turn is a draw and a discard, and a
#: turn that melds or lays off adds a move or two: 600 moves are some 250 turns, 60 to 125
#: rounds for 4 to 2 players, several times the stock's 53 cards. Observed before the fix:
#: no end within 1,500 moves for 1 to 3 deals in 30 per player count (the pile's top card
#: passed to and fro); after: at most 256 moves over 200 seeds for each player count.
MOST_MOVES = 600
#: A deal's moves between random seats, which meld only when chance picks a meld (observed:
#: at most 543 moves in the 30 deals per player count that end; 7 of the 2-player ones
#: reach a position the rules never end, :func:`endless`).
MOST_RANDOM_MOVES = 2000
BUDGET_MS = 2
NO_CAP = float("inf")


def _off_table(state: FemhundraState) -> set[Card]:
    return {*state.stock, *state.pile, *(card for hand in state.hands for card in hand)}


def _dead_table(state: FemhundraState) -> bool:
    """No card off the table fits a combination (R500-LAYOFF-1), nor takes a joker's place."""
    on_table, off_table = state.on_table(), _off_table(state)
    if any(entry.joker_as in off_table for combo in state.table for entry in combo.cards):
        return False  # a joker swap (R500-JOKER-5) would bring the joker back into play
    return not any(claim_fits(state, card, on_table) for card in off_table)


def _nothing_to_meld(state: FemhundraState) -> bool:
    """Not even a hand holding every card off the table could meld (asked of the listing)."""
    seat = state.to_move if state.to_move is not None else 0
    every = tuple(sorted(_off_table(state)))
    probe = replace(
        state,
        phase=Phase.PLAY,
        hands=tuple(every if s == seat else () for s in range(state.players)),
        turn=replace(state.turn, number=state.turn.number + state.players),
    )
    return all(move.type is not MoveType.MELD for move in legal_moves(probe, 1).moves)


def endless(state: FemhundraState) -> bool:
    """Whether the rules let the deal run for ever, whatever the seats do (only going out ends
    a hand, A500-23, and going out puts a card on the table): no card off the table fits a
    combination, and either no meld can be made of them at all, or no hand can gather three
    of them: every hand holds one card (two after its draw) and at most two cards lie in the
    stock and the pile before a draw, so the whole pile is never more than a top-card draw
    (R500-PILE-6, R500-STOCK-2, A500-16)."""
    if not _dead_table(state):
        return False
    if _nothing_to_meld(state):
        return True
    drawn = state.phase is Phase.PLAY
    held = [len(hand) - (drawn and seat == state.to_move) for seat, hand in enumerate(state.hands)]
    return all(count <= 1 for count in held) and len(state.stock) + len(state.pile) + drawn <= 2


def play_deal(level: str, players: int, seed: int, most: int) -> tuple[int, Any]:
    """The moves a deal took with ``level`` at every seat (``most`` at most), and its state."""
    rng = random.Random(f"progress:{seed}")
    options = FEMHUNDRA.resolve_options({}, players)
    state = FEMHUNDRA.deal(players, options, rng.randrange(players), rng.randrange(2**31))
    moves = 0
    while state.to_move is not None and moves < most:
        found = suggest(FEMHUNDRA, state, level, seed=moves, budget_ms=BUDGET_MS, cap_factor=NO_CAP)
        state = FEMHUNDRA.apply(state, found.move).state
        moves += 1
    return moves, state


@pytest.mark.timeout(120)
@pytest.mark.parametrize("players", PLAYERS)
def test_greedy_deals_end(players: int) -> None:
    lengths = [play_deal("greedy", players, seed, MOST_MOVES)[0] for seed in range(SEEDS)]
    assert max(lengths) < MOST_MOVES, lengths


@pytest.mark.timeout(300)
@pytest.mark.parametrize("players", PLAYERS)
def test_search_deals_end(players: int) -> None:
    lengths = [play_deal("search", players, seed, MOST_MOVES)[0] for seed in range(SEEDS)]
    assert max(lengths) < MOST_MOVES, lengths


@pytest.mark.timeout(120)
@pytest.mark.parametrize("players", PLAYERS)
def test_random_deals_end_unless_the_rules_never_end_them(players: int) -> None:
    ended = 0
    for seed in range(SEEDS):
        moves, state = play_deal("random", players, seed, MOST_RANDOM_MOVES)
        assert state.to_move is None or endless(state), (seed, moves)
        ended += state.to_move is None
    assert ended >= SEEDS // 2  # observed: 23 of 30 deals for 2 players, all for 3 and 4


PUTS_DOWN = (MoveType.MELD, MoveType.LAY_OFF, MoveType.SWAP_JOKER)


@pytest.mark.timeout(120)
def test_the_pile_top_is_judged_only_when_it_can_go_down_this_turn() -> None:
    """R500-DRAW-2 with A500-03: the top-card draw is weighed exactly when the whole listing
    after it holds a meld, lay-off or swap with that card (the stock may be drawn, the seat
    is not stuck); the card drawn from the pile is never weighed for a discard while another
    discard is listed."""
    weighed = set_aside = back = 0
    for state in mid_deal_states(FEMHUNDRA, seed=5, count=1500):
        moves = FEMHUNDRA.legal_moves(state, 10_000).moves
        kept = judged(state, moves)
        assert kept and set(kept) <= set(moves)
        seat = state.to_move
        top = Move(MoveType.DRAW, seat, source=Source.PILE)
        drawn = state.turn.drawn
        if state.phase is Phase.DRAW and top in moves and not stuck(state, seat):
            after = FEMHUNDRA.apply(state, top).state
            card = after.turn.drawn.cards[0]
            uses = [
                m
                for m in FEMHUNDRA.legal_moves(after, 10_000).moves
                if m.type in PUTS_DOWN and (card in m.cards or m.card == card)
            ]
            assert (top in kept) == bool(uses), (card, uses)
            weighed += top in kept
            set_aside += top not in kept
        elif state.phase is Phase.PLAY and drawn is not None and drawn.source is DrawSource.PILE:
            discards = [m for m in kept if m.type is MoveType.DISCARD]
            if len(state.hands[seat]) > 1 and not stuck(state, seat):
                assert all(m.card not in drawn.cards for m in discards), drawn
                back += 1
    assert weighed and set_aside and back, (weighed, set_aside, back)
