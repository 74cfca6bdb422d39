"""Matches of the fishing games: what a finished deal does to the match, one record per rule set.

- :class:`TargetMatch` — first to a target, most points wins, tie rules (KAS-MATCH-1…3,
  KAS-VAR-6); single deals without a target (KAS-MATCH-2). Mulle plays it too (AKF-45).
- :class:`LowestWins` — misär single deals: the lowest score wins (MISAR-SCORE-2, AKF-16).
- :class:`Elimination` — misär's match: 21 or more is out, the last one left wins
  (MISAR-MATCH-1…3, AKF-17, AKF-18).
- :class:`FinnishMatch` — to 16 with the Finnish tie-break (FIN-MATCH-2/3, AKF-37); the
  immediate win during a deal (FIN-MATCH-1) is the engine's, recorded as ``immediate_win``.

Match rules under which not every side plays every deal (misär's elimination, Byggkasino's
play-offs) are also :class:`SeatingRules`: the state's ``remaining`` then names the sides of
the current deal, and the engine seats the next deal from :meth:`SeatingRules.still_in`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol, runtime_checkable

from service.core.game import Event, Standing
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem
from service.games.fishing.state import MatchState


@dataclass(frozen=True)
class DealResult:
    """A finished deal per match side: points, and the counts the tie-breaks compare."""

    totals: tuple[int, ...]
    spades: tuple[int, ...]
    cards: tuple[int, ...]
    specials: tuple[int, ...]  # points for aces, lillan and storan (FIN-MATCH-3)


class MatchRules(Protocol):
    @property
    def target(self) -> int | None:
        """The target in the state's ``match`` (the elimination limit for misär)."""
        ...

    def after_deal(self, match: MatchState, result: DealResult) -> MatchState: ...

    def is_decided(self, scores: tuple[int, ...], deals: int) -> bool:
        """Would a match with these totals after ``deals`` finished deals be over (for
        continuing a match from history)?"""
        ...

    def rule(self, decided_by: str | None) -> str | None:
        """The rule ID behind a ``decided_by`` word."""
        ...


@runtime_checkable
class SeatingRules(Protocol):
    """Match rules that may seat only some sides in a deal (MISAR-MATCH-1, BYGG-MATCH-4).

    Only individual players are ever left out, so a side is one seat: seat ``i`` of a deal
    with ``remaining`` set is side ``remaining[i]`` (``MatchState.remaining``).
    """

    @property
    def seating_rule(self) -> str:
        """The rule that says who plays the next deal."""
        ...

    @property
    def seating_text(self) -> str:
        """Who plays a deal, to finish "the players of this deal are …"."""
        ...

    def still_in(self, match: MatchState) -> list[int]:
        """The sides that play the deal after ``match``'s latest finished deal (every side
        before the first deal), in seat order."""
        ...

    def seating_events(self, before: MatchState, after: MatchState) -> list[Event]:
        """What the end of a deal announces about the seating (``before``: the match as the
        deal began, ``after``: with its points added and decided)."""
        ...


def best(values: Sequence[int], among: Sequence[int], lowest: bool = False) -> list[int]:
    """The sides in ``among`` with the highest (or lowest) value."""
    pick = min if lowest else max
    top = pick(values[i] for i in among)
    return [i for i in among if values[i] == top]


def _added(match: MatchState, totals: Sequence[int]) -> MatchState:
    scores = tuple(a + b for a, b in zip(match.scores, totals, strict=True))
    return replace(match, scores=scores, history=(*match.history, tuple(totals)))


def _over(match: MatchState, winners: Sequence[int], decided_by: str) -> MatchState:
    return replace(match, over=True, winners=tuple(winners), decided_by=decided_by)


