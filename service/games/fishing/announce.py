"""Announcing out (KAS-VAR-8, AKF-10): a Kasino player claims the target during a deal.

The claim counts the match total plus storan (2), lillan (1) and aces (1 each) his side has
captured this deal; it is its own move, on his turn or right after his own capture, and ends
the deal and the match at once. Kasino and Dragkasino on a Kasino base offer it. Not in the
further deals that break a tie at the target (KAS-VAR-6, AKF-08): they are played to the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from service.core.game import Event, Outcome, Verdict
from service.core.text import msg
from service.core.verdict import Violation
from service.games.fishing.effects import Sides, running_scores, side_of
from service.games.fishing.rules import Rules
from service.games.fishing.state import FishingMove, FishingState, Phase

RULE = "KAS-VAR-8"


def claimable(state: FishingState, side: int, rules: Rules, sides: Sides) -> int:
    """Match total plus storan, lillan and aces this side captured in this deal."""
    return running_scores(state, sides, rules)[side]


def violations(
    state: FishingState, move: FishingMove, rules: Rules, sides: Sides
) -> list[Violation]:
    target = rules.match.target
    if not rules.announce_out:
        return [Violation(RULE, "announce_not_allowed", msg("Announcing out is not played here."))]
    if target is None:
        return [Violation(RULE, "no_target", msg("Single deals have no target to announce."))]
    if state.phase is not Phase.PLAY:
        return [Violation("CORE-END-1", "deal_over", msg("The deal is over."))]
    if move.card is not None or move.capture is not None or move.groups is not None:
        return [
            Violation(RULE, "announce_is_separate", msg("An announcement plays no card (AKF-10)."))
        ]
    if max(state.match.scores) >= target:
        # A match goes on past the target only to break a tie (KAS-VAR-6 "play_more_deals"):
        # those further deals are complete deals (AKF-08), and no one "reaches" in them a
        # target he already had when they began — else the first to move would win on the spot.
        return [
            Violation(
                "KAS-VAR-6",
                "tie_break_deal",
                msg(
                    "A further deal after a tie at the target ({target}) is played to the end "
                    "(AKF-08): no one can announce out in it.",
                    target=target,
                ),
            )
        ]
    just_captured = (
        state.last_play is not None
        and state.last_play.player == move.player
        and bool(state.last_play.captured)
    )
    if move.player != state.to_move and not just_captured:
        return [
            Violation(
                RULE,
                "not_your_announcement",
                msg("A player announces on his turn or right after his own capture (AKF-10)."),
            )
        ]
    total = claimable(state, side_of(sides, move.player), rules, sides)
    if total < target:
        return [
            Violation(
                RULE,
                "target_not_reached",
                msg(
                    "Seat {player} can claim {total} points (match total plus storan, lillan and "
                    "aces taken this deal), short of the target {target}; play on.",
                    player=move.player,
                    total=total,
                    target=target,
                ),
            )
        ]
    return []


def announce(
    state: FishingState, move: FishingMove, verdict: Verdict, rules: Rules, sides: Sides
) -> Outcome[FishingState]:
    """The deal is abandoned; the claimed points are the deal's row; the side wins."""
    side = side_of(sides, move.player)
    gained = claimable(state, side, rules, sides) - state.match.scores[side]
    row = tuple(gained if s == side else 0 for s in range(len(state.match.scores)))
    match = replace(
        state.match,
        scores=tuple(a + b for a, b in zip(state.match.scores, row, strict=True)),
        history=(*state.match.history, row),
        over=True,
        winners=(side,),
        decided_by="announce_out",
    )
    finished = replace(
        state, to_move=None, phase=Phase.DEAL_OVER, match=match, ended_by="announce_out"
    )
    events: tuple[Event, ...] = (
        {"type": "announced_out", "player": move.player, "side": side, "points": gained},
        {"type": "match_over", "winners": [side], "by": "announce_out"},
    )
    return Outcome(finished, events, verdict)


def announced_rows(row: Sequence[int]) -> list[tuple[int, int]]:
    """(side, points) of an announced deal's row, for the score sheet."""
    return [(side, points) for side, points in enumerate(row) if points]
