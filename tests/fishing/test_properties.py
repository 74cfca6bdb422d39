"""Properties of random legal play in every fishing game and player count (hypothesis), checked
against a brute-force oracle.

Over random seeded deals of Kasino, misär, Dragkasino, Finnish Kasino and Mulle for 2, 3 and
4 players and random options: every reached state is consistent (every card of the deck —
52, or 104 with each code twice in Mulle — exactly where the state says), its JSON form
round-trips exactly, every listed move validates and applies, the listing equals what a
brute-force search over all subsets of a small table finds (forced capture and forced tabbe
included: nothing illegal listed, nothing legal missing), and the deal's points add up to a
total computed here independently of the scoring module.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, product
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.api.families import FISHING
from service.core.cards import LILLAN, STORAN, is_ace, is_spade
from service.games.fishing.dragkasino import DRAGKASINO
from service.games.fishing.engine import FishingGame
from service.games.fishing.finnish import FINNISH
from service.games.fishing.kasino import KASINO
from service.games.fishing.misar import MISAR
from service.games.fishing.mulle import MULLE
from service.games.fishing.state import FishingMove, FishingState, Phase
from service.games.fishing.values import hand_values, table_values

ORACLE_TABLE_LIMIT = 8
GAMES = (KASINO, MISAR, DRAGKASINO, FINNISH, MULLE)
BY_ID = {game.id: game for game in GAMES}


def partitions_into(values: list[int], target: int) -> bool:
    """Can all values be split into groups of ``target``? (bitmask search, no shortcuts)."""
    full = (1 << len(values)) - 1
    memo: dict[int, bool] = {}

    def solve(mask: int) -> bool:
        if mask == 0:
            return True
        if mask in memo:
            return memo[mask]
        first = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << first)
        sub = rest
        found = False
        while True:
            group = sub | (1 << first)
            total = sum(values[i] for i in range(len(values)) if group >> i & 1)
            if total == target and solve(mask & ~group):
                found = True
                break
            if sub == 0:
                break
            sub = (sub - 1) & rest
        memo[mask] = found
        return found

    return solve(full)


def _valuations(cards: list[str], scheme: Any) -> list[tuple[int, ...]]:
    return list(product(*(table_values(card, scheme) for card in cards)))


def takes(cards: list[str], played: int, scheme: Any) -> bool:
    return any(partitions_into(list(values), played) for values in _valuations(cards, scheme))


def has_group(cards: list[str], played: int, scheme: Any) -> bool:
    return any(
        sum(values) == played
        for size in range(1, len(cards) + 1)
        for subset in combinations(cards, size)
        for values in _valuations(list(subset), scheme)
    )


def oracle(state: FishingState, game: FishingGame) -> dict[str, tuple[set[tuple[str, ...]], bool]]:
    """Per hand card: every legal capture (as a sorted multiset of codes) and whether a trail
    is legal — from the rules' text, by brute force over the table's subsets."""
    rules = game.rules(state.options).capture
    scheme = rules.valuation
    table = list(state.table.cards)
    hand = sorted(set(state.hands[state.to_move]))
    sweepers = [
        card
        for card in hand
        if table and any(takes(table, v, scheme) for v in hand_values(card, scheme))
    ]
    if rules.forced_tabbe and sweepers:  # MISAR-FORCE-1
        return {card: ({tuple(sorted(table))}, False) for card in sweepers}
    found: dict[str, tuple[set[tuple[str, ...]], bool]] = {}
    for card in hand:
        legal: set[tuple[str, ...]] = set()
        for mask in range(1, 1 << len(table)):
            chosen = [table[i] for i in range(len(table)) if mask >> i & 1]
            left = [table[i] for i in range(len(table)) if not mask >> i & 1]
            for played in hand_values(card, scheme):
                ok = takes(chosen, played, scheme)
                if ok and rules.forced_capture:  # MISAR-FORCE-4, AKF-13
                    ok = not has_group(left, played, scheme)
                if ok:
                    legal.add(tuple(sorted(chosen)))
                    break
        can = any(has_group(table, v, scheme) for v in hand_values(card, scheme))
        found[card] = (legal, not (rules.forced_capture and can))
    return found


def listed(state: FishingState, game: FishingGame) -> dict[str, tuple[set[tuple[str, ...]], bool]]:
    listing = game.legal_moves(state, 1_000_000)
    assert listing.count_exact and listing.count == len(listing.moves)
    found: dict[str, tuple[set[tuple[str, ...]], bool]] = {}
    for move in listing.moves:
        if move.announce_out:
            continue
        assert move.card is not None
        sets, trail = found.get(move.card, (set(), False))
        if move.capture is None:
            trail = True
        else:
            key = tuple(sorted(move.capture))
            assert key not in sets, "a capture is listed twice"
            sets.add(key)
        found[move.card] = (sets, trail)
    return found


def round_trip(state: FishingState, game: FishingGame) -> None:
    plain = orjson.loads(orjson.dumps(FISHING.state_to_plain(state)))
    loaded = FISHING.load("StateRequest", {"state": plain})
    assert FISHING.state_from_plain(game, loaded["state"]) == state


def expected_total(state: FishingState, game: FishingGame) -> int:
    """The deal's points from the piles, by each game's table in the reference (CORE-SCORE-1)."""
    options = state.options
    sides = game.sides(state)
    pooled = not getattr(options, "partnerships", False) or (
        options.partner_scoring == "pooled_piles"
    )
    units = [list(s) for s in sides if s] if pooled else [[x] for s in sides for x in s]
    piles = [[c for seat in unit for c in state.captured[seat]] for unit in units]
    held = [c for pile in piles for c in pile]
    cards = [len(p) for p in piles]
    spades = [sum(map(is_spade, p)) for p in piles]
    unique = lambda counts: counts.count(max(counts)) == 1  # noqa: E731
    specials = 2 * held.count(STORAN) + held.count(LILLAN) + sum(map(is_ace, held))
    game_id = state.game
    if game_id == "dragkasino":
        game_id = "kasino-misar" if options.base == "misar" else "kasino"
    total = specials + sum(state.tabbar)
    if game_id == "mulle-sassersson":
        total += unique(spades) + 5 * sum(state.mulles or ())
        return total + (state.last_capturer is not None)
    total += unique(cards)
    if game_id == "kasino-fi":
        two_way = len(units) >= 3 and spades.count(max(spades)) == 2
        return total + (2 if unique(spades) else 1 + 1 if two_way else 0)
    if options.overspader:
        total += sum(max(0, s - 6) for s in spades)
    else:
        total += 2 * unique(spades)
    if options.sistan_point and state.last_capturer is not None:
        total += 1
    return total + sum(state.penalties or ())


def play_deal(game: FishingGame, players: int, raw: dict[str, Any], seed: int) -> FishingState:
    options = game.resolve_options(raw, players)
    state = game.deal(players, options, seed % players, seed)
    rng = random.Random(seed)
    deck = Counter(game.deck)
    while state.phase is Phase.PLAY:
        assert not game.check_state(state)
        round_trip(state, game)
        if len(state.table.cards) <= ORACLE_TABLE_LIMIT:
            assert listed(state, game) == oracle(state, game), state.table.cards
        moves = game.legal_moves(state, 200).moves
        assert moves
        for move in moves[:20]:
            assert game.validate(state, move).legal
        state = game.apply(state, rng.choice(moves)).state
        zones = (*state.hands, state.table.all_cards, *state.captured, state.stock)
        assert Counter(card for zone in zones for card in zone) == deck
    assert not game.check_state(state)
    round_trip(state, game)
    report = game.score(state)
    assert sum(item.points for item in report.items) == sum(report.totals)
    if state.ended_by is None:
        assert sum(report.totals) == expected_total(state, game)
        assert state.match.history[-1] == report.totals
    return state


OPTIONS = {
    "kasino": st.fixed_dictionaries(
        {
            "valuation": st.sampled_from(["choice", "aces", "handtable"]),
            "forced_capture": st.booleans(),
            "sistan_point": st.booleans(),
            "overspader": st.booleans(),
        }
    ),
    "kasino-misar": st.fixed_dictionaries(
        {
            "valuation": st.sampled_from(["choice", "aces", "handtable"]),
            "forced_capture": st.booleans(),
            "forced_tabbe": st.booleans(),
            "sistan_point": st.booleans(),
        }
    ),
    "dragkasino": st.fixed_dictionaries(
        {
            "base": st.sampled_from(["kasino", "misar"]),
            "valuation": st.sampled_from(["choice", "aces", "handtable"]),
            "sistan_point": st.booleans(),
        }
    ),
    "kasino-fi": st.fixed_dictionaries(
        {"sweep_cancellation": st.booleans(), "no_sweeps_last_round": st.booleans()}
    ),
    "mulle-sassersson": st.fixed_dictionaries(
        {"valuation": st.sampled_from(["aces", "choice", "handtable"])}
    ),
}
PROFILE = settings(
    max_examples=3,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game_id", list(BY_ID))
@settings(PROFILE)
@given(data=st.data(), seed=st.integers(min_value=0, max_value=2**53 - 1))
def test_random_deals_keep_every_invariant(
    game_id: str, players: int, data: st.DataObject, seed: int
) -> None:
    play_deal(BY_ID[game_id], players, data.draw(OPTIONS[game_id]), seed)


@settings(PROFILE, max_examples=4)
@given(
    game_id=st.sampled_from(["kasino", "dragkasino", "kasino-fi"]),
    pooled=st.booleans(),
    seed=st.integers(min_value=0, max_value=2**53 - 1),
)
def test_partnership_deals_add_up(game_id: str, pooled: bool, seed: int) -> None:
    if game_id == "kasino-fi":
        options: dict[str, Any] = {"teams": True}
    else:
        scoring = "pooled_piles" if pooled else "added_points"
        options = {"partnerships": True, "partner_scoring": scoring}
    state = play_deal(BY_ID[game_id], 4, options, seed)
    assert len(state.match.scores) == 2


@settings(PROFILE, max_examples=4)
@given(
    game_id=st.sampled_from(list(BY_ID)),
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(min_value=0, max_value=2**53 - 1),
)
def test_a_match_reaches_its_end(game_id: str, players: int, seed: int) -> None:
    """Deal after deal until the match is decided; scores are always the history's sums."""
    game = BY_ID[game_id]
    raw = {
        "kasino": {"target": 12},
        "kasino-misar": {"match": "elimination"},
        "dragkasino": {"base": "misar", "match": "elimination"},
        "kasino-fi": {"target": 12},
        "mulle-sassersson": {"target": 20},
    }[game_id]
    state = game.deal(players, game.resolve_options(raw, players), 0, seed)
    rng = random.Random(seed)
    for _deal in range(40):
        while state.phase is Phase.PLAY:
            state = game.apply(state, rng.choice(game.legal_moves(state, 50).moves)).state
        assert not game.check_state(state)
        if state.match.over:
            break
        state = game.next_deal(state)
        assert not game.check_state(state)
    assert state.match.over and state.match.winners
    assert state.match.scores == tuple(map(sum, zip(*state.match.history, strict=True)))


def test_trailing_only_deal_is_consistent() -> None:
    """Endless trailing builds the biggest tables; listing stays exact up to the limit."""
    state = KASINO.deal(2, KASINO.resolve_options({}, 2), 0, 21)
    while state.phase is Phase.PLAY:
        listing = KASINO.legal_moves(state, 1000)
        assert len(listing.moves) == min(1000, listing.count) or not listing.count_exact
        step = max(1, len(listing.moves) // 7)
        assert all(KASINO.validate(state, m).legal for m in listing.moves[::step])
        state = KASINO.apply(state, FishingMove(state.to_move, state.hands[state.to_move][0])).state
    assert not KASINO.check_state(state)