def after_deal(
    match: MatchState, totals: Sequence[int], spades: Sequence[int], tie_rule: str
) -> MatchState:
    """Kasino's match once a deal's points are added: over or not, and who won.

    Single deals (no target): most points wins, equal first place shared (AKF-09). A match:
    over once a side has reached the target; most points wins; a tie goes to most spades in
    the last deal, then is shared (AKF-06, AKF-07) — or, with ``play_more_deals``, further
    deals are played until one side alone leads (AKF-08).
    """
    played = _added(match, totals)
    sides = range(len(played.scores))
    if match.target is None:
        return _over(played, best(totals, sides), "single_deal")
    if max(played.scores) < match.target:
        return played
    top = best(played.scores, sides)
    if len(top) == 1:
        return _over(played, top, "points")
    if tie_rule == "play_more_deals":
        return played
    by_spades = best(spades, top)
    return _over(played, by_spades, "spades_last_deal" if len(by_spades) == 1 else "shared")


@dataclass(frozen=True)
class TargetMatch:
    """KAS-MATCH-1…3 (and Mulle, MULLE-S-11); the ``*_rule_id`` fields name the rule IDs."""

    target: int | None
    tie_rule: str = "spades_last_deal"
    single_rule_id: str = "KAS-MATCH-2"
    points_rule_id: str = "KAS-MATCH-1"
    tie_rule_id: str = "KAS-MATCH-3"

    def after_deal(self, match: MatchState, result: DealResult) -> MatchState:
        return after_deal(match, result.totals, result.spades, self.tie_rule)

    def is_decided(self, scores: tuple[int, ...], deals: int) -> bool:
        if self.target is None:
            return True
        top = max(scores)
        return top >= self.target and (scores.count(top) == 1 or self.tie_rule != "play_more_deals")

    def rule(self, decided_by: str | None) -> str | None:
        return {
            "single_deal": self.single_rule_id,
            "points": self.points_rule_id,
            "spades_last_deal": self.tie_rule_id,
            "shared": self.tie_rule_id,
            "announce_out": "KAS-VAR-8",
            "penalty": "BYGG-PEN-2",  # Mulle Glimne's single-deal penalties (MULLE-G-6)
        }.get(decided_by or "")


@dataclass(frozen=True)
class LowestWins:
    """Misär single deals: lowest score wins; then fewest spades; then shared (AKF-16)."""

    target: int | None = None

    def after_deal(self, match: MatchState, result: DealResult) -> MatchState:
        played = _added(match, result.totals)
        return _lowest(played, result.totals, participants(match), result.spades, "lowest")

    def is_decided(self, scores: tuple[int, ...], deals: int) -> bool:
        return True

    def rule(self, decided_by: str | None) -> str | None:
        return "MISAR-SCORE-2" if decided_by else None


def _lowest(
    played: MatchState,
    points: Sequence[int],
    sides: Sequence[int],
    spades: Sequence[int],
    decided_by: str,
) -> MatchState:
    """The match won by the lowest ``points`` among ``sides``; a tie by the fewest spades
    among the tied, else shared (AKF-16, AKF-18)."""
    top = best(points, sides, lowest=True)
    if len(top) == 1:
        return _over(played, top, decided_by)
    by_spades = best(spades, top, lowest=True)
    return _over(played, by_spades, "fewest_spades" if len(by_spades) == 1 else "shared")


def participants(match: MatchState) -> list[int]:
    """The sides playing ``match``'s current deal (all unless ``remaining`` says otherwise)."""
    if match.remaining is not None:
        return list(match.remaining)
    return list(range(len(match.scores)))


