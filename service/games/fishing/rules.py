"""Everything a fishing game's options decide, bundled as one record the engine reads.

A variation of the family is data: how captures are judged (:class:`CaptureRules`), how a
tabbe is recorded (:class:`SweepRules`), what scores (:class:`ScoringRules`), how a match ends
(:class:`MatchRules`), and a few switches for the games' own features. Each game maps its
typed options to one :class:`Rules`; Kasino's mapping lives here because misär and
Dragkasino start from it.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Protocol

from service.core.text import msg
from service.games.fishing.match import MatchRules, SeatingRules, TargetMatch
from service.games.fishing.play import CaptureRules
from service.games.fishing.scoring import Award, KeptPoints, ScoringRules, special_card_points
from service.games.fishing.values import Valuation


@dataclass(frozen=True)
class SweepRules:
    """When a tabbe is recorded (CORE-TABBE-1) — Finnish Kasino and Byggkasino restrict it.

    ``cancellation``: once every side has an uncancelled sweep, each loses one (FIN-SWEEP-2;
    with two sides that is Byggkasino's BYGG-VAR-6: marks = max(0, own − the other side's)),
    cited as ``cancellation_rule``. ``none_in_last_round``: sweeps in the last round are not
    recorded (FIN-SWEEP-3, AKF-36). ``none_at``: no sweep is recorded while any side's running
    score is at least this (FIN-SWEEP-4, AKF-35). ``unmarked_by``: the rule under which tabbes
    are not marked at all (BYGG-VAR-5), None where they are.
    """

    cancellation: bool = False
    none_in_last_round: bool = False
    none_at: int | None = None
    cancellation_rule: str = "FIN-SWEEP-2"
    unmarked_by: str | None = None

    @property
    def records_every_tabbe(self) -> bool:
        """Whether every tabbe is recorded: where none of the restrictions above applies
        (Finnish Kasino's sweeps may go unrecorded or be cancelled, FIN-SWEEP-2…4, and
        Byggkasino's may be unmarked or cancelled, BYGG-VAR-5/6)."""
        return not (
            self.cancellation
            or self.none_in_last_round
            or self.none_at is not None
            or self.unmarked_by is not None
        )


@dataclass(frozen=True)
class Rules:
    """One game's rules as data (see the module docstring).

    ``immediate_points``: storan, lillan and aces count when captured and can end the match
    during a deal (FIN-SCORE-2, FIN-MATCH-1). ``mulles``: a capture of the twin alone is a
    mulle (MULLE-S-7). ``penalize_forced_tabbe``: a missed forced tabbe is accepted with a
    penalty instead of refused (MISAR-FORCE-2, CORE-ENF-1). ``announce_out``: KAS-VAR-8.
    ``building``: the game builds (Byggkasino, Mulle Glimne) under these rules (BYGG-VAR-1…4).
    ``single_deal_penalties``: a default or forbidden trail loses the deal (BYGG-PEN-2/3)
    instead of giving points to the others (BYGG-PEN-4/5).
    """

    capture: CaptureRules
    scoring: ScoringRules
    match: MatchRules
    sweeps: SweepRules = field(default_factory=SweepRules)
    immediate_points: bool = False
    mulles: bool = False
    penalize_forced_tabbe: bool = False
    announce_out: bool = False
    #: The building family's own rules (service/games/building/options.py): fishing asks only
    #: whether the game builds, so it holds them without knowing their type.
    building: Hashable | None = None
    single_deal_penalties: bool = False

    @cached_property
    def seating(self) -> SeatingRules | None:
        """The match rules when they may seat only some sides (MISAR-MATCH-1, BYGG-MATCH-4).

        Decided once per rules (the engine memoises them per options): a runtime protocol
        check costs about 30 µs a call on Python 3.11, too much for every request."""
        return self.match if isinstance(self.match, SeatingRules) else None

    @cached_property
    def zones(self) -> frozenset[str]:
        """Per-seat counts the state keeps beyond tabbes: mulles, penalty points, mulle
        points (Mulle Glimne keeps ``mulle_points`` and no ``mulles``)."""
        kept = {"mulles"} if self.mulles else set()
        if self.scoring.penalty is not None:
            kept.add("penalties")
        if self.scoring.mulle_points is not None:
            kept.add("mulle_points")
        return frozenset(kept)

    @property
    def ends_early(self) -> frozenset[str]:
        """The ways a deal may end before its cards are played out (``ended_by``)."""
        ways = {"announce_out"} if self.announce_out else set()
        if self.immediate_points:
            ways.add("immediate_win")
        if self.single_deal_penalties:
            ways.add("penalty")  # BYGG-PEN-2/3
        return frozenset(ways)


MISAR_PENALTY = Award(5, "MISAR-FORCE-2")


def kasino_scoring(
    *, sistan: bool, overspader: bool, pooled: bool, penalty: Award | None = None
) -> ScoringRules:
    """KAS-SCORE-1…4: most cards 1, most spades 2 (or Överspader), storan 2, lillan 1, aces 1,
    tabbes 1, sistan 1 when played; misär counts the same (MISAR-SCORE-1) plus penalties."""
    return ScoringRules(
        card_points=special_card_points("KAS-SCORE-1"),
        tabbe=Award(1, "KAS-TABBE-1"),
        most_cards=Award(1, "KAS-SCORE-1"),
        most_spades=None if overspader else Award(2, "KAS-SCORE-1"),
        overspader=Award(1, "KAS-VAR-7") if overspader else None,
        sistan=Award(1, "KAS-VAR-2") if sistan else None,
        penalty=None
        if penalty is None
        else KeptPoints(
            penalty.rule, "penalty", msg("penalty points (forced tabbe missed)"), penalty.points
        ),
        pooled=pooled,
    )


class KasinoLike(Protocol):
    """The Kasino options a game built on Kasino has (Kasino itself, Dragkasino)."""

    @property
    def valuation(self) -> Valuation: ...
    @property
    def forced_capture(self) -> bool: ...
    @property
    def sistan_point(self) -> bool: ...
    @property
    def overspader(self) -> bool: ...
    @property
    def partnerships(self) -> bool: ...
    @property
    def partner_scoring(self) -> str: ...
    @property
    def target(self) -> int | None: ...
    @property
    def tie_rule(self) -> str: ...
    @property
    def announce_out(self) -> bool: ...


def kasino_rules(options: KasinoLike) -> Rules:
    """Kasino (section 3) from its options."""
    return Rules(
        capture=CaptureRules(
            options.valuation,
            options.forced_capture,
            hand_value_rule="KAS-VAR-1",  # the valuation option decides the values
            value_rule="KAS-VAR-1",
            value_option=True,
        ),
        scoring=kasino_scoring(
            sistan=options.sistan_point,
            overspader=options.overspader,
            pooled=not options.partnerships or options.partner_scoring == "pooled_piles",
        ),
        match=TargetMatch(options.target, options.tie_rule),
        announce_out=options.announce_out,
    )
