"""Properties over random seeded deals of every game and option (OpenSpiel's RandomSimTest).

At every step: the 62 cards are conserved, ``check_state`` is empty, the plain round trip is
exact, every listed move validates and applies, moves not listed are refused, and no listed play
breaks the follow/trump obligations (checked by an independent reading of R800-PLAY-3 … 7).
Every deal ends; its card points and last trick add up to the documented total.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from math import comb

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.games.tarot.deck import DECK, UNDISCARDABLE, half_points
from service.games.tarot.state import (
    Declare,
    DiscardWidow,
    FjontExchange,
    Move,
    Phase,
    Play,
    TarotState,
)
from service.games.tarot.wire import state_from_plain, state_to_plain
from tests.tarot.builders import game

LIMIT = 40
CASES = [
    (game_id, option)
    for game_id in ("800", "1000", "150", "fjabbe")
    for option in ("lowest_value", "any")
]


def zone_cards(state: TarotState) -> Counter[str]:
    cards: Counter[str] = Counter(state.stock)
    for zone in (*state.hands, *state.discards, *state.won):
        cards.update(zone)
    cards.update(p.card for p in state.trick)
    return cards


def suit(card: str) -> str:
    return "FJ" if card == "FJ" else "T" if card.startswith("T") else card[-1]


def follows(hand: tuple[str, ...], trick: list[str], card: str) -> bool:
    """R800-PLAY-3 … 7, FJ-1, FJ-3 read afresh: the led card is the first that is not FJ."""
    led = next((c for c in trick if c != "FJ"), None)
    if card == "FJ" or led is None:
        return True
    held = {suit(c) for c in hand}
    if suit(led) in held:
        return suit(card) == suit(led)
    if suit(led) != "T" and "T" in held:
        return suit(card) == "T"
    return True


def check_listing(game_id: str, state: TarotState, rng: random.Random) -> list[Move]:
    g = game(game_id)
    listed = g.legal_moves(state, LIMIT)
    assert listed.count >= len(listed.moves)
    assert len(set(listed.moves)) == len(listed.moves)
    assert listed.player == state.to_move
    for move in listed.moves:
        assert g.validate(state, move).legal, move
        g.apply(state, move)
    seat = state.to_move
    if state.phase is Phase.PLAY:
        assert seat is not None
        plays = {m.card for m in listed.moves if isinstance(m, Play)}
        hand = state.hands[seat]
        for card in set(hand):
            legal = follows(hand, [p.card for p in state.trick], card)
            assert (card in plays) == legal == g.validate(state, Play(seat, card)).legal
        other = (seat + 1) % state.players
        for card in state.hands[other][:1]:
            assert not g.validate(state, Play(other, card)).legal
        if listed.count <= LIMIT:
            declares = [m for m in listed.moves if isinstance(m, Declare)]
            assert listed.count == len(plays) + len(declares)
    elif state.phase is Phase.DISCARD:
        assert seat is not None
        hand = state.hands[seat]
        size = next(len(m.cards) for m in listed.moves if isinstance(m, DiscardWidow))
        for _ in range(5):
            cards = tuple(rng.sample(hand, size))
            legal = not set(cards) & UNDISCARDABLE
            assert g.validate(state, DiscardWidow(seat, cards)).legal == legal
        allowed = [c for c in hand if c not in UNDISCARDABLE]
        if comb(len(allowed), size) <= 5000:
            distinct = set(combinations(sorted(allowed), size))
            assert listed.count == len(distinct)
    elif state.phase is Phase.FJONT_EXCHANGE:
        assert seat is not None
        paying = {m.card for m in listed.moves if isinstance(m, FjontExchange)}
        assert listed.count == len(paying)
        for card in set(DECK):
            assert g.validate(state, FjontExchange(seat, card)).legal == (card in paying)
    else:
        assert listed.count == 0 and state.to_move is None
    return list(listed.moves)


def choose(moves: list[Move], rng: random.Random) -> Move:
    plays = [m for m in moves if not isinstance(m, Declare)]
    declares = [m for m in moves if isinstance(m, Declare)]
    if declares and rng.random() < 0.5:
        return rng.choice(declares)
    return rng.choice(plays or moves)


def play_deal(game_id: str, state: TarotState, rng: random.Random) -> TarotState:
    g = game(game_id)
    steps = 0
    while True:
        assert zone_cards(state) == Counter(DECK)
        assert g.check_state(state) == []
        assert state_from_plain(state_to_plain(state)) == state
        moves = check_listing(game_id, state, rng)
        if state.phase is Phase.DEAL_OVER:
            return state
        state = g.apply(state, choose(moves, rng)).state
        steps += 1
        assert steps < 200, "a deal always ends"


def check_totals(game_id: str, end: TarotState) -> None:
    g = game(game_id)
    report = g.score(end)
    declared = sum(i.points for i in report.items if i.rule.startswith(("R800-SET", "R800-SEQ")))
    if end.ended_by == "declaration":
        assert sum(report.totals) == declared
        return
    cards = sum(
        i.points
        for i in report.items
        if i.code not in ("set", "sequence") and not i.code.endswith("doubled")
    )
    in_play = (sum(half_points(c) for c in DECK) - sum(half_points(c) for c in end.stock)) // 2
    assert cards == in_play + 6
    if game_id in ("800", "1000"):
        assert cards == 93  # R800-SCORE-1, R1000-7
    assert sum(report.totals) == cards + declared
    assert all(len(pile) % 2 == 0 for pile in end.won)  # R800-PTS-4
    assert report.totals == end.match.history[-1] or g.variant.fewest_points_wins


@pytest.mark.parametrize(("game_id", "option"), CASES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**53 - 1), dealer=st.integers(0, 3), rng=st.randoms())
def test_random_deals(
    game_id: str, option: str, seed: int, dealer: int, rng: random.Random
) -> None:
    g = game(game_id)
    players = g.variant.players
    options = g.resolve_options({"fjont_exchange_card": option}, players)
    state = g.deal(players, options, dealer % players, seed)
    assert state == g.deal(players, options, dealer % players, seed)  # reproducible
    end = play_deal(game_id, state, rng)
    check_totals(game_id, end)
    if not end.match.over:
        following = g.next_deal(end)
        assert following.dealer == (end.dealer + 1) % players
        assert g.check_state(following) == []
        assert following.match.scores == end.match.scores


@pytest.mark.parametrize("game_id", ["150", "fjabbe"])
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**53 - 1), rng=st.randoms())
def test_whole_matches(game_id: str, seed: int, rng: random.Random) -> None:
    """Deals follow each other until the match is decided (R150-1, R800-WIN-*, RFJB-6)."""
    g = game(game_id)
    players = g.variant.players
    state = g.deal(players, g.resolve_options({}, players), 0, seed)
    for _ in range(40):
        end = play_deal(game_id, state, rng)
        check_totals(game_id, end)
        if end.match.over:
            assert end.match.winners
            return
        state = g.next_deal(end)
    raise AssertionError("the match should have ended")
