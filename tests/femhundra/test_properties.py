"""Property tests over random seeded deals for every player count and variant.

At every reached state: the deck is conserved and ``check_state`` is empty, the wire round trip
is exact, ``legal_moves`` counts what it lists and lists a prefix under a limit, every listed
move validates and applies, and random candidates are legal exactly when they are listed.
Every deal ends (or reaches a stalemate nobody can finish), and its score adds up.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.games.femhundra.cards import JOKER, deck
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.options import Scoring
from service.games.femhundra.scoring import deciding_hand
from service.games.femhundra.state import FemhundraState, Kind
from service.games.femhundra.wire import (
    move_from_plain,
    move_to_plain,
    state_from_plain,
    state_to_plain,
    view_plain,
)

from .candidates import candidate, key
from .driver import ALL, play_deal, stalemate

OPTIONS = st.fixed_dictionaries(
    {
        "use_joker": st.booleans(),
        "seven_cards_always": st.booleans(),
        "round_the_corner": st.booleans(),
        "scoring": st.sampled_from(["table", "collect"]),
        "taget": st.booleans(),
    }
)
SEEDS = st.integers(min_value=0, max_value=2**53 - 1)
VARIANTS: list[dict[str, Any]] = [
    {},
    {"use_joker": False},
    {"seven_cards_always": True},
    {"round_the_corner": False},
    {"scoring": "collect"},
    {"taget": True},
]


def _deal(players: int, raw: dict[str, Any], seed: int) -> FemhundraState:
    options = FEMHUNDRA.resolve_options(raw, players)
    return FEMHUNDRA.deal(players, options, seed % players, seed)


def _card_count(state: FemhundraState) -> int:
    table = sum(len(combo.cards) for combo in state.table)
    return sum(map(len, state.hands)) + len(state.stock) + len(state.pile) + table


def _check_state_step(
    state: FemhundraState, rng: random.Random, probes: int, candidates: int
) -> None:
    assert _card_count(state) == len(deck(state.options.use_joker))
    assert FEMHUNDRA.check_state(state) == []
    assert state_from_plain(state_to_plain(state)) == state
    listed = FEMHUNDRA.legal_moves(state, ALL)
    assert listed.count == len(listed.moves)
    assert len(set(listed.moves)) == len(listed.moves)
    short = FEMHUNDRA.legal_moves(state, 3)
    assert short.moves == listed.moves[:3]
    assert short.count == listed.count
    assert short.player == state.to_move
    for move in listed.moves:
        assert FEMHUNDRA.validate(state, move).legal, move
    for move in rng.sample(listed.moves, min(probes, len(listed.moves))):
        assert move_from_plain(move_to_plain(move)) == move
        outcome = FEMHUNDRA.apply(state, move)
        assert FEMHUNDRA.check_state(outcome.state) == []
        assert all("type" in event for event in outcome.events)
    keys = {key(state, move) for move in listed.moves}
    for _ in range(candidates):
        move = candidate(state, rng)
        verdict = FEMHUNDRA.validate(state, move)
        assert verdict.legal == (key(state, move) in keys), (move, verdict.violations)
        if not verdict.legal:
            assert all(v.rule.startswith("R500-") for v in verdict.violations)


def _expected_totals(state: FemhundraState) -> list[int]:
    """The documented arithmetic (R500-SCORE-1…5, R500-VAR-4, R500-BONUS-1, R500-PILE-4),
    written out independently of scoring.py."""
    totals = [0] * state.players
    out = state.went_out
    assert out is not None
    face = {"J": 10, "Q": 10, "K": 10, "A": 1}
    if state.options.scoring is Scoring.TABLE:
        for combo in state.table:
            for index, entry in enumerate(combo.cards):
                rank = entry.stands_for[:-1]
                if rank == "A":
                    top = combo.kind is Kind.SET or index == len(combo.cards) - 1
                    totals[entry.seat] += 15 if top else 5
                else:
                    totals[entry.seat] += 10 if rank in ("10", "J", "Q", "K") else 5
        for seat, hand in enumerate(state.hands):
            for card in hand:
                rank = card[:-1]
                cost = 25 if card == JOKER else 15 if rank == "A" else 10 if rank in "10JQK" else 5
                totals[seat] -= cost
    else:
        for seat, hand in enumerate(state.hands):
            for card in hand if seat != out else ():
                totals[out] += 25 if card == JOKER else face.get(card[:-1]) or int(card[:-1])
    others = any(e.seat == out and c.owner != out for c in state.table for e in c.cards)
    if state.turn.melded and not others:
        totals[out] += 50
    return [total + penalty for total, penalty in zip(totals, state.penalties, strict=True)]


def _check_deal(players: int, raw: dict[str, Any], seed: int, probes: int = 2) -> None:
    rng = random.Random(seed)
    first = _deal(players, raw, seed)
    final, states = play_deal(first, seed)
    assert final.is_over or stalemate(final)
    for number, state in enumerate(states):
        _check_state_step(state, rng, probes, candidates=6)
        seat = number % players
        view = view_plain(state, seat)
        assert "stock" not in view and "seed" not in view and "seed" not in view["match"]
        assert ("hands" in view) is state.is_over
        assert view["hand"] == list(state.hands[seat])
    if not final.is_over:
        return
    report = FEMHUNDRA.score(final)
    assert list(report.totals) == _expected_totals(final)
    for seat in range(players):
        assert report.totals[seat] == sum(i.points for i in report.items if i.side == seat)
    assert report.standing.scores == report.totals  # first deal: the match is this hand
    assert final.match.history == (report.totals,)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("raw", VARIANTS, ids=lambda raw: ",".join(raw) or "default")
@settings(
    max_examples=1, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=SEEDS)
def test_every_player_count_and_variant(players: int, raw: dict[str, Any], seed: int) -> None:
    _check_deal(players, raw, seed)


@settings(
    max_examples=20, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=SEEDS, players=st.integers(min_value=2, max_value=6), raw=OPTIONS)
def test_option_combinations(seed: int, players: int, raw: dict[str, Any]) -> None:
    _check_deal(players, raw, seed)


@settings(
    max_examples=8, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=SEEDS, players=st.integers(min_value=2, max_value=6), raw=OPTIONS)
def test_matches_run_to_500(seed: int, players: int, raw: dict[str, Any]) -> None:
    """Whole matches: scores carry over, the dealer rotates, the match ends at 500."""
    state = _deal(players, raw, seed)
    for number in range(1, 80):
        assert state.match.deal_number == number
        final, _ = play_deal(state, seed + number)
        if not final.is_over:
            assert stalemate(final)
            return
        assert final.match.scores == tuple(map(sum, zip(*final.match.history, strict=True)))
        # the row-by-row decision a dealt match is checked by agrees with settle's
        last = len(final.match.history) - 1
        assert deciding_hand(final.match.history) == (last if final.match.over else None)
        if final.match.over:
            assert final.match.winners
            assert max(final.match.scores) >= 500
            return
        assert max(final.match.scores) < 500
        state = FEMHUNDRA.next_deal(final)
        assert state.dealer == (final.dealer + 1) % players
        assert FEMHUNDRA.check_state(state) == []
    pytest.fail("no match should need 80 hands with this driver")
