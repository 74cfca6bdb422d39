"""Checking a fishing state before any rule runs (contract §5): every problem at once.

Seats, card conservation (52 cards, or 104 with each code twice), the game's zones, hand
sizes and turn as the game's dealing gave them, captures, tabbes and mulles, an early end,
an elimination match's players, the match totals, Finnish sweep cancellation, and finally
whether the match is decided as its rules decide it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.core.verdict import Problem
from service.games.fishing import invariants
from service.games.fishing.match import Elimination, decision_problems
from service.games.fishing.rules import Rules
from service.games.fishing.scoring import deal_result, score_items, side_totals
from service.games.fishing.state import FishingState, Phase

if TYPE_CHECKING:
    from service.games.fishing.engine import FishingGame


def state_problems(game: FishingGame, state: FishingState) -> list[Problem]:
    """Every problem at once; checks that need sound seats wait for them (no crash)."""
    variant = game.variant
    problems = invariants.seat_problems(state, game.player_counts)
    problems += invariants.conservation_problems(state, game.deck)
    if state.game != game.id:
        problems.append(Problem("/state/game", "wrong_game", f"this is a state of '{state.game}'"))
    if state.table.builds:
        problems.append(
            Problem(
                "/state/table/builds",
                "no_builds",
                f"{game.name} has no builds",
                variant.no_builds_rule,
            )
        )
    rules = game.rules(state.options)
    problems += invariants.zone_problems(state, rules.zones, game.id)
    if any(
        p.code in {"invalid_player_count", "wrong_length", "invalid_seat", "missing_field"}
        for p in problems
    ):
        return problems
    problems += _deal_problems(game, state)
    problems += invariants.capture_problems(state)
    problems += invariants.ended_by_problems(state, rules.ends_early)
    limit = rules.match.target if isinstance(rules.match, Elimination) else None
    elimination = invariants.elimination_problems(state, limit, game.player_counts)
    problems += elimination
    if not elimination:
        sides = game.sides(state)
        problems += invariants.match_problems(state, len(sides), rules.match.target)
        if rules.sweeps.cancellation:
            problems += invariants.sweep_problems(state, sides)
    if not problems:
        problems += _decision_problems(game, state, rules)
    return problems


def _decision_problems(game: FishingGame, state: FishingState, rules: Rules) -> list[Problem]:
    """The match decided as the rules decide it (checked on an otherwise sound state)."""
    last = None
    if state.phase is Phase.DEAL_OVER and state.ended_by is None:
        sides = game.sides(state)
        totals = side_totals(score_items(state, sides, rules.scoring), len(sides))
        last = deal_result(state, sides, totals, rules.scoring)
    elif state.ended_by is not None:
        return _early_end_problems(state)
    return decision_problems(state.match, rules.match, last)


def _early_end_problems(state: FishingState) -> list[Problem]:
    match = state.match
    if match.decided_by != state.ended_by or match.winners is None or len(match.winners) != 1:
        return [
            Problem(
                "/state/match/decided_by",
                "wrong_decision",
                f"a deal ended by {state.ended_by} is won by one side, decided by it",
            )
        ]
    return []


def _deal_problems(game: FishingGame, state: FishingState) -> list[Problem]:
    dealing = game.variant.dealing
    if state.phase is Phase.PLAY:
        return dealing.hand_problems(state, len(game.deck))
    rounds = dealing.rounds(state.players, len(game.deck))
    if not 1 <= state.round <= rounds:
        return [
            Problem(
                "/state/round",
                "invalid_round",
                f"rounds are 1…{rounds} for {state.players} players",
            )
        ]
    return invariants.deal_over_problems(state)
