"""Felbestämmelser (BYGG-PEN-1…8): defaults on builds and forbidden trails.

A single deal (Byggkasino's ``match: "single"``, Mulle Glimne without a target, MULLE-G-6)
is lost at once by the offender's side (BYGG-PEN-2/3; with three players the other two share
the win, AKF-30). In a match the
others receive points instead — 5 for a default, 2 for a forbidden trail (BYGG-PEN-4/5) —
kept in the ``penalties`` zone until the deal is scored (BYGG-PEN-7), and a default breaks up
the offender's builds (BYGG-PEN-6, AKF-29).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from service.core.game import Event
from service.games.building.match import lost_by_penalty
from service.games.building.responsibility import Duty, Owed, describe, owed, unheld
from service.games.building.rules import (
    BYGG_DEFAULT_PENALTY,
    BYGG_TRAIL_PENALTY,
    received_penalties,
)
from service.games.fishing.effects import side_of
from service.games.fishing.scoring import Award
from service.games.fishing.state import FishingState, Phase, Table

Sides = tuple[tuple[int, ...], ...]

DEFAULT = BYGG_DEFAULT_PENALTY  # 5 points
TRAIL = BYGG_TRAIL_PENALTY  # 2 points


def in_default(state: FishingState) -> list[Owed]:
    """AKF-28: the player to move answers for builds whose value he does not hold."""
    if state.phase is not Phase.PLAY or state.to_move is None:
        return []
    seat = state.to_move
    return unheld(state.table.builds, state.hands[seat], seat, state.players)


def lose_deal(
    state: FishingState, offender: int, sides: Sides, rule: str, reason: str
) -> tuple[FishingState, list[Event]]:
    """BYGG-PEN-2/3: the offender's side loses the deal at once; every other side wins."""
    losing = side_of(sides, offender)
    match = lost_by_penalty(state.match, losing)
    finished = replace(state, to_move=None, phase=Phase.DEAL_OVER, ended_by="penalty", match=match)
    events: list[Event] = [
        {"type": "deal_lost", "player": offender, "side": losing, "rule": rule, "reason": reason},
        {"type": "match_over", "winners": list(match.winners or ()), "by": "penalty"},
    ]
    return finished, events


def award_others(
    state: FishingState, offender: int, sides: Sides, award: Award
) -> tuple[FishingState, list[int]]:
    """``award`` to every other side playing, kept on its first seat; the receiving sides."""
    assert state.penalties is not None
    penalties = received_penalties(state.penalties, sides, offender, award)
    receivers = [index for index, seats in enumerate(sides) if seats and offender not in seats]
    return replace(state, penalties=penalties), receivers


def break_up(
    state: FishingState, offender: int, defaulted: list[Owed]
) -> tuple[FishingState, list[str]]:
    """BYGG-PEN-6, AKF-29: every build the offender was last to build on, and the builds in
    default, become loose cards; their histories are gone."""
    ids = {item.build.id for item in defaulted} | {
        item.build.id
        for item in owed(state.table.builds, offender, state.players)
        if item.duty is Duty.LAST
    }
    broken = [build for build in state.table.builds if build.id in ids]
    kept = tuple(build for build in state.table.builds if build.id not in ids)
    loose = state.table.cards + tuple(card for build in broken for card in build.cards)
    return replace(state, table=Table(loose, kept)), [build.id for build in broken]


def settle_default(
    state: FishingState, sides: Sides, single_deal: bool
) -> tuple[FishingState, list[Event], dict[str, Any] | None]:
    """Deal with a player to move who is in default (BYGG-PEN-1), before his play (D4)."""
    defaulted = in_default(state)
    if not defaulted:
        return state, [], None
    assert state.to_move is not None
    names = ", ".join(describe(item.build) for item in defaulted)
    reason = f"seat {state.to_move} answers for {names} and holds no card to take it"
    return default(state, state.to_move, defaulted, sides, single_deal, reason)


def default(
    state: FishingState,
    offender: int,
    defaulted: list[Owed],
    sides: Sides,
    single_deal: bool,
    reason: str,
) -> tuple[FishingState, list[Event], dict[str, Any]]:
    """BYGG-PEN-2 (the deal is lost) or BYGG-PEN-4 (5 points to every other side and the
    builds broken up, BYGG-PEN-6) for a player who cannot take a build he must take."""
    if single_deal:
        finished, lost = lose_deal(state, offender, sides, "BYGG-PEN-2", reason)
        info = {"rule": "BYGG-PEN-2", "player": offender, "message": reason, "deal_lost": True}
        return finished, lost, info
    awarded, receivers = award_others(state, offender, sides, DEFAULT)
    corrected, broken = break_up(awarded, offender, defaulted)
    info = {
        "rule": "BYGG-PEN-4",
        "player": offender,
        "message": reason,
        "points": DEFAULT.points,
        "to_sides": receivers,
        "broken_up": broken,
    }
    events: list[Event] = [
        {"type": "default", **info},
        {
            "type": "builds_broken_up",
            "player": offender,
            "builds": broken,
            "rule": "BYGG-PEN-6",
        },
    ]
    return corrected, events, info