@dataclass(frozen=True)
class Elimination:
    """MISAR-MATCH-1…3: at ``target`` (21) or more a player is out after the deal."""

    target: int = 21

    @property
    def seating_rule(self) -> str:
        return "MISAR-MATCH-1"

    @property
    def seating_text(self) -> str:
        return msg("those below {target} before it", target=self.target)

    def still_in(self, match: MatchState) -> list[int]:
        """Sides of this deal still below the limit (they play the next deal, AKF-17)."""
        return [side for side in participants(match) if match.scores[side] < self.target]

    def seating_events(self, before: MatchState, after: MatchState) -> list[Event]:
        out = [s for s in self.still_in(before) if after.scores[s] >= self.target]
        return [{"type": "eliminated", "sides": out, "rule": "MISAR-MATCH-1"}] if out else []

    def after_deal(self, match: MatchState, result: DealResult) -> MatchState:
        played = _added(match, result.totals)
        left = self.still_in(played)
        if len(left) == 1:
            return _over(played, left, "last_remaining")
        if left:
            return played
        everyone = participants(match)  # AKF-18: all out at once
        return _lowest(played, played.scores, everyone, result.spades, "fewest_points")

    def is_decided(self, scores: tuple[int, ...], deals: int) -> bool:
        return sum(score < self.target for score in scores) <= 1

    def rule(self, decided_by: str | None) -> str | None:
        return {
            "last_remaining": "MISAR-MATCH-2",
            "fewest_points": "MISAR-MATCH-3",
            "fewest_spades": "MISAR-MATCH-3",
            "shared": "MISAR-MATCH-3",
        }.get(decided_by or "")


@dataclass(frozen=True)
class FinnishMatch:
    """FIN-MATCH-2/3: after a deal, 16 or more and the highest wins; ties by aces and the
    kasinos, then spades, then cards of the final deal, then shared (AKF-37)."""

    target: int = 16

    def after_deal(self, match: MatchState, result: DealResult) -> MatchState:
        played = _added(match, result.totals)
        if max(played.scores) < self.target:
            return played
        top = best(played.scores, range(len(played.scores)))
        if len(top) == 1:
            return _over(played, top, "points")
        for counts in (result.specials, result.spades, result.cards):
            top = best(counts, top)
            if len(top) == 1:
                return _over(played, top, "tiebreak")
        return _over(played, top, "shared")

    def is_decided(self, scores: tuple[int, ...], deals: int) -> bool:
        return max(scores) >= self.target

    def rule(self, decided_by: str | None) -> str | None:
        return {
            "points": "FIN-MATCH-2",
            "tiebreak": "FIN-MATCH-3",
            "shared": "FIN-MATCH-3",
            "immediate_win": "FIN-MATCH-1",
        }.get(decided_by or "")


def standing(match: MatchState, rules: MatchRules) -> Standing:
    return Standing(
        scores=match.scores,
        target=match.target,
        deal_number=match.deal_number,
        over=match.over,
        winners=match.winners,
        decided_by=match.decided_by,
        rule=rules.rule(match.decided_by),
    )


def continue_match(
    rules: MatchRules, sides: int, players: int, seed: int, history: Sequence[Sequence[int]]
) -> MatchState:
    """A match carried on from earlier deals' points per side (the deals request's ``match``).

    Where not every side plays every deal (:class:`SeatingRules`: an elimination match, a
    Byggkasino play-off) the sides are the match's original ones and the deal is for those the
    rules seat next, who must be exactly ``players`` (MISAR-MATCH-1, BYGG-MATCH-4).
    """
    seating = rules if isinstance(rules, SeatingRules) else None
    declared = sides
    if seating is not None and history and len(history[0]) >= declared:
        sides = len(history[0])  # the match's sides, some of whom may sit this deal out
    problems = [
        Problem(
            f"/match/history/{i}",
            "wrong_length",
            msg("Each row needs {sides} entries.", sides=sides),
        )
        for i, row in enumerate(history)
        if len(row) != sides
    ]
    problems += negative_row_problems(history, "/match/history")
    if problems:
        raise InvalidInput("invalid_request", problems)
    scores = tuple(map(sum, zip(*history, strict=True))) if history else (0,) * sides
    decided = deciding_deal(rules, history)
    if decided is not None:
        raise InvalidInput(
            "invalid_request",
            [
                Problem(
                    f"/match/history/{decided}",
                    "match_over",
                    msg(
                        "Deal {decided} decided the match, so no further deal is played.",
                        decided=decided + 1,
                    ),
                )
            ],
        )
    match = MatchState(
        seed=seed,
        target=rules.target,
        deal_number=len(history) + 1,
        scores=scores,
        history=tuple(tuple(row) for row in history),
    )
    if seating is None:
        return match
    left = tuple(seating.still_in(match))
    everyone = len(left) == sides
    if (declared != sides) if everyone else (len(left) != players):
        rule = seating.seating_rule
        raise InvalidInput(
            "invalid_request",
            [
                Problem(
                    "/players",
                    "wrong_player_count",
                    msg(
                        "Only {n_left} of the match's {sides} players or sides take part in its "
                        "next deal ({rule}).",
                        n_left=len(left),
                        sides=sides,
                        rule=rule,
                    ),
                    rule,
                )
            ],
        )
    return match if everyone else replace(match, remaining=left)


