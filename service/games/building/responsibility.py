"""Who answers for a build (BYGG-HOLD-1, BYGG-PART-1…4): the heart of the holding duty.

Responsibility is read from the build's history alone, so a hand-written state needs no extra
fields: (a) the player who made the most recent action, unless it was an exempt partner
addition; (b) in partnership play, the creator, while the value is still the creation value,
every action came from his partnership (AKF-24) and his partner acted last (AKF-23).
Responsibility therefore ends by itself when the build is captured, merged or broken up, or
when someone else acts on it (BYGG-HOLD-5); an exempt adder never answers for it, so the
duty — and a default — stays with the creator (BYGG-PART-4). Keeping a card of every owed
build's value means a build is always taken within its round (BYGG-HOLD-6), which the
property tests check.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from service.core.cards import Card
from service.core.text import msg
from service.games.building.values import hand_value_counts
from service.games.fishing.state import Build, BuildAction


class Duty(Enum):
    """Why a player answers for a build: ``LAST`` (BYGG-HOLD-1(a): may not trail either) or
    ``CREATOR`` (BYGG-HOLD-1(b): must only keep a capturing card, BYGG-PART-3)."""

    LAST = "a"
    CREATOR = "b"


def partner(seat: int, players: int) -> int | None:
    """The partner opposite (BYGG-GEN-1, MULLE-G-1): four players always play in pairs."""
    return (seat + 2) % 4 if players == 4 else None


def duty(build: Build, seat: int, players: int) -> Duty | None:
    last = build.history[-1] if build.history else None
    if last is not None and last.seat == seat and not last.exempt:
        return Duty.LAST
    mate = partner(seat, players)
    if (
        mate is not None
        and last is not None
        and last.seat == mate
        and build.created_by == seat
        and build.value == build.creation_value
        and all(action.seat in (seat, mate) for action in build.history)
    ):
        return Duty.CREATOR
    return None


def may_build_for_partner(build: Build, seat: int, players: int) -> bool:
    """BYGG-PART-1: an addition by ``seat`` to ``build`` now may be exempt (BYGG-PART-2)."""
    return may_add_for_partner(build.created_by, build.history, seat, players)


def may_add_for_partner(
    created_by: int, history: Sequence[BuildAction], seat: int, players: int
) -> bool:
    """BYGG-PART-1 read from the history before an addition, so that play and the check of a
    hand-written history (``checking.py``) ask the same: partnership play, the partner created
    the build, nobody has raised it — its value is the creation value, which BYGG-RAISE-1/2
    tie to the absence of a raise — and only the two of them have acted on it (AKF-24)."""
    mate = partner(seat, players)
    return (
        mate is not None
        and created_by == mate
        and all(action.seat in (seat, mate) and action.type != "raise" for action in history)
    )


@dataclass(frozen=True)
class Owed:
    """A build a player answers for and why."""

    build: Build
    duty: Duty


def owed(builds: Iterable[Build], seat: int, players: int) -> list[Owed]:
    found = []
    for build in builds:
        why = duty(build, seat, players)
        if why is not None:
            found.append(Owed(build, why))
    return found


def unheld(builds: Sequence[Build], hand: Sequence[Card], seat: int, players: int) -> list[Owed]:
    """The builds ``seat`` answers for without holding a card of their value (BYGG-HOLD-3
    after a play; at the start of a turn, a default, BYGG-PEN-1/AKF-28)."""
    values = hand_value_counts(hand)
    return [item for item in owed(builds, seat, players) if not values[item.build.value]]


def describe(build: Build) -> str:
    return msg("build {id} (value {value})", id=build.id, value=build.value)
