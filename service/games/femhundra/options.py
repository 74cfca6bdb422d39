"""Femhundra's options: the five variants of the source, declared once (reference §1, §14).

Each spec carries the rule ID of its variant. The target score (500) is fixed by the source
and is not an option (R500-GAME-1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from service.core.options import OptionSpec, resolve
from service.core.text import msg


class Scoring(Enum):
    """How a finished hand is scored; the value is the option spelling."""

    TABLE = "table"  # R500-SCORE-*: plus for the table, minus for the hand
    COLLECT = "collect"  # R500-VAR-4: the player who goes out collects the opponents' hands


FEMHUNDRA_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "use_joker",
        "bool",
        True,
        "R500-VAR-1",
        msg(
            "Play with the joker (53 cards); false plays the 52-card deck and voids every "
            "R500-JOKER rule."
        ),
    ),
    OptionSpec(
        "seven_cards_always",
        "bool",
        False,
        "R500-VAR-2",
        msg("Deal seven cards to every player whatever the player count (R500-DEAL-1)."),
    ),
    OptionSpec(
        "round_the_corner",
        "bool",
        True,
        "R500-VAR-3",
        msg(
            "Lay-offs may go round the corner (K-A-2, R500-CORNER-1); false makes every ace in a "
            "run either low or high (R500-CORNER-4). Melds never go round the corner."
        ),
    ),
    OptionSpec(
        "scoring",
        "enum",
        "table",
        "R500-VAR-4",
        msg(
            "table: plus for one's cards on the table, minus for one's hand (R500-SCORE-*); "
            "collect: the player who goes out scores the opponents' hands at face value."
        ),
        choices=("table", "collect"),
    ),
    OptionSpec(
        "taget",
        "bool",
        False,
        "R500-VAR-5",
        msg(
            '"Taget!": a discard that could have been laid off may be claimed by another player '
            "and laid off in front of him, until the next player draws."
        ),
    ),
)

TARGET = 500  # R500-GAME-1: fixed by the source, not an option


@dataclass(frozen=True, slots=True)
class FemhundraOptions:
    """The options of one game, fully resolved."""

    use_joker: bool = True
    seven_cards_always: bool = False
    round_the_corner: bool = True
    scoring: Scoring = Scoring.TABLE
    taget: bool = False

    @classmethod
    def resolve(
        cls, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> FemhundraOptions:
        """Every option filled in; unknown or ill-typed options raise ``InvalidInput``."""
        values = resolve(FEMHUNDRA_SPECS, raw, players, pointer)
        values["scoring"] = Scoring(values["scoring"])
        return cls(**values)

    def to_plain(self) -> dict[str, Any]:
        return {
            "use_joker": self.use_joker,
            "seven_cards_always": self.seven_cards_always,
            "round_the_corner": self.round_the_corner,
            "scoring": self.scoring.value if isinstance(self.scoring, Scoring) else self.scoring,
            "taget": self.taget,
        }
