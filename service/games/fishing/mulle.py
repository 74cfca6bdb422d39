"""Mulle, Ola Sassersson's version (reference §8): Swedish Kasino with two packs and mulles.

On the Kasino engine: 104 cards, every code twice (MULLE-S-1); two to four players, each for
himself (MULLE-S-2, AKF-40); five cards each and five to the table, dealt one at a time, then
five each as far as the cards go, so in the short last round the dealer and the players to
his right may hold one card fewer and the dealer need not play last (MULLE-S-4…6, AKF-41);
play as Kasino without building, V-ACES by default (MULLE-S-3, MULLE-S-VAR-1); a capture of
the twin alone is a mulle worth 5 (MULLE-S-7/8, also a tabbe when it clears the table,
AKF-42); most spades 1, no most cards, aces, storan, lillan, sistan and tabbes as in S2's
Kasino (MULLE-S-9/10); single deals or a target (MULLE-S-11, MULLE-S-VAR-2, AKF-45).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from service.core.cards import STANDARD_DECK, Card
from service.core.options import OptionSpec
from service.core.text import msg
from service.games.fishing.dealing import PLAYERS, TABLE, RoundDealing
from service.games.fishing.engine import FishingGame
from service.games.fishing.match import TargetMatch
from service.games.fishing.options import enforcement, partnership_sides, plain, resolved
from service.games.fishing.play import CaptureRules
from service.games.fishing.rules import Rules
from service.games.fishing.scoring import Award, ScoringRules, special_card_points
from service.games.fishing.values import Valuation
from service.games.fishing.variant import Variant

#: MULLE-S-1: two packs; listed each code twice, in canonical order (the order shuffled).
DOUBLE_DECK: tuple[Card, ...] = tuple(card for card in STANDARD_DECK for _ in range(2))

HAND = 5
#: MULLE-S-4/5, AKF-41: one card at a time, five rounds of it, then five to the table.
MULLE_ROUNDS = RoundDealing(
    first_plan=(*((PLAYERS, 1),) * HAND, (TABLE, HAND)),
    later_plan=((PLAYERS, 1),) * HAND,
    rule="MULLE-S-4",
    last_rule="MULLE-S-5",
)

MULLE_SPECS: tuple[OptionSpec, ...] = (
    enforcement(msg("Mulle defines none, so both refuse.")),
    OptionSpec(
        "valuation",
        "enum",
        "aces",
        "MULLE-S-VAR-1",
        msg(
            "Values of storan (10D), lillan (2S) and aces: aces = storan 10, lillan 2, aces 14/1 "
            "(S2's Swedish Kasino); choice = 16/10, 15/2, 14/1 at the player's choice; handtable "
            "= high from the hand, low on the table (CORE-CARD-4)."
        ),
        choices=("aces", "choice", "handtable"),
    ),
    OptionSpec(
        "target",
        "int",
        None,
        "MULLE-S-VAR-2",
        msg(
            "Null: single deals, most points wins, equal first place shared; a number: a match "
            "to that target played like Kasino's, ties to most spades in the last deal "
            "(MULLE-S-11, AKF-45)."
        ),
        nullable=True,
        minimum=1,
        maximum=10_000,
    ),
)


@dataclass(frozen=True, slots=True)
class MulleOptions:
    """Mulle (Sassersson)'s options, fully resolved."""

    enforcement: str
    valuation: Valuation
    target: int | None

    @classmethod
    def resolve(
        cls, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> MulleOptions:
        return cls(**resolved(MULLE_SPECS, raw, players, pointer))

    def to_plain(self) -> dict[str, Any]:
        return plain(self)

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]:
        return partnership_sides(players, False)


MULLE_SCORING = ScoringRules(
    card_points=special_card_points("MULLE-S-9"),
    tabbe=Award(1, "MULLE-S-9"),
    most_spades=Award(1, "MULLE-S-9"),
    sistan=Award(1, "MULLE-S-9"),
    mulle=Award(5, "MULLE-S-8"),
)


def mulle_rules(options: MulleOptions) -> Rules:
    """Mulle (section 8) from its options."""
    return Rules(
        capture=CaptureRules(
            options.valuation,
            hand_value_rule="MULLE-S-VAR-1",  # the valuation option decides the values
            value_rule="MULLE-S-VAR-1",
            value_option=True,
        ),
        scoring=MULLE_SCORING,
        match=TargetMatch(
            options.target,
            single_rule_id="MULLE-S-11",
            points_rule_id="MULLE-S-11",
            tie_rule_id="MULLE-S-11",
        ),
        mulles=True,
    )


MULLE_VARIANT = Variant(
    id="mulle-sassersson",
    name=msg("Mulle (Sassersson)"),
    player_counts=(2, 3, 4),
    partnerships="none",
    option_specs=MULLE_SPECS,
    options=MulleOptions.resolve,
    rules=mulle_rules,
    dealing=MULLE_ROUNDS,
    deck=DOUBLE_DECK,
    no_builds_rule="MULLE-S-3",
)

MULLE = FishingGame(MULLE_VARIANT)
