"""Options of the building games (reference §6.17, §9, §10), declared once.

Byggkasino's names drop the ``byggkasino.`` prefix; Mulle Glimne's building options are one
object option ``building`` with the same four keys (MULLE-G-VAR-2). Everything resolves into
one frozen record per game; the engine reads the building rules from :class:`BuildingOptions`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from service.core.options import OptionSpec
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem
from service.games.fishing.options import enforcement, partnership_sides, plain, resolved

RAISE_ONCE = OptionSpec(
    "raise_once_per_player",
    "bool",
    False,
    "BYGG-VAR-1",
    msg(
        "Each player may raise one and the same simple build at most once, counted on the "
        "build's own history (AKF-25)."
    ),
)
SPECIAL_BUILDS_ONLY = OptionSpec(
    "special_cards_capture_builds_only",
    "bool",
    False,
    "BYGG-VAR-3",
    msg(
        "Storan, lillan or an ace from the hand captures only builds of 16, 15 or 14 — never "
        "loose cards or groups (EX-BYGG-13)."
    ),
)
BUILD_PLUS_LOOSE = OptionSpec(
    "simple_build_plus_loose",
    "bool",
    False,
    "BYGG-VAR-4",
    msg(
        "A simple build and one or more loose cards may form one group, captured by a card of "
        "their total; one build per group, never a compound build (AKF-26, EX-BYGG-14)."
    ),
)


def two_card_builds(default: bool) -> OptionSpec:
    return OptionSpec(
        "two_card_simple_builds",
        "bool",
        default,
        "BYGG-VAR-2",
        msg(
            "A new simple build is the played card and one loose card; a new part holding the "
            "played card has at most two cards; parts of loose cards only are unrestricted."
        ),
    )


BYGG_BUILDING_SPECS = (RAISE_ONCE, two_card_builds(False), SPECIAL_BUILDS_ONLY, BUILD_PLUS_LOOSE)
GLIMNE_BUILDING_SPECS = (RAISE_ONCE, two_card_builds(True), SPECIAL_BUILDS_ONLY, BUILD_PLUS_LOOSE)

BYGG_ENFORCEMENT = enforcement(
    msg(
        "Byggkasino: a forbidden trail is penalized (BYGG-PEN-3: the single deal is lost; "
        "BYGG-PEN-5: 2 points to every other side and the card goes back). A default on a "
        "build is penalized in both modes (BYGG-PEN-1, AKF-05)."
    )
)

BYGG_SPECS: tuple[OptionSpec, ...] = (
    BYGG_ENFORCEMENT,
    *BYGG_BUILDING_SPECS,
    OptionSpec(
        "tabbe_points",
        "bool",
        True,
        "BYGG-VAR-5",
        msg("Each recorded tabbe scores 1; false: tabbes score nothing and are not marked."),
    ),
    OptionSpec(
        "tabbe_cancellation",
        "bool",
        False,
        "BYGG-VAR-6",
        msg(
            "Two sides only (2 players, or 4 in partnerships): a tabbe cancels one of the other "
            "side's marks instead of being marked while the other side has any."
        ),
        players=(2, 4),
    ),
    OptionSpec(
        "match",
        "enum",
        lambda resolved, players: "three_deals" if players == 3 else "target",
        "BYGG-VAR-7",
        msg(
            "single: one deal, most points wins, ties shared (AKF-32); target: first to "
            "`target` after a deal, ties play off (2 or 4 players); three_deals: three deals, "
            "everyone deals once, ties play off (3 players). Default target for 2 and 4 "
            "players, three_deals for 3; the other combinations are refused (AKF-32)."
        ),
        choices=("single", "target", "three_deals"),
    ),
    OptionSpec(
        "target",
        "int",
        21,
        "BYGG-VAR-8",
        msg("The match target with match 'target' (BYGG-MATCH-2)."),
        minimum=1,
        maximum=10_000,
    ),
)

GLIMNE_SPECS: tuple[OptionSpec, ...] = (
    enforcement(
        msg(
            "Mulle Glimne, single deals: a forbidden trail loses the deal (BYGG-PEN-3, AKF-43); "
            "a default on a build loses it in both modes (BYGG-PEN-1/2). In a match to a target, "
            "Byggkasino's match penalties instead: 2 points to the others and the card back "
            "(BYGG-PEN-5); a default gives them 5 and breaks the builds up (BYGG-PEN-4, D6)."
        )
    ),
    OptionSpec(
        "ace_points",
        "enum",
        "spade_aces",
        "MULLE-G-VAR-1",
        msg("spade_aces: each AS scores 2, other aces nothing (AKF-46); all_aces: every ace 2."),
        choices=("spade_aces", "all_aces"),
    ),
    OptionSpec(
        "building",
        "object",
        None,
        "MULLE-G-VAR-2",
        msg(
            "Byggkasino's building options (BYGG-VAR-1…4); two_card_simple_builds defaults to "
            "true, the others to false (AKF-43)."
        ),
        fields=GLIMNE_BUILDING_SPECS,
    ),
    OptionSpec(
        "target",
        "int",
        None,
        "MULLE-G-VAR-3",
        msg(
            "Null: single deals, most points wins, ties shared; a number: a match to that target, "
            "ties to most spades in the last deal (MULLE-G-12, AKF-45)."
        ),
        nullable=True,
        minimum=1,
        maximum=10_000,
    ),
)


@dataclass(frozen=True, slots=True)
class BuildingOptions:
    """The building rules BYGG-VAR-1…4, as the engine reads them."""

    raise_once_per_player: bool = False
    two_card_simple_builds: bool = False
    special_cards_capture_builds_only: bool = False
    simple_build_plus_loose: bool = False


@dataclass(frozen=True, slots=True)
class ByggOptions:
    """Byggkasino's options, fully resolved."""

    enforcement: str
    raise_once_per_player: bool
    two_card_simple_builds: bool
    special_cards_capture_builds_only: bool
    simple_build_plus_loose: bool
    tabbe_points: bool
    tabbe_cancellation: bool
    match: str
    target: int

    @classmethod
    def resolve(
        cls, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> ByggOptions:
        options = cls(**resolved(BYGG_SPECS, raw, players, pointer))
        fits = options.match == "single" or (options.match == "three_deals") == (players == 3)
        if not fits:
            raise InvalidInput(
                "invalid_request",
                [
                    Problem(
                        f"{pointer}/match",
                        "invalid_option",
                        msg(
                            "Match '{match}' is not described for {players} players: 'target' is "
                            "for 2 or 4 players, 'three_deals' for 3 (AKF-32).",
                            match=options.match,
                            players=players,
                        ),
                        "BYGG-VAR-7",
                    )
                ],
            )
        return options

    @property
    def building(self) -> BuildingOptions:
        return BuildingOptions(
            self.raise_once_per_player,
            self.two_card_simple_builds,
            self.special_cards_capture_builds_only,
            self.simple_build_plus_loose,
        )

    def to_plain(self) -> dict[str, Any]:
        return plain(self)

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]:
        return partnership_sides(players, True)  # BYGG-GEN-1: four players are partners


@dataclass(frozen=True, slots=True)
class GlimneOptions:
    """Mulle (Glimne)'s options, fully resolved."""

    enforcement: str
    ace_points: str
    building: BuildingOptions
    target: int | None

    @classmethod
    def resolve(
        cls, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> GlimneOptions:
        values = resolved(GLIMNE_SPECS, raw, players, pointer)
        values["building"] = BuildingOptions(**values["building"])
        return cls(**values)

    def to_plain(self) -> dict[str, Any]:
        return plain(self)

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]:
        return partnership_sides(players, True)  # MULLE-G-1, AKF-47
