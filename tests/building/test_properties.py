"""Properties of random legal play in Byggkasino and Mulle (Glimne) (hypothesis), checked
against the brute-force oracle of :mod:`tests.building.oracle`.

Over random seeded deals for every player count and every building variant: every reached
state is consistent (each card of the deck exactly where the state says), round-trips through
its JSON form, every listed play validates and applies, nothing is listed twice, the count
is exact, the listing equals what the oracle finds on small tables (nothing illegal listed,
nothing legal missing), the deal's points add up — and, the key invariant of the holding duty
(BYGG-HOLD-3, BYGG-HOLD-6), no player ever answers for a build without a card to take it.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.api.families import FISHING
from service.core.game import Game
from service.games import find_game
from service.games.building.responsibility import unheld
from service.games.fishing.state import FishingState, Phase
from tests.building.oracle import key_of, oracle_keys

BYGG = find_game("byggkasino")
GLIMNE = find_game("mulle-glimne")
assert BYGG is not None and GLIMNE is not None
ORACLE_LOOSE = 6
ORACLE_BUILDS = 3

BUILDING = st.fixed_dictionaries(
    {
        "raise_once_per_player": st.booleans(),
        "two_card_simple_builds": st.booleans(),
        "special_cards_capture_builds_only": st.booleans(),
        "simple_build_plus_loose": st.booleans(),
    }
)
PROFILE = settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


def round_trip(state: FishingState, game: Game[Any, Any]) -> None:
    plain = orjson.loads(orjson.dumps(FISHING.state_to_plain(state)))
    assert FISHING.state_from_plain(game, plain) == state


def play_deal(
    game: Game[Any, Any], players: int, raw: dict[str, Any], seed: int, oracle_every: int = 3
) -> FishingState:
    """One deal of random legal play, preferring builds, checking everything on the way."""
    state = game.deal(players, game.resolve_options(raw, players), seed % players, seed)
    rng = random.Random(seed)
    deck = Counter(game.deck)
    step = 0
    while state.phase is Phase.PLAY:
        assert not game.check_state(state)
        round_trip(state, game)
        for seat in range(players):  # the holding duty is never broken in reject mode
            assert not unheld(state.table.builds, state.hands[seat], seat, players)
        listing = game.legal_moves(state, 10_000)
        assert listing.count_exact and listing.count == len(listing.moves)
        keys = [key_of(move) for move in listing.moves]
        assert len(set(keys)) == len(keys)
        for move in listing.moves[:30]:
            assert game.validate(state, move).legal, move
        small = len(state.table.cards) <= ORACLE_LOOSE and len(state.table.builds) <= ORACLE_BUILDS
        if small and step % oracle_every == 0:
            assert set(keys) == oracle_keys(game, state)
        builds = [move for move in listing.moves if move.build is not None]
        pool = builds if builds and rng.random() < 0.6 else list(listing.moves)
        outcome = game.apply(state, rng.choice(pool))
        assert not any(event["type"] in {"default", "deal_lost"} for event in outcome.events)
        state = outcome.state
        zones = (*state.hands, state.table.all_cards, *state.captured, state.stock)
        assert Counter(card for zone in zones for card in zone) == deck
        step += 1
    assert not game.check_state(state)
    round_trip(state, game)
    report = game.score(state)
    assert sum(item.points for item in report.items) == sum(report.totals)
    assert state.match.history[-1] == report.totals
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(PROFILE)
@given(
    building=BUILDING,
    tabbe_points=st.booleans(),
    seed=st.integers(min_value=0, max_value=2**53 - 1),
)
def test_byggkasino_random_deals_keep_every_invariant(
    players: int, building: dict[str, bool], tabbe_points: bool, seed: int
) -> None:
    raw: dict[str, Any] = {**building, "tabbe_points": tabbe_points, "match": "single"}
    play_deal(BYGG, players, raw, seed)


@pytest.mark.parametrize("players", [2, 4])
@settings(PROFILE, max_examples=2)
@given(
    building=BUILDING,
    all_aces=st.booleans(),
    seed=st.integers(min_value=0, max_value=2**53 - 1),
)
def test_glimne_random_deals_keep_every_invariant(
    players: int, building: dict[str, bool], all_aces: bool, seed: int
) -> None:
    raw = {"building": building, "ace_points": "all_aces" if all_aces else "spade_aces"}
    play_deal(GLIMNE, players, raw, seed, oracle_every=5)


@settings(PROFILE, max_examples=3)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(min_value=0, max_value=2**53 - 1))
def test_a_byggkasino_match_reaches_its_end(players: int, seed: int) -> None:
    """Deal after deal (play-offs included) until decided; scores are the history's sums."""
    raw = {"target": 15} if players != 3 else {}
    state = BYGG.deal(players, BYGG.resolve_options(raw, players), 0, seed)
    rng = random.Random(seed)
    for _deal in range(40):
        while state.phase is Phase.PLAY:
            state = BYGG.apply(state, rng.choice(BYGG.legal_moves(state, 50).moves)).state
        assert not BYGG.check_state(state)
        if state.match.over:
            break
        state = BYGG.next_deal(state)
        assert not BYGG.check_state(state)
    assert state.match.over and state.match.winners
    assert state.match.scores == tuple(map(sum, zip(*state.match.history, strict=True)))