def negative_row_problems(history: Sequence[Sequence[int]], pointer: str) -> list[Problem]:
    """CORE-SCORE-4: no deal of these games scores a side below 0 (for a deals request's
    history and a state's alike)."""
    return [
        Problem(
            f"{pointer}/{i}/{side}",
            "negative_points",
            msg("A deal scores no side fewer than 0 points."),
            "CORE-SCORE-4",
        )
        for i, row in enumerate(history)
        for side, points in enumerate(row)
        if points < 0
    ]


def deciding_deal(rules: MatchRules, history: Sequence[Sequence[int]]) -> int | None:
    """The index of the first deal of ``history`` after which the match was over, judged on
    the totals after each deal (a tie broken by more deals may come later, yet the match was
    over when one side first won it); None while the match goes on."""
    scores = (0,) * (len(history[0]) if history else 0)
    for index, row in enumerate(history):
        scores = tuple(a + b for a, b in zip(scores, row, strict=True))
        if rules.is_decided(scores, index + 1):
            return index
    return None


def decision_problems(
    match: MatchState, rules: MatchRules, last: DealResult | None, *, ended_early: bool = False
) -> list[Problem]:
    """The match's ``over``/``winners``/``decided_by`` are what its rules decide: no deal
    follows a decided match, and a finished deal (``last``, None while it is in play or when
    it ended early) decides exactly as :meth:`MatchRules.after_deal` says. A deal that ended
    early (``ended_early``) decided the match its own way, which the caller checks."""
    base = "/state/match"
    this_deal_over = last is not None or ended_early
    earlier = match.history[: match.deal_number - 1] if this_deal_over else match.history
    decided = deciding_deal(rules, earlier)
    if decided is not None:
        return [
            Problem(
                f"{base}/history/{decided}",
                "match_already_decided",
                msg(
                    "Deal {decided} decided the match, so no further deal is played.",
                    decided=decided + 1,
                ),
            )
        ]
    scores = tuple(map(sum, zip(*earlier, strict=True))) if earlier else (0,) * len(match.scores)
    if ended_early:
        return []
    if last is None:
        if not match.over and match.decided_by is not None:
            return [
                Problem(f"{base}/decided_by", "wrong_decided_by", msg("The match is not over."))
            ]
        return []
    before = replace(match, scores=scores, history=tuple(earlier), over=False, winners=None)
    expected = rules.after_deal(before, last)
    if tuple(expected.history[-1]) != tuple(match.history[-1]):
        return [
            Problem(
                f"{base}/history/{len(earlier)}",
                "wrong_deal_points",
                msg("This deal scores {totals} per side.", totals=list(last.totals)),
            )
        ]
    if (expected.over, expected.winners, expected.decided_by) != (
        match.over,
        match.winners,
        match.decided_by,
    ):
        return [
            Problem(
                f"{base}/over",
                "wrong_decision",
                msg(
                    "After this deal the match is over, won by side(s) {winners} ({decided_by}).",
                    winners=list(expected.winners or ()),
                    decided_by=expected.decided_by,
                )
                if expected.over
                else msg("After this deal the match is not over."),
            )
        ]
    return []
