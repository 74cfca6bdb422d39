"""How much a fishing state (Kasino family, Byggkasino, Mulle) or move can hold.

Every bound follows from a rule: four seats at most (CORE-SEAT-1), one pack of 52 cards or
two of 104 (CORE-CARD-1), so no zone holds more cards than the pack; a play is one card from a
hand (CORE-TURN-2), so a build's actions, a deal's plays and a replay's moves are no more than
the pack; a build part holds at least one card, so a table's builds and their parts are no more
than its cards. No rule bounds how many deals a match lasts (a target up to 10,000, KAS-VAR-5,
and KAS-VAR-6's ``play_more_deals``), so :data:`MAX_DEALS` is the service's own.

:data:`STATE_LIMITS` and :data:`MOVE_LIMITS` are the family's widest limits, read on the plain
request before the schema loads it; :func:`bound_problems` checks a state against its own
game's pack and seats before any other check.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from service.core.bounds import MAX_MEMBERS, Limit, too_many, too_many_in_all
from service.core.text import msg
from service.core.verdict import Problem
from service.games.fishing.state import FishingState

MAX_SEATS = 4
"""CORE-SEAT-1: 2, 3 or 4 players in every fishing game."""
MAX_CARDS = 104
"""CORE-CARD-1: 52 cards, 104 in both Mulle games."""
MAX_DEALS = 500
"""The service's own limit on a match history: no rule bounds a match's length."""
MAX_MOVES = MAX_CARDS + MAX_SEATS
"""A deal's plays, one card each (CORE-TURN-2), and an announcement per side (KAS-VAR-8)."""

SEATS = (msg("seats"), "CORE-SEAT-1")
CARDS = (msg("cards"), "CORE-CARD-1")
PLAYS = (msg("actions, each playing a card"), "CORE-TURN-2")
BUILDS = (msg("builds, each of a card or more"), "CORE-CARD-1")
PARTS = (msg("parts, each of a card or more"), "CORE-CARD-1")
DEALS = (msg("finished deals"), None)


def _limit(path: str, most: int, named: tuple[str, str], total: int | None = None) -> Limit:
    return Limit(path, most, named[0], named[1], total)


def _state_limits(deck: int, seats: int) -> tuple[Limit, ...]:
    """The limits of a state with ``deck`` cards and ``seats`` seats, outer lists first."""
    return (
        Limit("/options", MAX_MEMBERS, msg("options"), None),
        Limit("/options/building", MAX_MEMBERS, msg("options"), None),
        _limit("/hands", seats, SEATS),
        _limit("/hands/*", deck, CARDS, deck),
        _limit("/captured", seats, SEATS),
        _limit("/captured/*", deck, CARDS, deck),
        _limit("/table/cards", deck, CARDS),
        _limit("/table/builds", deck, BUILDS),
        _limit("/table/builds/*/parts", deck, PARTS, deck),
        _limit("/table/builds/*/parts/*", deck, CARDS, deck),
        _limit("/table/builds/*/history", deck, PLAYS, deck),
        _limit("/stock", deck, CARDS),
        _limit("/last_play/captured", deck, CARDS),
        *(
            _limit(f"/{name}", seats, SEATS)
            for name in ("tabbar", "mulles", "penalties", "mulle_points", "credited")
        ),
        _limit("/match/scores", seats, SEATS),
        Limit("/match/history", MAX_DEALS, DEALS[0], None),
        _limit("/match/history/*", seats, SEATS),
        _limit("/match/winners", seats, SEATS),
        _limit("/match/remaining", seats, SEATS),
        _limit("/duties", 2 * deck, (msg("duties, two per build"), "BYGG-HOLD-1")),
    )


def _move_limits(deck: int) -> tuple[Limit, ...]:
    return (
        Limit("/values", deck, msg("cards given a value"), "CORE-CARD-1"),
        _limit("/capture", deck, CARDS),
        _limit("/groups", deck, (msg("groups, each of a card or more"), "CORE-CARD-1")),
        _limit("/groups/*", deck, CARDS, deck),
        _limit("/build/parts", deck, PARTS),
        _limit("/build/parts/*", deck, CARDS, deck),
        _limit("/build/merge", deck, CARDS),
    )


STATE_LIMITS = _state_limits(MAX_CARDS, MAX_SEATS)
MOVE_LIMITS = _move_limits(MAX_CARDS)
REPLAY_LIMIT = Limit("/moves", MAX_MOVES, msg("moves: a deal's plays"), "CORE-TURN-2")


def _zones(state: FishingState) -> Iterator[tuple[str, Sequence[Any]]]:
    """Every card zone of a state whose seat lists are already within bounds."""
    for seat, hand in enumerate(state.hands):
        yield f"/state/hands/{seat}", hand
    for seat, pile in enumerate(state.captured):
        yield f"/state/captured/{seat}", pile
    yield "/state/table/cards", state.table.cards
    yield "/state/stock", state.stock
    if state.last_play is not None:
        yield "/state/last_play/captured", state.last_play.captured


def bound_problems(state: FishingState, deck: int, seats: int) -> list[Problem]:
    """Zones of ``state`` holding more than a game of ``deck`` cards and ``seats`` seats can:
    one problem per zone, and the state check stops there."""
    found: list[Problem | None] = [
        too_many("/state/hands", state.hands, seats, *SEATS),
        too_many("/state/captured", state.captured, seats, *SEATS),
        too_many("/state/tabbar", state.tabbar, seats, *SEATS),
        too_many("/state/match/scores", state.match.scores, seats, *SEATS),
        too_many("/state/match/history", state.match.history, MAX_DEALS, DEALS[0], None),
        too_many("/state/table/builds", state.table.builds, deck, *BUILDS),
    ]
    for name in ("mulles", "penalties", "mulle_points"):
        counts = getattr(state, name)
        if counts is not None:
            found.append(too_many(f"/state/{name}", counts, seats, *SEATS))
    problems = [p for p in found if p is not None]
    if problems:
        return problems
    cards = 0
    for pointer, zone in _zones(state):
        cards += len(zone)
        problems += filter(None, [too_many(pointer, zone, deck, *CARDS)])
    parts = actions = 0
    for build in state.table.builds:
        parts += len(build.parts)
        actions += len(build.history)
        cards += sum(map(len, build.parts))
    if parts > deck:
        problems.append(
            too_many_in_all("/state/table/builds", deck, msg("build parts"), CARDS[1], parts)
        )
    if actions > deck:
        problems.append(too_many_in_all("/state/table/builds", deck, PLAYS[0], CARDS[1], actions))
    if cards > 2 * deck and not problems:
        # the pack once, and a move's last captured cards, which also lie in a pile
        problems.append(
            too_many_in_all("/state", 2 * deck, msg("cards in the zones"), CARDS[1], cards)
        )
    return problems
