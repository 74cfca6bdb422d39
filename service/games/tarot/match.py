"""Match bookkeeping: the race to a target (R800-WIN-*) and Fjabbe's lost partier (RFJB-5/6).

A variant picks one of the two ``settle`` hooks; both take the match before the deal and the
deal's result and return the match after it, with ``over`` and ``winners`` decided.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from service.core.game import Standing
from service.games.tarot.state import MatchState

DECIDED_BY_RULE: dict[str, str] = {
    "target": "R800-WIN-1",
    "declaration": "R800-WIN-2",
    "losses": "RFJB-6",
}

FJABBE_LOSS_LIMITS: tuple[tuple[int, int], ...] = ((2, 3), (1, 5))
"""RFJB-6: the match ends once (at least) this many players have lost this many partier."""


@dataclass(frozen=True, slots=True)
class DealResult:
    """What a finished deal hands to the match: points and tricks per side."""

    totals: tuple[int, ...]
    tricks: tuple[int, ...]


def _add(match: MatchState, row: tuple[int, ...]) -> MatchState:
    scores = tuple(a + b for a, b in zip(match.scores, row, strict=True))
    return replace(match, scores=scores, history=(*match.history, row))


def target_winners(scores: tuple[int, ...], target: int | None) -> tuple[int, ...] | None:
    """R800-WIN-1: the side at or above the target with the most points, or None.

    R800-WIN-3 (AMBIGUITY A800-22): equal totals at or above the target decide nothing; another
    deal is played and the check repeated.
    """
    if target is None:
        return None
    reached = [side for side, score in enumerate(scores) if score >= target]
    if not reached:
        return None
    best = max(scores[side] for side in reached)
    top = tuple(side for side in reached if scores[side] == best)
    return top if len(top) == 1 else None


def settle_target(match: MatchState, result: DealResult) -> MatchState:
    """The deal's points added; R800-WIN-1 checked after every deal."""
    played = _add(match, result.totals)
    winners = target_winners(played.scores, match.target)
    if winners is None:
        return played
    return replace(played, over=True, winners=winners, decided_by="target")


def settle_declaration_win(match: MatchState, side: int, totals: tuple[int, ...]) -> MatchState:
    """R800-WIN-2 / R800-DECL-8: reaching the target while declaring wins at once."""
    return replace(_add(match, totals), over=True, winners=(side,), decided_by="declaration")


def fjabbe_losers(result: DealResult) -> tuple[int, ...]:
    """RFJB-5 (AMBIGUITY A800-26): players without a trick lose; otherwise the most points."""
    trickless = tuple(player for player, tricks in enumerate(result.tricks) if tricks == 0)
    if trickless:
        return trickless
    most = max(result.totals)
    return tuple(player for player, points in enumerate(result.totals) if points == most)


def loss_winners(losses: tuple[int, ...], target: int | None = None) -> tuple[int, ...] | None:
    """RFJB-6 (AMBIGUITY A800-26): once the loss limits are reached, the fewest losses win."""
    over = any(
        sum(lost >= limit for lost in losses) >= players for players, limit in FJABBE_LOSS_LIMITS
    )
    if not over:
        return None
    fewest = min(losses)
    return tuple(p for p, lost in enumerate(losses) if lost == fewest)


def settle_fjabbe(match: MatchState, result: DealResult) -> MatchState:
    """RFJB-5/6: the partie's losers each lose one more; the match may end."""
    losers = fjabbe_losers(result)
    played = _add(match, tuple(int(p in losers) for p in range(len(result.totals))))
    winners = loss_winners(played.scores)
    if winners is None:
        return played
    return replace(played, over=True, winners=winners, decided_by="losses")


def standing(match: MatchState) -> Standing:
    return Standing(
        scores=match.scores,
        target=match.target,
        deal_number=match.deal_number,
        over=match.over,
        winners=match.winners,
        decided_by=match.decided_by,
        rule=DECIDED_BY_RULE.get(match.decided_by or ""),
    )
