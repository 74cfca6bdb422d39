"""Finnish Kasino (reference §7): high values from the hand, points at capture, to 16.

On the Kasino engine: V-HANDTABLE values, so an ace never takes a single ace (FIN-VAL-1/2,
cited as FIN-VAL-2 when that is why a capture fails); the four-card deal (FIN-GEN-2); no
building (FIN-GEN-3); sweeps (mökki) with cancellation, none in the last round and none once
a score reaches 10 (FIN-SWEEP-1…5); scoring to 10 points a deal with the two-way spade tie
shared (FIN-SCORE-1…4); storan, lillan and aces credited at capture, so a capture can win the
match in the middle of a deal (FIN-SCORE-2, FIN-MATCH-1); the end-of-deal decision and its
tie-break (FIN-MATCH-2/3); optional teams of two (FIN-VAR-4). No sistan point (FIN-END-1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from service.core.options import OptionSpec
from service.core.text import msg
from service.games.fishing.dealing import KASINO_ROUNDS
from service.games.fishing.engine import FishingGame
from service.games.fishing.match import FinnishMatch
from service.games.fishing.options import enforcement, partnership_sides, plain, resolved
from service.games.fishing.play import CaptureRules
from service.games.fishing.rules import Rules, SweepRules
from service.games.fishing.scoring import Award, ScoringRules, special_card_points
from service.games.fishing.values import Valuation
from service.games.fishing.variant import Variant

SWEEP_LIMIT = 10  # FIN-SWEEP-4, FIN-VAR-3

FINNISH_SPECS: tuple[OptionSpec, ...] = (
    enforcement(msg("Finnish Kasino defines none, so both refuse.")),
    OptionSpec(
        "sweep_cancellation",
        "bool",
        True,
        "FIN-VAR-1",
        msg("When every player (team) has an uncancelled sweep, each loses one (FIN-SWEEP-2)."),
    ),
    OptionSpec(
        "no_sweeps_last_round",
        "bool",
        True,
        "FIN-VAR-2",
        msg("Sweeps in the last round are not recorded at all (FIN-SWEEP-3, AKF-36)."),
    ),
    OptionSpec(
        "no_sweeps_at_10",
        "bool",
        True,
        "FIN-VAR-3",
        msg(
            "No sweep is recorded while any player's (team's) running score is 10 or more "
            "(FIN-SWEEP-4, AKF-35)."
        ),
    ),
    OptionSpec(
        "teams",
        "bool",
        False,
        "FIN-VAR-4",
        msg(
            "Four players as two teams, seats 0 & 2 against 1 & 3, piles pooled and one score "
            "per team (AKF-39)."
        ),
        players=(4,),
    ),
    OptionSpec(
        "target",
        "int",
        16,
        "FIN-VAR-5",
        msg(
            "Points to win; reached by points credited at capture, the match ends at once "
            "(FIN-MATCH-1)."
        ),
        minimum=1,
        maximum=10_000,
    ),
)


@dataclass(frozen=True, slots=True)
class FinnishOptions:
    """Finnish Kasino's options, fully resolved."""

    enforcement: str
    sweep_cancellation: bool
    no_sweeps_last_round: bool
    no_sweeps_at_10: bool
    teams: bool
    target: int

    @classmethod
    def resolve(
        cls, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> FinnishOptions:
        return cls(**resolved(FINNISH_SPECS, raw, players, pointer))

    def to_plain(self) -> dict[str, Any]:
        return plain(self)

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]:
        return partnership_sides(players, self.teams)


# FIN-SCORE-1; most cards and most spades count only once all cards are played, as every
# item here does (FIN-SCORE-3); storan, lillan and aces were already credited at capture.
FINNISH_SCORING = ScoringRules(
    card_points=special_card_points("FIN-SCORE-1"),
    tabbe=Award(1, "FIN-SWEEP-1"),
    most_cards=Award(1, "FIN-SCORE-1"),
    most_spades=Award(2, "FIN-SCORE-1"),
    share_two_way_spade_tie=True,
)


def finnish_rules(options: FinnishOptions) -> Rules:
    """Finnish Kasino (section 7) from its options."""
    return Rules(
        capture=CaptureRules(
            Valuation.HANDTABLE, hand_value_rule="FIN-VAL-2", value_rule="FIN-VAL-1"
        ),
        scoring=FINNISH_SCORING,
        match=FinnishMatch(options.target),
        sweeps=SweepRules(
            cancellation=options.sweep_cancellation,
            none_in_last_round=options.no_sweeps_last_round,
            none_at=SWEEP_LIMIT if options.no_sweeps_at_10 else None,
        ),
        immediate_points=True,
    )


FINNISH_VARIANT = Variant(
    id="kasino-fi",
    name=msg("Kasino (Finnish)"),
    player_counts=(2, 3, 4),  # FIN-GEN-1: usually two, each for himself, or two teams
    partnerships="optional",
    option_specs=FINNISH_SPECS,
    options=FinnishOptions.resolve,
    rules=finnish_rules,
    dealing=KASINO_ROUNDS,
    no_builds_rule="FIN-GEN-3",
)

FINNISH = FishingGame(FINNISH_VARIANT)
