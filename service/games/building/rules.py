"""The building games' options as :class:`~service.games.fishing.rules.Rules` (reference §6, §9).

Both games value special cards high from the hand and low on the table (V-HANDTABLE,
BYGG-VAL-1, MULLE-G-4), build by the Byggkasino rules in ``building`` and pool partners'
piles (BYGG-GEN-1, MULLE-G-1, AKF-47). What differs is data:

- **Byggkasino** (BYGG-SCORE-1…3): most cards 3, most spades 1 (a tie for first place gives
  nobody anything), storan 2, lillan 1, each ace 1, each tabbe 1 — 11 points a deal plus the
  tabbes. ``tabbe_points`` false: tabbes score nothing and are not marked (BYGG-VAR-5);
  ``tabbe_cancellation``: a tabbe cancels one of the other side's marks instead, so a side
  keeps max(0, own − the other's) (BYGG-VAR-6, Finnish cancellation with two sides). Penalty
  points a side *receives* (5 for a default, BYGG-PEN-4; 2 for a forbidden trail, BYGG-PEN-5)
  are kept in the state's ``penalties`` zone on the first seat of the receiving side and
  score for it as "penalty points received" (BYGG-PEN-7). A single deal is lost by a penalty
  instead (BYGG-PEN-2/3). Matches: :mod:`service.games.building.match`.
- **Mulle (Glimne)** (MULLE-G-9): each storan 3, each lillan 2, each ace of spades 2 (every
  ace with ``ace_points: all_aces``, MULLE-G-VAR-1, AKF-46), every other spade 1 — 36 card
  points a deal (48 with all aces) — each tabbe 1 and the mulle points kept in the
  ``mulle_points`` zone, 1 each (MULLE-G-8). No most cards, most spades or last capture
  (MULLE-G-11, AKF-47). Penalties lose a single deal (MULLE-G-6, AKF-43; in a match, D6);
  matches are single deals or a target like Mulle Sassersson's (MULLE-G-12, AKF-45, MULLE-G-VAR-3).
"""

from __future__ import annotations

from collections.abc import Sequence

from service.core.cards import LILLAN, STORAN, Card, is_ace, is_spade
from service.core.text import msg
from service.games.building.match import bygg_match
from service.games.building.options import ByggOptions, GlimneOptions
from service.games.fishing.match import TargetMatch
from service.games.fishing.play import CaptureRules
from service.games.fishing.rules import Rules, SweepRules
from service.games.fishing.scoring import (
    Award,
    CardPoint,
    KeptPoints,
    ScoringRules,
    special_card_points,
)
from service.games.fishing.values import Valuation

__all__ = [
    "BYGG_DEFAULT_PENALTY",
    "BYGG_PENALTY_POINTS",
    "BYGG_TRAIL_PENALTY",
    "GLIMNE_MULLE_POINTS",
    "bygg_rules",
    "bygg_scoring",
    "glimne_card_points",
    "glimne_rules",
    "glimne_scoring",
    "penalty_receivers",
    "received_penalties",
]

#: BYGG-PEN-4: a player in default gives every other side 5 points (match over several deals).
BYGG_DEFAULT_PENALTY = Award(5, "BYGG-PEN-4")
#: BYGG-PEN-5: a forbidden trail gives every other side 2 points (match over several deals).
BYGG_TRAIL_PENALTY = Award(2, "BYGG-PEN-5")
#: BYGG-PEN-7: the points received, scored for the receiving side with the deal.
BYGG_PENALTY_POINTS = KeptPoints("BYGG-PEN-7", "penalty_received", msg("penalty points received"))
#: MULLE-G-8: each mulle scores the played card's capture value; the zone keeps their sum.
GLIMNE_MULLE_POINTS = KeptPoints("MULLE-G-8", "mulle_points", msg("mullar (capture values)"))


def bygg_scoring(*, tabbe_points: bool) -> ScoringRules:
    """BYGG-SCORE-1: most cards 3, most spades 1, storan 2, lillan 1, aces 1, tabbes 1, from
    pooled piles; BYGG-SCORE-2: a tie for first place in cards or spades gives nobody those
    points (CORE-SCORE-2, applied by the scoring table); BYGG-SCORE-3: so 11 points a deal
    plus the tabbes. Penalty points received count too (BYGG-PEN-7); without
    ``tabbe_points`` no tabbe is ever marked (BYGG-VAR-5)."""
    return ScoringRules(
        card_points=special_card_points("BYGG-SCORE-1"),
        tabbe=Award(1, "BYGG-TABBE-1") if tabbe_points else Award(0, "BYGG-VAR-5"),
        most_cards=Award(3, "BYGG-SCORE-1"),
        most_spades=Award(1, "BYGG-SCORE-1"),
        penalty=BYGG_PENALTY_POINTS,
        pooled=True,  # BYGG-SCORE-1: partners combine their piles
    )


