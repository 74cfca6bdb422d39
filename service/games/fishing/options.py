"""The fishing games' options (reference §10), declared once: catalogue, validation, defaults.

Names drop the game prefix (``kasino.valuation`` is ``valuation``). Each spec carries the rule
ID it comes from. Kasino's specs are named constants here because misär and Dragkasino accept
the Kasino options that apply to them (MISAR-GEN-2, DRAG-GEN-1, AKF-14); every game's options
resolve into one typed frozen object that the rules read (:class:`KasinoOptions` here, the
others beside their game).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, fields, is_dataclass
from enum import Enum
from functools import lru_cache
from typing import Any, Protocol

from service.core.options import OptionSpec, resolve
from service.core.text import Text, msg
from service.core.verdict import InvalidInput, Problem, token
from service.games.fishing.values import Valuation


class FishingOptions(Hashable, Protocol):
    """What the engine needs from any fishing game's resolved options (frozen, so hashable:
    the engine caches the rules they give)."""

    @property
    def enforcement(self) -> str: ...

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]: ...

    def to_plain(self) -> dict[str, Any]: ...


def enforcement(penalties: Text) -> OptionSpec:
    """CORE-ENF-1, described for a game: ``penalties`` says what ``penalize`` changes there."""
    return OptionSpec(
        "enforcement",
        "enum",
        "reject",
        "CORE-ENF-1",
        msg(
            "reject: every illegal play is refused; penalize: plays for which the sources "
            "define a penalty are accepted and penalized (AKF-04). {penalties}",
            penalties=penalties,
        ),
        choices=("reject", "penalize"),
    )


ENFORCEMENT = enforcement(msg("Kasino defines none, so both refuse."))

PROFILE = OptionSpec(
    "profile",
    "enum",
    "s3",
    "KAS-VAR-9",
    msg(
        "Preset over the S3/S2 differences: s2 sets valuation 'aces', sistan_point true and "
        "tie_rule 'spades_last_deal'; options given explicitly override it."
    ),
    choices=("s3", "s2"),
    presets={"s2": {"valuation": "aces", "sistan_point": True, "tie_rule": "spades_last_deal"}},
)
VALUATION = OptionSpec(
    "valuation",
    "enum",
    "choice",
    "KAS-VAR-1",
    msg(
        "Values of storan (10D), lillan (2S) and aces: choice = 16/10, 15/2, 14/1 at the "
        "player's choice; aces = storan 10, lillan 2, aces 14/1; handtable = high from the "
        "hand, low on the table (CORE-CARD-4)."
    ),
    choices=("choice", "aces", "handtable"),
)
SISTAN_POINT = OptionSpec(
    "sistan_point",
    "bool",
    False,
    "KAS-VAR-2",
    msg("The last capturer of the deal scores 1 point for sistan (the boat)."),
)
FORCED_CAPTURE = OptionSpec(
    "forced_capture",
    "bool",
    False,
    "KAS-VAR-3",
    msg(
        "A card that can capture must capture, and the capture must be maximal "
        "(MISAR-FORCE-4/5); forced tabbe does not apply."
    ),
)
PARTNERSHIPS = OptionSpec(
    "partnerships",
    "bool",
    False,
    "KAS-VAR-4",
    msg("Four players as two partnerships, seats 0 & 2 against 1 & 3 (KAS-PART-1)."),
    players=(4,),
)
PARTNER_SCORING = OptionSpec(
    "partner_scoring",
    "enum",
    "added_points",
    "KAS-PART-2",
    msg(
        "With partnerships: added_points scores each player alone and adds partners' points; "
        "pooled_piles pools the partners' captured cards before counting (AKF-12)."
    ),
    choices=("added_points", "pooled_piles"),
)
OVERSPADER = OptionSpec(
    "overspader",
    "bool",
    False,
    "KAS-VAR-7",
    msg("No points for most spades; each side scores 1 per captured spade beyond six."),
)
TARGET = OptionSpec(
    "target",
    "int",
    lambda resolved, players: 21 if resolved["overspader"] else 16,
    "KAS-VAR-5",
    msg(
        "Match target; null plays single deals (KAS-MATCH-2). Default 16, or 21 with "
        "Överspader (AKF-11)."
    ),
    nullable=True,
    minimum=1,
    maximum=10_000,
)
TIE_RULE = OptionSpec(
    "tie_rule",
    "enum",
    "spades_last_deal",
    "KAS-VAR-6",
    msg(
        "A tie for the most points at the end of a match: spades_last_deal = most spades in "
        "the last deal, then a shared win (AKF-06, AKF-07); play_more_deals = further complete "
        "deals until one side alone leads (AKF-08)."
    ),
    choices=("spades_last_deal", "play_more_deals"),
)
ANNOUNCE_OUT = OptionSpec(
    "announce_out",
    "bool",
    False,
    "KAS-VAR-8",
    msg(
        "A player who reaches the target with storan, lillan and aces captured this deal may "
        "announce it and win at once (AKF-10)."
    ),
)

KASINO_SPECS: tuple[OptionSpec, ...] = (
    ENFORCEMENT,
    PROFILE,
    VALUATION,
    SISTAN_POINT,
    FORCED_CAPTURE,
    PARTNERSHIPS,
    PARTNER_SCORING,
    OVERSPADER,
    TARGET,
    TIE_RULE,
    ANNOUNCE_OUT,
)


def partnership_sides(players: int, partnerships: bool) -> tuple[tuple[int, ...], ...]:
    """Seats per side: partners opposite each other (CORE-SEAT-2), else one seat each."""
    if partnerships and players == 4:
        return ((0, 2), (1, 3))
    return tuple((seat,) for seat in range(players))


def not_applicable(
    raw: Mapping[str, Any], inert: Mapping[str, Any], why: str, rule: str, pointer: str
) -> None:
    """Refuse options given with a value that would mean something the game does not play."""
    problems = [
        Problem(
            f"{pointer}/{token(name)}",
            "option_not_applicable",
            msg("The option '{name}' {why}.", name=name, why=why),
            rule,
        )
        for name in sorted(raw)
        if name in inert and raw[name] != inert[name]
    ]
    if problems:
        raise InvalidInput("invalid_request", problems)


def resolved(
    specs: Sequence[OptionSpec], raw: Mapping[str, Any], players: int, pointer: str
) -> dict[str, Any]:
    """Every option filled in, with the valuation as its enum."""
    values = resolve(specs, raw, players, pointer)
    if "valuation" in values:
        values["valuation"] = Valuation(values["valuation"])
    return values


def plain(options: Any) -> dict[str, Any]:
    """Resolved options as the state's JSON shows them: an enum as its spelling, an object
    option as its fields. Every response carries them, so the form is made once per options
    (they are frozen) and each caller gets its own copy."""
    shown = _shown(options)
    return {name: dict(value) if type(value) is dict else value for name, value in shown.items()}


@lru_cache(maxsize=256)
def _shown(options: Any) -> dict[str, Any]:
    """The plain form of :func:`plain`, shared: never handed out itself."""
    data: dict[str, Any] = {}
    for item in fields(options):
        value: Any = getattr(options, item.name)
        if isinstance(value, Enum):
            value = value.value
        elif is_dataclass(value):  # an object option: a frozen record of its own
            value = _shown(getattr(options, item.name))
        data[item.name] = value
    return data


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
        return cls(**resolved(KASINO_SPECS, raw, players, pointer))

    def to_plain(self) -> dict[str, Any]:
        return plain(self)

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]:
        return partnership_sides(players, self.partnerships)
