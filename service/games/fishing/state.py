"""The fishing games' state and move, as frozen dataclasses (contract §4, reference §0.6).

A state is a value: ``apply`` builds a new one with :func:`dataclasses.replace`. Every field a
rule needs is stored explicitly so a client can write a state by hand for a real table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import Enum
from operator import attrgetter
from typing import Any

from service.core.cards import Card
from service.core.records import quick_init


class Phase(Enum):
    """Where the deal stands; the value is the wire spelling."""

    PLAY = "play"
    DEAL_OVER = "deal_over"


@quick_init
@dataclass(frozen=True, slots=True)
class BuildAction:
    """One entry of a build's history (reference §0.6): who did what to it."""

    seat: int
    type: str  # "create" | "add" | "raise"
    exempt: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class Build:
    """A build on the table (Byggkasino, Mulle Glimne); Kasino never has one."""

    id: str
    value: int
    parts: tuple[tuple[Card, ...], ...]
    created_by: int
    creation_value: int
    history: tuple[BuildAction, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for part in self.parts for card in part)

    @property
    def last_builder(self) -> int:
        return self.history[-1].seat if self.history else self.created_by


@quick_init
@dataclass(frozen=True, slots=True)
class Table:
    """Loose cards in the order they lie, and builds."""

    cards: tuple[Card, ...]
    builds: tuple[Build, ...] = ()

    @property
    def is_empty(self) -> bool:
        return not self.cards and not self.builds

    @property
    def all_cards(self) -> tuple[Card, ...]:
        return self.cards + tuple(card for build in self.builds for card in build.cards)


@quick_init
@dataclass(frozen=True, slots=True)
class LastPlay:
    """The previous play, so a capture can be followed by an announcement (AKF-10)."""

    player: int
    card: Card
    captured: tuple[Card, ...]
    tabbe: bool


@quick_init
@dataclass(frozen=True, slots=True)
class MatchState:
    """Scores so far per side, the target and the deals played (contract §4 ``match``).

    ``history`` holds each finished deal's points per side; ``scores`` is their sum. ``seed``
    is the match seed: deal 1 is dealt from it, later deals from a seed derived from it.
    ``remaining`` is set once players have been eliminated (misär, MISAR-MATCH-1): the sides
    (original seats) taking part in this deal, so that seat ``i`` of the deal is side
    ``remaining[i]``; None while everybody plays.
    """

    seed: int
    target: int | None
    deal_number: int = 1
    scores: tuple[int, ...] = ()
    history: tuple[tuple[int, ...], ...] = ()
    over: bool = False
    winners: tuple[int, ...] | None = None
    decided_by: str | None = None
    remaining: tuple[int, ...] | None = None


@quick_init
@dataclass(frozen=True, slots=True)
class FishingState:
    """A deal of a fishing game in progress or just finished.

    ``mulles`` (Mulle, MULLE-S-7), ``penalties`` (misär penalty points, MISAR-FORCE-2;
    Byggkasino: penalty points *received* this deal, BYGG-PEN-4/5) and ``mulle_points``
    (Mulle Glimne, the capture values of its mulles, MULLE-G-8) are per seat in the games that
    keep them and None elsewhere. ``ended_by`` says why a deal ended before its cards were
    played out: ``announce_out`` (KAS-VAR-8), ``immediate_win`` (FIN-MATCH-1) or ``penalty``
    (a single Byggkasino deal lost by default or a forbidden trail, BYGG-PEN-2/3).
    ``next_build`` (the building games; None elsewhere, and in states written before it
    existed, which count as 1): the number the deal's next new build takes at least, so that
    no id is used twice in a deal (decision D3 of Byggkasino).
    """

    game: str
    options: Any
    players: int
    dealer: int
    to_move: int | None
    phase: Phase
    round: int
    hands: tuple[tuple[Card, ...], ...]
    table: Table
    captured: tuple[tuple[Card, ...], ...]
    tabbar: tuple[int, ...]
    stock: tuple[Card, ...]
    last_capturer: int | None
    match: MatchState
    last_play: LastPlay | None = None
    ended_by: str | None = None
    mulles: tuple[int, ...] | None = None
    penalties: tuple[int, ...] | None = None
    mulle_points: tuple[int, ...] | None = None
    next_build: int | None = None
    version: int = 1

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % self.players


_STATE_FIELDS = tuple(item.name for item in fields(FishingState))
_STATE_INDEX = {name: index for index, name in enumerate(_STATE_FIELDS)}
_state_values = attrgetter(*_STATE_FIELDS)


def evolve(state: FishingState, **changes: Any) -> FishingState:
    """``dataclasses.replace(state, **changes)`` at half its cost, for the plays every apply
    makes (a trail or capture, the turn passing on); an unknown field name is a KeyError."""
    values = list(_state_values(state))
    for name, value in changes.items():
        values[_STATE_INDEX[name]] = value
    return FishingState(*values)


@quick_init
@dataclass(frozen=True, slots=True)
class BuildPlay:
    """What a build play does (contract §4): the build's value after the play and the new
    parts, made of the played card and loose cards only. ``onto`` names the build built on
    (an addition when ``value`` is its value, else a raise); ``merge`` names other whole
    builds of ``value`` joining it as parts (BYGG-ADD-5, BYGG-RAISE-3)."""

    value: int
    parts: tuple[tuple[Card, ...], ...]
    onto: str | None = None
    merge: tuple[str, ...] = ()


@quick_init
@dataclass(frozen=True, slots=True)
class FishingMove:
    """One play: a card and what it takes (contract §4), or an announcement (KAS-VAR-8).

    ``capture`` and ``build`` both None means a trail; ``groups`` and ``values`` optionally
    pin the grouping and the special cards' values; ``build`` is a build play (Byggkasino,
    Mulle Glimne), ``capture`` items may then also be build ids.
    """

    player: int
    card: Card | None = None
    capture: tuple[str, ...] | None = None
    groups: tuple[tuple[str, ...], ...] | None = None
    values: Mapping[Card, int] = field(default_factory=dict)
    announce_out: bool = False
    build: BuildPlay | None = None
