"""Dragkasino (reference §5): Kasino — or misär — with a draw from the stock after each play.

The deal is Kasino's first round; after every play the player draws while the stock lasts,
and the last four cards each are played without drawing as the last round (DRAG-DEAL-1,
DRAG-DRAW-1…3, AKF-19; :mod:`drawing`). Everything else is the base game's (DRAG-GEN-1,
DRAG-END-1): ``base: "kasino"`` takes all Kasino options, ``base: "misar"`` the misär ones
(DRAG-VAR-1). An option of the other base, given with a value that would change the game, is
refused rather than ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from service.core.options import OptionSpec
from service.core.text import msg
from service.games.fishing.drawing import DrawDealing
from service.games.fishing.engine import FishingGame
from service.games.fishing.misar import FORCED_TABBE, MATCH, misar_rules
from service.games.fishing.options import (
    ANNOUNCE_OUT,
    OVERSPADER,
    PARTNER_SCORING,
    PARTNERSHIPS,
    PROFILE,
    SISTAN_POINT,
    TARGET,
    TIE_RULE,
    VALUATION,
    enforcement,
    not_applicable,
    partnership_sides,
    plain,
    resolved,
)
from service.games.fishing.rules import Rules, kasino_rules
from service.games.fishing.values import Valuation
from service.games.fishing.variant import Variant

KASINO_BASE = "kasino"
MISAR_BASE = "misar"


def _misar(resolved_options: Mapping[str, Any]) -> bool:
    return bool(resolved_options["base"] == MISAR_BASE)


BASE = OptionSpec(
    "base",
    "enum",
    KASINO_BASE,
    "DRAG-VAR-1",
    msg(
        "The game played with drawing: kasino (section 3, all Kasino options) or misar "
        "(section 4, the misär options; AKF-20)."
    ),
    choices=(KASINO_BASE, MISAR_BASE),
)

DRAG_SPECS: tuple[OptionSpec, ...] = (
    enforcement(
        msg(
            "With base misar a play that misses a forced tabbe is accepted with 5 penalty points "
            "(MISAR-FORCE-2); every other illegal play is refused."
        )
    ),
    BASE,
    PROFILE,
    VALUATION,
    SISTAN_POINT,
    OVERSPADER,
    OptionSpec(
        "forced_capture",
        "bool",
        lambda options, players: _misar(options),
        "KAS-VAR-3",
        msg(
            "A card that can capture must capture, maximally (MISAR-FORCE-4/5). Default false "
            "with base kasino (KAS-VAR-3), true with base misar (MISAR-VAR-2)."
        ),
    ),
    PARTNERSHIPS,
    PARTNER_SCORING,
    OptionSpec(
        "target",
        "int",
        lambda options, players: None if _misar(options) else 21 if options["overspader"] else 16,
        "KAS-VAR-5",
        msg(
            "Base kasino: {target} Base misar: null, its match option decides.",
            target=TARGET.description,
        ),
        nullable=True,
        minimum=1,
        maximum=10_000,
    ),
    TIE_RULE,
    ANNOUNCE_OUT,
    OptionSpec(
        "forced_tabbe",
        "bool",
        lambda options, players: _misar(options),
        FORCED_TABBE.rule,
        msg("Base misar only (default true there): {rule}", rule=FORCED_TABBE.description),
    ),
    OptionSpec(
        "match",
        "enum",
        lambda options, players: MATCH.default if _misar(options) else None,
        MATCH.rule,
        msg(
            "Base misar only (null with base kasino, whose target decides): {rule}",
            rule=MATCH.description,
        ),
        choices=MATCH.choices,
        nullable=True,
    ),
)

# Values that mean "this part of the other base is not played" (AKF-14, DRAG-VAR-1).
KASINO_ONLY = {
    "partnerships": False,
    "partner_scoring": PARTNER_SCORING.default,
    "target": None,
    "tie_rule": TIE_RULE.default,
    "announce_out": False,
}
MISAR_ONLY = {"forced_tabbe": False, "match": None}


@dataclass(frozen=True, slots=True)
class DragOptions:
    """Dragkasino's options, fully resolved: the base game's, the other base's left inert."""

    enforcement: str
    base: str
    profile: str
    valuation: Valuation
    sistan_point: bool
    overspader: bool
    forced_capture: bool
    partnerships: bool
    partner_scoring: str
    target: int | None
    tie_rule: str
    announce_out: bool
    forced_tabbe: bool
    match: str | None

    @classmethod
    def resolve(
        cls, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> DragOptions:
        options = cls(**resolved(DRAG_SPECS, raw, players, pointer))
        if options.base == MISAR_BASE:
            why = msg("does not apply to Dragkasino on misär (MISAR-GEN-2, AKF-14)")
            not_applicable(raw, KASINO_ONLY, why, "MISAR-GEN-2", pointer)
        else:
            why = msg("applies only to Dragkasino on misär (base 'misar', DRAG-VAR-1)")
            not_applicable(raw, MISAR_ONLY, why, "DRAG-VAR-1", pointer)
        return options

    def to_plain(self) -> dict[str, Any]:
        return plain(self)

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]:
        return partnership_sides(players, self.partnerships)


def drag_rules(options: DragOptions) -> Rules:
    """The base game's rules; the drawing is the variant's dealing (DRAG-GEN-1)."""
    return misar_rules(options) if options.base == MISAR_BASE else kasino_rules(options)


DRAG_VARIANT = Variant(
    id="dragkasino",
    name=msg("Dragkasino"),
    player_counts=(2, 3, 4),
    partnerships="optional",
    option_specs=DRAG_SPECS,
    options=DragOptions.resolve,
    rules=drag_rules,
    dealing=DrawDealing(),
)

DRAGKASINO = FishingGame(DRAG_VARIANT)
