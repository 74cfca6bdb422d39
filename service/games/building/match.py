"""Byggkasino's matches (reference §6.15): single deals, first to a target, three deals.

After each deal the deal passes to the left (BYGG-MATCH-1, the engine's ``next_deal``).

- ``single`` — one deal; the most points win, equal first place is a shared win (BYGG-MATCH-5,
  AKF-32).
- ``target`` (2 players, or 4 in partnerships) — once a side has ``target`` (21) or more after
  a deal, the side with the most points wins (BYGG-MATCH-2); every started deal is played out.
- ``three_deals`` (3 players) — three deals, so everyone deals once; the most points after the
  third wins (BYGG-MATCH-3).

A tie for first place at the end of a ``target`` or ``three_deals`` match is played off
(BYGG-MATCH-4, AKF-31): only the tied sides play the next deal, its points are added to the
totals and first place is judged on the totals, again and again while it is shared. Two tied
players of a three-player match play a two-player deal (6 rounds) while the third sits out;
the dealer is the tied player nearest to the left of the latest dealer. With two players, or
four in partnerships, a tie is between every side, so all play and the deal passes as usual.
This is the same seating the misär elimination match uses (:class:`~service.games.fishing.
match.SeatingRules`): ``MatchState.remaining`` names the sides of a play-off deal.

A single deal can also be lost at once by a penalty (BYGG-PEN-2/3): the engine ends it with
``ended_by: "penalty"``, and :func:`lost_by_penalty` records every other side as the winners
(two of them with three players, AKF-30).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from service.core.game import Event
from service.core.text import msg
from service.games.building.options import ByggOptions
from service.games.fishing.match import DealResult, best, participants
from service.games.fishing.state import MatchState

__all__ = [
    "DECIDED_BY_RULES",
    "MATCH_FORMATS",
    "ByggMatch",
    "bygg_match",
    "lost_by_penalty",
]

MATCH_FORMATS = ("single", "target", "three_deals")  # BYGG-VAR-7
THREE_DEALS = 3  # BYGG-MATCH-3: everyone deals once

#: The ``decided_by`` words of a Byggkasino match and the rules behind them.
DECIDED_BY_RULES: dict[str, str] = {
    "single_deal": "BYGG-MATCH-5",  # most points in a single deal, ties shared (AKF-32)
    "points": "BYGG-MATCH-2",  # the target reached, the most points win
    "three_deals": "BYGG-MATCH-3",  # the most points after three deals
    "playoff": "BYGG-MATCH-4",  # first place was tied and a play-off deal decided it
    "penalty": "BYGG-PEN-2",  # a single deal lost by a default or forbidden trail
}


@dataclass(frozen=True)
class ByggMatch:
    """BYGG-MATCH-1…5 for one ``match`` format (BYGG-VAR-7); ``target`` only with "target"
    (BYGG-VAR-8). Implements ``MatchRules`` and ``SeatingRules`` of the fishing engine."""

    format: str
    target: int | None = None

    def __post_init__(self) -> None:
        if self.format not in MATCH_FORMATS:
            raise ValueError(f"unknown Byggkasino match format {self.format!r}")
        if (self.target is not None) != (self.format == "target"):
            raise ValueError("a target belongs to the 'target' format only")

    def _regular_part_over(self, scores: Sequence[int], deals: int) -> bool:
        """Whether the match proper is over, so a tie for first place means a play-off."""
        if self.format == "target":
            assert self.target is not None
            return max(scores) >= self.target  # BYGG-MATCH-2
        if self.format == "three_deals":
            return deals >= THREE_DEALS  # BYGG-MATCH-3
        return deals >= 1

    def after_deal(self, match: MatchState, result: DealResult) -> MatchState:
        played = replace(
            match,
            scores=tuple(a + b for a, b in zip(match.scores, result.totals, strict=True)),
            history=(*match.history, tuple(result.totals)),
        )
        seated = participants(match)
        if self.format == "single":  # BYGG-MATCH-5, AKF-32: equal first place is shared
            return _over(played, best(result.totals, seated), "single_deal")
        if not self._regular_part_over(played.scores, len(played.history)):
            return played
        top = best(played.scores, seated)  # AKF-31: judged on the totals
        if len(top) > 1:
            return played  # BYGG-MATCH-4: the tied sides play another deal
        if self._regular_part_over(match.scores, len(match.history)):
            return _over(played, top, "playoff")
        return _over(played, top, "points" if self.format == "target" else "three_deals")

    def is_decided(self, scores: tuple[int, ...], deals: int) -> bool:
        if self.format == "single":
            return deals >= 1
        top = max(scores)
        return self._regular_part_over(scores, deals) and scores.count(top) == 1

    def rule(self, decided_by: str | None) -> str | None:
        return DECIDED_BY_RULES.get(decided_by or "")

    # -- SeatingRules: who plays a play-off deal (BYGG-MATCH-4) ----------------------------

    @property
    def seating_rule(self) -> str:
        return "BYGG-MATCH-4"

    @property
    def seating_text(self) -> str:
        return msg("every side, or in a play-off deal those tied for first place before it")

    def still_in(self, match: MatchState) -> list[int]:
        """Every side until the match proper is over; then those tied for first place among
        the sides of the latest deal (AKF-31) — the sides left out of a play-off are behind,
        so this is also the tie among all sides."""
        if self.format == "single" or not self._regular_part_over(match.scores, len(match.history)):
            return list(range(len(match.scores)))
        return best(match.scores, participants(match))

    def seating_events(self, before: MatchState, after: MatchState) -> list[Event]:
        """A play-off follows: which sides play it (BYGG-MATCH-4)."""
        if after.over or self.format == "single":
            return []
        if not self._regular_part_over(after.scores, len(after.history)):
            return []
        return [{"type": "playoff", "sides": self.still_in(after), "rule": "BYGG-MATCH-4"}]


def bygg_match(options: ByggOptions) -> ByggMatch:
    """The match rules of these options (BYGG-VAR-7/8)."""
    if options.match == "target":
        return ByggMatch("target", options.target)
    return ByggMatch(options.match)


def _over(match: MatchState, winners: Sequence[int], decided_by: str) -> MatchState:
    return replace(match, over=True, winners=tuple(winners), decided_by=decided_by)


def lost_by_penalty(match: MatchState, offender_side: int) -> MatchState:
    """BYGG-PEN-2/3 (and Mulle Glimne's, MULLE-G-6): the deal ends at once and every other
    side playing it wins (AKF-30: with three players two share the win). The deal scores
    nothing: its history row is zeros, so the totals are unchanged.

    >>> m = lost_by_penalty(MatchState(seed=1, target=None, scores=(0, 0, 0)), 1)
    >>> m.over, m.winners, m.decided_by, m.history
    (True, (0, 2), 'penalty', ((0, 0, 0),))
    """
    winners = [side for side in participants(match) if side != offender_side]
    row = (0,) * len(match.scores)
    played = replace(match, history=(*match.history, row))
    return _over(played, winners, "penalty")
