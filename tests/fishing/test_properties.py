"""Properties of random legal Kasino play (hypothesis), checked against a brute-force oracle.

Over random seeded deals for 2, 3 and 4 players and every valuation: every reached state is
consistent (all 52 cards exactly once, hands and turn as the round says), its JSON form
round-trips exactly, every listed move validates and applies, the listing equals what a
brute-force search over all subsets of a small table finds (nothing illegal listed, nothing
legal missing), and the deal's points add up to the documented total.
"""

from __future__ import annotations

import random
from itertools import product
from typing import Any

import orjson
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.api.families import FISHING
from service.core.cards import LILLAN, STORAN, is_ace, is_spade
from service.games.fishing.kasino import KASINO as G
from service.games.fishing.state import FishingMove, FishingState, Phase
from service.games.fishing.values import hand_values, table_values

ORACLE_TABLE_LIMIT = 8


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
            if sum(values[i] for i in range(len(values)) if group >> i & 1) == target and solve(
                mask & ~group
            ):
                found = True
                break
            if sub == 0:
                break
            sub = (sub - 1) & rest
        memo[mask] = found
        return found

    return solve(full)


def oracle_captures(state: FishingState, card: str) -> set[frozenset[int]]:
    """Every table subset (as positions) that ``card`` may legally capture, by brute force."""
    scheme = state.options.valuation
    table = state.table.cards
    legal: set[frozenset[int]] = set()
    for mask in range(1, 1 << len(table)):
        chosen = [i for i in range(len(table)) if mask >> i & 1]
        remaining = [i for i in range(len(table)) if not mask >> i & 1]
        for played in hand_values(card, scheme):
            ok = any(
                partitions_into(list(values), played)
                for values in product(*(table_values(table[i], scheme) for i in chosen))
            )
            if ok and state.options.forced_capture:
                ok = not any(
                    sum(values) == played
                    for size in range(1, len(remaining) + 1)
                    for subset in _subsets(remaining, size)
                    for values in product(*(table_values(table[i], scheme) for i in subset))
                )
            if ok:
                legal.add(frozenset(chosen))
                break
    return legal


def _subsets(items: list[int], size: int) -> list[tuple[int, ...]]:
    from itertools import combinations

    return list(combinations(items, size))


def listed_captures(state: FishingState) -> dict[str, tuple[set[frozenset[int]], bool]]:
    listing = G.legal_moves(state, 1_000_000)
    assert listing.count_exact and listing.count == len(listing.moves)
    table = state.table.cards
    found: dict[str, tuple[set[frozenset[int]], bool]] = {}
    for move in listing.moves:
        assert move.card is not None
        sets, trail = found.get(move.card, (set(), False))
        if move.capture is None:
            trail = True
        else:
            positions = frozenset(table.index(card) for card in move.capture)
            assert positions not in sets, "a capture is listed twice"
            sets.add(positions)
        found[move.card] = (sets, trail)
    return found


def round_trip(state: FishingState) -> None:
    plain = orjson.loads(orjson.dumps(FISHING.state_to_plain(state)))
    loaded = FISHING.load("StateRequest", {"state": plain})
    assert FISHING.state_from_plain(G, loaded["state"]) == state


def expected_total(state: FishingState) -> int:
    """The deal's points from the piles, computed independently of the scoring module."""
    options = state.options
    pooled = not options.partnerships or options.partner_scoring == "pooled_piles"
    sides = options.sides(state.players)
    units = [list(seats) for seats in sides] if pooled else [[s] for seats in sides for s in seats]
    piles = [[c for seat in unit for c in state.captured[seat]] for unit in units]
    total = 0
    cards = [len(p) for p in piles]
    total += 1 if cards.count(max(cards)) == 1 else 0
    spades = [sum(map(is_spade, p)) for p in piles]
    if options.overspader:
        total += sum(max(0, s - 6) for s in spades)
    else:
        total += 2 if spades.count(max(spades)) == 1 else 0
    held = [c for p in piles for c in p]
    total += 2 * held.count(STORAN) + held.count(LILLAN) + sum(map(is_ace, held))
    total += sum(state.tabbar)
    if options.sistan_point and state.last_capturer is not None:
        total += 1
    return total


