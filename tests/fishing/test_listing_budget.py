"""Counting for a listing keeps to its work budget: on a crowded table, where the capture
sets run into millions, a count stops within one slice of :data:`COUNT_BUDGET` (the search is
handed a slice of the units left at a time) and says its figure is a lower bound."""

from __future__ import annotations

from service.core.cards import RANKS, STANDARD_DECK
from service.games.fishing.kasino import KASINO
from service.games.fishing.listing import (
    COUNT_BUDGET,
    SLICE,
    VECTOR_WORK,
    Budget,
    TableIndex,
)


def test_a_crowded_count_stops_within_a_slice_of_its_budget() -> None:
    table = tuple(card for card in STANDARD_DECK if card[:-1] in RANKS[:7])  # A-7 of each suit
    rules = KASINO.rules(KASINO.resolve_options({"valuation": "choice"}, 2)).capture
    index = TableIndex(table, rules)
    budget = Budget(COUNT_BUDGET)
    count = index.count((16, 10), False, budget)  # storan: the widest capture
    assert budget.cut
    assert count > 0
    # the last slice walks at most SLICE starts and finds at most SLICE // VECTOR_WORK + 1
    # vectors, each walk adding at most a few more (a class holds 4 cards)
    assert budget.units >= -(2 * SLICE + 8 * VECTOR_WORK)
