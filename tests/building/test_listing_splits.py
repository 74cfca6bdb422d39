"""The building listing's fast paths against the plain ones they replace, so that a speed-up
that dropped, added or reordered a legal play (or changed its parts) fails here.

- :meth:`Loose.closure_split` (the packer's search alone, its answers remembered per value)
  must give every closure vector the groups :meth:`Loose.split` (``partition_with``) gives,
  in one :class:`Loose` read vector after vector, as a listing reads it (BYGG-ADD-4,
  BYGG-VAR-2, BYGG-VAR-4);
- a family with more optional builds than :data:`listing.MADE_SUBSETS` (merges and captured
  builds made as read, BYGG-ADD-5, BYGG-CAP-2) lists what the per-vector expansion lists;
- :func:`list_plays` must list, in order, each hand card's trail and then every family's
  per-vector expansion (:func:`per_vector_moves`), cut at the limit, on random deals of both
  games with two cards of one value in hand (families of several cards share a closure and
  its layouts).
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations, islice
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.building import listing
from service.games.building.arith import Loose
from service.games.building.listing import Family, Lister, _Replayed, list_plays
from service.games.building.values import hand_value, table_value
from service.games.fishing.capture import closure_vectors
from service.games.fishing.listing import hand_order
from service.games.fishing.state import Build, BuildAction, FishingMove, FishingState
from tests.building.test_listing_streams import BYGG, GLIMNE, crowded, per_vector_moves


@st.composite
def split_questions(draw: st.DrawFn) -> tuple[Loose, int, tuple[int, ...], bool]:
    """Loose cards of either deck (Mulle's has equal codes), a build value, the deficits of a
    played card's part and of simple builds (BYGG-VAR-4), and BYGG-VAR-2's one-card part."""
    deck = draw(st.sampled_from([BYGG.deck, GLIMNE.deck]))
    small = [card for card in deck if table_value(card) <= 9]
    cards = draw(st.lists(st.sampled_from(small), min_size=0, max_size=14))
    value = draw(st.integers(2, 16))
    deficits = draw(st.lists(st.integers(1, value - 1), max_size=3))
    return Loose(tuple(cards)), value, tuple(deficits), draw(st.booleans())


@settings(max_examples=300, deadline=None)
@given(split_questions(), st.booleans())
def test_closure_split_is_partition_withs_split(
    question: tuple[Loose, int, tuple[int, ...], bool], with_empty: bool
) -> None:
    loose, value, deficits, single = question
    starts = loose.fixed_groups(deficits, single)
    vectors = closure_vectors(loose.values, loose.counts, value, starts, with_empty)
    for packed in vectors[:400]:
        vector = loose.packing.unpack(packed)
        expected = loose.split(vector, value, deficits, single)
        assert expected is not None  # a closure vector splits
        assert loose.closure_split(vector, value, deficits, single) == expected
        assert loose.closure_split(vector, value, deficits, single) == expected  # asked again


def test_replayed_reads_make_each_item_once_in_order() -> None:
    made: list[int] = []

    def source() -> Any:
        for item in range(10):
            made.append(item)
            yield item

    replayed = _Replayed(source())
    assert list(islice(replayed, 3)) == [0, 1, 2]
    assert made == [0, 1, 2]  # only as far as read
    assert list(replayed) == list(range(10))
    assert list(replayed) == list(range(10))
    assert made == list(range(10))


def _many_builds_state() -> FishingState:
    """A dealt Byggkasino table with its builds replaced by ``MADE_SUBSETS + 1`` ids (only
    their names matter to a family's plays: the family below is made by hand)."""
    state = BYGG.deal(2, BYGG.resolve_options({}, 2), 0, 5)
    builds = tuple(
        Build(f"b{i}", 9, (), 0, 9, (BuildAction(0, "create"),))
        for i in range(listing.MADE_SUBSETS + 1)
    )
    return replace(state, table=replace(state.table, builds=builds))


@pytest.mark.parametrize("kind", ["build", "capture"])
def test_many_optional_builds_list_as_the_plain_expansion(kind: str) -> None:
    state = _many_builds_state()
    rules = BYGG.rules(state.options).building
    assert rules is not None and state.to_move is not None
    lister = Lister(state, state.to_move, rules)
    optional = tuple(b.id for b in state.table.builds)
    card = max(lister.hand, key=hand_value)
    value = max(hand_value(card), 9)
    deficit = value - hand_value(card)
    family = Family(
        card,
        kind,
        value,
        deficits=(deficit,) if kind == "build" and deficit else (),
        with_empty=kind == "build",
        optional=optional,
    )
    wanted = 3 * 2 ** len(optional)  # several selections: the merges are read again
    got = list(islice(lister.moves(family), wanted))
    assert got == list(islice(per_vector_moves(lister, family), wanted))
    assert len(got) > 2 ** len(optional)


def _plain_listing(state: FishingState, limit: int) -> list[FishingMove]:
    """Each card's trail, then each family's per-vector expansion, cut at ``limit``."""
    game = BYGG if state.game == BYGG.id else GLIMNE
    building = game.rules(state.options).building
    assert building is not None and state.to_move is not None
    lister = Lister(state, state.to_move, building)
    moves: list[FishingMove] = []
    for card in hand_order(lister.hand):
        if lister.may_trail(card):
            moves.append(FishingMove(state.to_move, card))
        for family in lister.families(card):
            moves.extend(islice(per_vector_moves(lister, family), limit + 1))
            if len(moves) > limit:
                return moves[:limit]
    return moves[:limit]


VARIANTS = ("raise_once_per_player", "two_card_simple_builds", "simple_build_plus_loose")


@pytest.mark.parametrize("seed", range(6))
def test_list_plays_is_the_plain_listing_in_order(seed: int) -> None:
    rng = random.Random(seed)
    game = BYGG if seed % 2 else GLIMNE
    players = rng.choice(game.player_counts)
    building = {name: rng.random() < 0.5 for name in VARIANTS}
    raw: dict[str, Any] = building if game is BYGG else {"building": building}
    for state in crowded(game, players, raw, seed)[::2]:
        rules = game.rules(state.options).building
        assert rules is not None and state.to_move is not None
        for limit in (7, 600):
            got = list_plays(state, state.to_move, rules, limit).moves
            assert list(got) == _plain_listing(state, limit)


def test_two_cards_of_one_value_share_layouts_yet_list_their_own_plays() -> None:
    """Two hand cards of one value read one closure and its layouts: each card's plays name
    that card (a layout made for one must not leak the other's card)."""
    for seed in range(40):
        state = BYGG.deal(2, BYGG.resolve_options({}, 2), 0, seed)
        hand = state.hands[state.to_move or 0]
        values = [hand_value(card) for card in hand]
        if len(values) == len(set(values)) or not any(v < 13 for v in values):
            continue
        rules = BYGG.rules(state.options).building
        assert rules is not None and state.to_move is not None
        got = list_plays(state, state.to_move, rules, 10_000)
        assert list(got.moves) == _plain_listing(state, 10_000)
        for move in got.moves:
            if move.build is not None:
                assert move.build.parts[0][0] == move.card
        return
    pytest.fail("no deal with two cards of one value in hand")


def test_pairs_of_optional_subsets_are_combinations() -> None:
    """The plain order the fast paths keep: subsets smallest first, each in table order."""
    items = ("b1", "b2", "b3")
    expected = [c for size in range(4) for c in combinations(items, size)]
    assert list(listing._subsets(items)) == expected
