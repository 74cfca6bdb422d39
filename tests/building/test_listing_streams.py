"""The building listing's shortcuts against the full paths they replace.

:class:`~service.games.building.streams.Stream` must weigh a closure's vectors as a lower
bound while its budget lasts and exactly once it has them all (read after read of one shared
stream, a complete one for free), and list the closure in its order however far a count
walked it. :meth:`Lister.moves` must give the plays the per-vector path gives — every
vector's ``Loose.card_selections``, each resolved with ``Loose.split`` and
``Loose.to_cards`` — in its order, on crowded tables of both games (Mulle's double deck:
equal codes once). The families a :class:`Lister` caches per card must be the ones found
afresh, however far each was read. Whatever the budget, a listing lists the same plays, and
its count is exact (the plays a full listing lists) or a lower bound flagged as one.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import combinations, islice
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games import find_game
from service.games.building import listing
from service.games.building.engine import BuildingGame
from service.games.building.listing import Family, Lister, list_plays
from service.games.building.streams import Stream
from service.games.fishing.capture import closure_vectors
from service.games.fishing.listing import Budget, hand_order
from service.games.fishing.state import BuildPlay, FishingMove, FishingState, Phase

Closed = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, list[tuple[int, ...]], bool]


def _game(name: str) -> BuildingGame:
    game = find_game(name)
    assert isinstance(game, BuildingGame)
    return game


BYGG = _game("byggkasino")
GLIMNE = _game("mulle-glimne")


@st.composite
def closures(draw: st.DrawFn) -> Closed:
    """Single-valued classes (the building games' loose cards), a value, starts, with_empty."""
    kinds = draw(st.sets(st.integers(1, 13), min_size=1, max_size=7))
    values = tuple((v,) for v in sorted(kinds, reverse=True))
    counts = tuple(draw(st.integers(0, 8)) for _ in values)
    starts = draw(
        st.lists(
            st.tuples(*(st.integers(0, n) for n in counts)), min_size=0, max_size=3, unique=True
        )
    )
    return values, counts, draw(st.integers(2, 16)), starts, draw(st.booleans())


def weight(packed: int) -> int:
    return packed % 7 + 1


def weights(vectors: Sequence[int]) -> int:
    """A vector list's weight, as ``Weights.total`` gives it."""
    return sum(map(weight, vectors))


def vectors(closure: Closed) -> list[int]:
    return closure_vectors(*closure)


@settings(max_examples=150, deadline=None)
@given(closures(), st.lists(st.integers(1, 300), min_size=1, max_size=4))
def test_stream_weighs_a_lower_bound_until_it_has_every_vector(
    closure: Closed, budgets: list[int]
) -> None:
    """Read after read (families sharing a stream), each on its own budget: a cut read is a
    lower bound, growing; an uncut one is the whole closure's weight; after that a read is
    free."""
    stream = Stream(*closure)
    truth = sum(map(weight, vectors(closure)))
    complete, before = False, 0
    for units in budgets:
        budget = Budget(units)
        total = stream.weigh(budget, weights)
        if complete:
            assert (total, budget.units, budget.cut) == (truth, units, False)
        elif budget.cut:
            assert before <= total <= truth
        else:
            assert total == truth
            complete = True
        before = total


@settings(max_examples=100, deadline=None)
@given(closures(), st.integers(1, 200))
def test_stream_lists_the_closure_in_order_after_any_count(closure: Closed, units: int) -> None:
    stream = Stream(*closure)
    stream.weigh(Budget(units), weights)
    assert list(stream) == vectors(closure)


def _subsets(items: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    for size in range(len(items) + 1):
        yield from combinations(items, size)


def per_vector_moves(lister: Lister, family: Family) -> Iterator[FishingMove]:
    """The plays of a family, each vector expanded card selection by card selection."""
    loose, player, card = lister.loose, lister.player, family.card
    if family.kind == "capture":
        for extra in _subsets(family.optional) if family.builds_alone else ():
            if family.required or extra:
                yield FishingMove(player, card, capture=(*family.required, *extra))
        if not family.loose:
            return
    starts = loose.fixed_groups(family.deficits, family.single)
    for packed in closure_vectors(
        loose.values, loose.counts, family.value, starts, family.with_empty
    ):
        vector = loose.packing.unpack(packed)
        if family.kind == "capture" and not any(vector):
            continue
        groups = None
        if family.kind == "build":
            groups = loose.split(vector, family.value, family.deficits, family.single)
        for selection in loose.card_selections(vector):
            if family.kind == "capture":
                cards = tuple(loose.cards[i] for i in selection)
                for extra in _subsets(family.optional):
                    taken = (*family.required, *extra, *family.mixed, *cards)
                    yield FishingMove(player, card, capture=taken)
                continue
            assert groups is not None
            parts = [tuple(part) for part in loose.to_cards(groups, selection)]
            built = ((card, *parts[0]), *parts[1:]) if family.deficits else ((card,), *parts)
            for extra in _subsets(family.optional):
                play = BuildPlay(family.value, built, family.onto, (*family.required, *extra))
                yield FishingMove(player, card, build=play)


def crowded(game: BuildingGame, players: int, raw: dict[str, Any], seed: int) -> list[FishingState]:
    """The states of one deal where players trail and build rather than capture."""
    state = game.deal(players, game.resolve_options(raw, players), seed % players, seed)
    rng = random.Random(seed)
    seen = []
    while state.phase is Phase.PLAY:
        seen.append(state)
        moves = game.legal_moves(state, 300).moves
        calm = [m for m in moves if m.capture is None] or list(moves)
        state = game.apply(state, rng.choice(calm)).state
    return seen


DEALS = [  # seeds whose deals reach 14-18 loose cards and 2-5 builds
    (BYGG, 2, {"match": "single"}, 1),
    (BYGG, 4, {"simple_build_plus_loose": True, "two_card_simple_builds": True}, 11),
    (GLIMNE, 2, {}, 1),
    (GLIMNE, 4, {"building": {"simple_build_plus_loose": True}}, 8),
    (GLIMNE, 3, {"building": {"two_card_simple_builds": False}}, 0),
]


@pytest.mark.parametrize(("game", "players", "raw", "seed"), DEALS)
def test_moves_are_the_per_vector_expansion(
    game: BuildingGame, players: int, raw: dict[str, Any], seed: int
) -> None:
    states = crowded(game, players, raw, seed)
    assert max(len(s.table.cards) for s in states) >= 14
    for state in states[::2]:
        assert state.to_move is not None
        rules = game.rules(state.options).building
        assert rules is not None
        lister = Lister(state, state.to_move, rules)
        for card in hand_order(lister.hand):
            for family in lister.families(card):
                got = list(islice(lister.moves(family), 3000))
                assert got == list(islice(per_vector_moves(lister, family), 3000))


@pytest.mark.parametrize(("game", "players", "raw", "seed"), DEALS)
def test_cached_families_are_the_ones_found_afresh(
    game: BuildingGame, players: int, raw: dict[str, Any], seed: int
) -> None:
    for state in crowded(game, players, raw, seed)[::3]:
        assert state.to_move is not None
        rules = game.rules(state.options).building
        assert rules is not None
        lister = Lister(state, state.to_move, rules)
        for card in hand_order(lister.hand):
            fresh = list(Lister(state, state.to_move, rules).families(card))
            assert list(islice(lister.families(card), 1)) == fresh[:1]
            assert list(lister.families(card)) == fresh
            assert list(lister.families(card)) == fresh


@pytest.mark.parametrize(("game", "players", "raw", "seed"), DEALS)
def test_any_budget_lists_the_same_plays_and_counts_truthfully(
    game: BuildingGame, players: int, raw: dict[str, Any], seed: int, monkeypatch: Any
) -> None:
    for state in crowded(game, players, raw, seed)[::2]:
        assert state.to_move is not None
        rules = game.rules(state.options).building
        assert rules is not None
        monkeypatch.setattr(listing, "COUNT_BUDGET", 10**9)
        full = list_plays(state, state.to_move, rules, 10**6)
        assert full.exact and full.count == len(full.moves)
        for units in (1, 15, 60, 400):
            monkeypatch.setattr(listing, "COUNT_BUDGET", units)
            cut = list_plays(state, state.to_move, rules, 40)
            assert cut.moves == full.moves[:40]
            assert cut.count == full.count if cut.exact else cut.count <= full.count
