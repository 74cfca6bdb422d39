"""Kasino's match: totals after each deal, the target and the tie rules (KAS-MATCH-1…3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from service.core.game import Standing
from service.games.fishing.state import MatchState

DECIDED_BY_RULE = {
    "single_deal": "KAS-MATCH-2",
    "points": "KAS-MATCH-1",
    "spades_last_deal": "KAS-MATCH-3",
    "shared": "KAS-MATCH-3",
    "play_more_deals": "KAS-VAR-6",
    "announce_out": "KAS-VAR-8",
}


def leaders(values: Sequence[int], among: Sequence[int]) -> list[int]:
    best = max(values[i] for i in among)
    return [i for i in among if values[i] == best]


def after_deal(
    match: MatchState, totals: Sequence[int], spades: Sequence[int], tie_rule: str
) -> MatchState:
    """The match once a deal's points are added: over or not, and who won.

    Single deals (no target): most points wins, equal first place shared (AKF-09). A match:
    over once a side has reached the target; most points wins; a tie goes to most spades in
    the last deal, then is shared (AKF-06, AKF-07) — or, with ``play_more_deals``, further
    deals are played until one side alone leads (AKF-08).
    """
    scores = tuple(a + b for a, b in zip(match.scores, totals, strict=True))
    played = replace(match, scores=scores, history=(*match.history, tuple(totals)))
    sides = range(len(scores))
    if match.target is None:
        top = leaders(totals, sides)
        return replace(played, over=True, winners=tuple(top), decided_by="single_deal")
    if max(scores) < match.target:
        return played
    top = leaders(scores, sides)
    if len(top) == 1:
        return replace(played, over=True, winners=tuple(top), decided_by="points")
    if tie_rule == "play_more_deals":
        return played
    by_spades = leaders(spades, top)
    decided = "spades_last_deal" if len(by_spades) == 1 else "shared"
    return replace(played, over=True, winners=tuple(by_spades), decided_by=decided)


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