def play_deal(players: int, raw_options: dict[str, Any], seed: int, oracle: bool) -> FishingState:
    options = G.resolve_options(raw_options, players)
    state = G.deal(players, options, seed % players, seed)
    rng = random.Random(seed)
    cards_in_play = 52
    while state.phase is Phase.PLAY:
        assert not G.check_state(state)
        round_trip(state)
        if oracle and len(state.table.cards) <= ORACLE_TABLE_LIMIT:
            found = listed_captures(state)
            for card in set(state.hands[state.to_move]):
                sets, trail = found.get(card, (set(), False))
                assert sets == oracle_captures(state, card), (card, state.table.cards)
                expected_trail = not (options.forced_capture and oracle_captures_any(state, card))
                assert trail is expected_trail
        moves = G.legal_moves(state, 200).moves
        assert moves
        for move in moves[:20]:
            assert G.validate(state, move).legal
        move = rng.choice(moves)
        state = G.apply(state, move).state
        held = (
            sum(map(len, state.hands))
            + len(state.table.all_cards)
            + sum(map(len, state.captured))
            + len(state.stock)
        )
        assert held == cards_in_play
    assert not G.check_state(state)
    round_trip(state)
    report = G.score(state)
    assert sum(report.totals) == expected_total(state)
    assert sum(item.points for item in report.items) == sum(report.totals)
    assert state.match.history[-1] == report.totals
    return state


def oracle_captures_any(state: FishingState, card: str) -> bool:
    scheme = state.options.valuation
    table = state.table.cards
    return any(
        sum(values) == played
        for played in hand_values(card, scheme)
        for size in range(1, len(table) + 1)
        for subset in _subsets(list(range(len(table))), size)
        for values in product(*(table_values(table[i], scheme) for i in subset))
    )


settings.register_profile(
    "kasino", max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@settings(settings.get_profile("kasino"))
@given(
    players=st.sampled_from([2, 3, 4]),
    valuation=st.sampled_from(["choice", "aces", "handtable"]),
    forced=st.booleans(),
    sistan=st.booleans(),
    overspader=st.booleans(),
    seed=st.integers(min_value=0, max_value=2**53 - 1),
)
def test_random_deals_keep_every_invariant(
    players: int, valuation: str, forced: bool, sistan: bool, overspader: bool, seed: int
) -> None:
    options = {
        "valuation": valuation,
        "forced_capture": forced,
        "sistan_point": sistan,
        "overspader": overspader,
    }
    play_deal(players, options, seed, oracle=True)


@settings(settings.get_profile("kasino"))
@given(
    scoring=st.sampled_from(["added_points", "pooled_piles"]),
    seed=st.integers(min_value=0, max_value=2**53 - 1),
)
def test_partnership_deals_add_up(scoring: str, seed: int) -> None:
    options = {"partnerships": True, "partner_scoring": scoring}
    state = play_deal(4, options, seed, oracle=False)
    assert len(state.match.scores) == 2


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**53 - 1))
def test_a_match_reaches_its_end(seed: int) -> None:
    options = G.resolve_options({"target": 12}, 3)
    state = G.deal(3, options, 0, seed)
    rng = random.Random(seed)
    for _deal in range(30):
        while state.phase is Phase.PLAY:
            state = G.apply(state, rng.choice(G.legal_moves(state, 50).moves)).state
        if state.match.over:
            break
        state = G.next_deal(state)
    assert state.match.over and state.match.winners
    assert max(state.match.scores) >= 12
    assert state.match.scores == tuple(map(sum, zip(*state.match.history, strict=True)))


def test_trailing_only_deal_is_consistent() -> None:
    """Endless trailing builds the biggest tables; listing stays exact up to the limit."""
    state = G.deal(2, G.resolve_options({}, 2), 0, 21)
    while state.phase is Phase.PLAY:
        listing = G.legal_moves(state, 1000)
        assert len(listing.moves) == min(1000, listing.count) or not listing.count_exact
        assert all(
            G.validate(state, m).legal for m in listing.moves[:: max(1, len(listing.moves) // 7)]
        )
        state = G.apply(state, FishingMove(state.to_move, state.hands[state.to_move][0])).state
    assert not G.check_state(state)
