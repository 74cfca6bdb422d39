"""Kasino's options (reference §10), declared once: catalogue, validation and defaults.

Names drop the game prefix (``kasino.valuation`` is ``valuation``). Each spec carries the rule
ID it comes from; :class:`KasinoOptions` is the one typed object the rules read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from service.core.options import OptionSpec, resolve
from service.games.fishing.values import Valuation

ENFORCEMENT = OptionSpec(
    "enforcement",
    "enum",
    "reject",
    "CORE-ENF-1",
    "reject: every illegal play is refused; penalize: plays for which the sources define a "
    "penalty are accepted and penalized (AKF-04). Kasino defines none, so both refuse.",
    choices=("reject", "penalize"),
)

KASINO_SPECS: tuple[OptionSpec, ...] = (
    ENFORCEMENT,
    OptionSpec(
        "profile",
        "enum",
        "s3",
        "KAS-VAR-9",
        "Preset over the S3/S2 differences: s2 sets valuation 'aces', sistan_point true and "
        "tie_rule 'spades_last_deal'; options given explicitly override it.",
        choices=("s3", "s2"),
        presets={"s2": {"valuation": "aces", "sistan_point": True, "tie_rule": "spades_last_deal"}},
    ),
    OptionSpec(
        "valuation",
        "enum",
        "choice",
        "KAS-VAR-1",
        "Values of storan (10D), lillan (2S) and aces: choice = 16/10, 15/2, 14/1 at the "
        "player's choice; aces = storan 10, lillan 2, aces 14/1; handtable = high from the "
        "hand, low on the table (CORE-CARD-4).",
        choices=("choice", "aces", "handtable"),
    ),
    OptionSpec(
        "sistan_point",
        "bool",
        False,
        "KAS-VAR-2",
        "The last capturer of the deal scores 1 point for sistan (the boat).",
    ),
    OptionSpec(
        "forced_capture",
        "bool",
        False,
        "KAS-VAR-3",
        "A card that can capture must capture, and the capture must be maximal "
        "(MISAR-FORCE-4/5); forced tabbe does not apply.",
    ),
    OptionSpec(
        "partnerships",
        "bool",
        False,
        "KAS-VAR-4",
        "Four players as two partnerships, seats 0 & 2 against 1 & 3 (KAS-PART-1).",
        players=(4,),
    ),
    OptionSpec(
        "partner_scoring",
        "enum",
        "added_points",
        "KAS-PART-2",
        "With partnerships: added_points scores each player alone and adds partners' points; "
        "pooled_piles pools the partners' captured cards before counting (AKF-12).",
        choices=("added_points", "pooled_piles"),
    ),
    OptionSpec(
        "overspader",
        "bool",
        False,
        "KAS-VAR-7",
        "No points for most spades; each side scores 1 per captured spade beyond six.",
    ),
    OptionSpec(
        "target",
        "int",
        lambda resolved, players: 21 if resolved["overspader"] else 16,
        "KAS-VAR-5",
        "Match target; null plays single deals (KAS-MATCH-2). Default 16, or 21 with "
        "Överspader (AKF-11).",
        nullable=True,
        minimum=1,
        maximum=10_000,
    ),
    OptionSpec(
        "tie_rule",
        "enum",
        "spades_last_deal",
        "KAS-VAR-6",
        "A tie for the most points at the end of a match: spades_last_deal = most spades in "
        "the last deal, then a shared win (AKF-06, AKF-07); play_more_deals = further complete "
        "deals until one side alone leads (AKF-08).",
        choices=("spades_last_deal", "play_more_deals"),
    ),
    OptionSpec(
        "announce_out",
        "bool",
        False,
        "KAS-VAR-8",
        "A player who reaches the target with storan, lillan and aces captured this deal may "
        "announce it and win at once (AKF-10).",
    ),
)


@dataclass(frozen=True, slots=True)
class KasinoOptions:
    """Kasino's options, fully resolved."""

    enforcement: str
    profile: str
    valuation: Valuation
    sistan_point: bool
    forced_capture: bool
    partnerships: bool
    partner_scoring: str
    overspader: bool
    target: int | None
    tie_rule: str
    announce_out: bool

    @classmethod
    def resolve(
        cls, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> KasinoOptions:
        values = resolve(KASINO_SPECS, raw, players, pointer)
        values["valuation"] = Valuation(values["valuation"])
        return cls(**values)

    def to_plain(self) -> dict[str, Any]:
        plain = asdict(self)
        plain["valuation"] = self.valuation.value
        return plain

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]:
        """Seats per side: partners opposite each other (CORE-SEAT-2), else one seat each."""
        if self.partnerships and players == 4:
            return ((0, 2), (1, 3))
        return tuple((seat,) for seat in range(players))