def bygg_rules(options: ByggOptions) -> Rules:
    """Byggkasino (section 6) from its options: V-HANDTABLE (BYGG-VAL-1), the building rules
    BYGG-VAR-1…4, scoring (BYGG-SCORE-1…3), tabbes (BYGG-TABBE-1, BYGG-VAR-5/6), the match
    (BYGG-VAR-7/8) and the penalties of a single deal or a match (BYGG-PEN-2/3 or 4/5)."""
    return Rules(
        capture=CaptureRules(
            Valuation.HANDTABLE, hand_value_rule="BYGG-VAL-2", value_rule="BYGG-VAL-1"
        ),
        scoring=bygg_scoring(tabbe_points=options.tabbe_points),
        match=bygg_match(options),
        sweeps=SweepRules(
            cancellation=options.tabbe_cancellation,  # two sides only (option spec)
            cancellation_rule="BYGG-VAR-6",
            unmarked_by=None if options.tabbe_points else "BYGG-VAR-5",
        ),
        building=options.building,
        single_deal_penalties=options.match == "single",  # BYGG-PEN-2/3, else BYGG-PEN-4/5
    )


def _other_spade(card: Card) -> bool:
    return is_spade(card) and card not in (LILLAN, "AS")


def glimne_card_points(ace_points: str) -> tuple[CardPoint, ...]:
    """MULLE-G-9 (AKF-46): storan 3, lillan 2, each AS 2 (every ace with ``all_aces``), every
    other spade 1 — the ace of spades scores 2 either way, never 2 + 1.

    >>> from service.games.fishing.scoring import card_points
    >>> from service.games.building.dealing import DOUBLE_DECK
    >>> card_points(DOUBLE_DECK, glimne_card_points("spade_aces"))
    36
    >>> card_points(DOUBLE_DECK, glimne_card_points("all_aces"))
    48
    """
    rule = "MULLE-G-9"
    aces = (
        CardPoint("aces", msg("aces"), 2, "MULLE-G-VAR-1", is_ace)
        if ace_points == "all_aces"
        else CardPoint("spade_aces", msg("aces of spades (AS)"), 2, rule, lambda c: c == "AS")
    )
    return (
        CardPoint("storan", msg("storan (10D)"), 3, rule, lambda c: c == STORAN),
        CardPoint("lillan", msg("lillan (2S)"), 2, rule, lambda c: c == LILLAN),
        aces,
        CardPoint("spades", msg("other spades"), 1, rule, _other_spade),
    )


def glimne_scoring(ace_points: str, match: bool = False) -> ScoringRules:
    """MULLE-G-9: card points, tabbes 1 (MULLE-G-10), mulle points (MULLE-G-8); no most
    cards, most spades or sistan (MULLE-G-11, AKF-47); partners pool their piles (MULLE-G-1).
    In a match to a target, penalty points received count too (decision D6, BYGG-PEN-7)."""
    return ScoringRules(
        card_points=glimne_card_points(ace_points),
        tabbe=Award(1, "MULLE-G-9"),
        mulle_points=GLIMNE_MULLE_POINTS,
        penalty=BYGG_PENALTY_POINTS if match else None,
        pooled=True,
    )


def glimne_rules(options: GlimneOptions) -> Rules:
    """Mulle, Dan Glimne's version (section 9), from its options: V-HANDTABLE (MULLE-G-4),
    builds captured whole and built by the Byggkasino rules in ``building`` (MULLE-G-5/6,
    MULLE-G-VAR-2)."""
    return Rules(
        capture=CaptureRules(
            Valuation.HANDTABLE, hand_value_rule="MULLE-G-4", value_rule="MULLE-G-4"
        ),
        scoring=glimne_scoring(options.ace_points, match=options.target is not None),
        # MULLE-G-12, AKF-45: single deals (target null) or a target, ties to most spades
        # in the last deal (MULLE-G-VAR-3)
        match=TargetMatch(
            options.target,
            single_rule_id="MULLE-G-12",
            points_rule_id="MULLE-G-12",
            tie_rule_id="MULLE-G-12",
        ),
        # Glimne's mulles (MULLE-G-7) are the engine's own; Sassersson's ``mulles`` stay off
        mulles=False,
        building=options.building,
        # MULLE-G-6, AKF-43: the single-deal penalties BYGG-PEN-1…3 in single deals; in a
        # match to a target (MULLE-G-VAR-3) Byggkasino's match penalties BYGG-PEN-4/5
        # (decision D6: a lost deal would otherwise end the whole match or cost nothing)
        single_deal_penalties=options.target is None,
    )


def penalty_receivers(sides: Sequence[Sequence[int]], offender: int) -> list[int]:
    """The seats that keep the penalty points of a side receiving them: the first (lowest)
    seat of every side playing the deal other than the offender's (BYGG-PEN-4/5). Partners'
    points are pooled in scoring, so which partner keeps them does not change the score.

    >>> penalty_receivers(((0, 2), (1, 3)), 2), penalty_receivers(((0,), (1,), (2,)), 1)
    ([1], [0, 2])
    """
    return [seats[0] for seats in sides if seats and offender not in seats]


def received_penalties(
    penalties: Sequence[int], sides: Sequence[Sequence[int]], offender: int, award: Award
) -> tuple[int, ...]:
    """The ``penalties`` zone after ``offender``'s penalty gives ``award`` to every other side
    (BYGG-PEN-4: 5, BYGG-PEN-5: 2).

    >>> received_penalties((0, 0, 0), ((0,), (1,), (2,)), 0, BYGG_TRAIL_PENALTY)
    (0, 2, 2)
    """
    receivers = penalty_receivers(sides, offender)
    return tuple(n + award.points * (seat in receivers) for seat, n in enumerate(penalties))
