"""Kasino misär (reference §4): Kasino where the fewest points win.

Implemented on the Kasino engine: forced tabbe (MISAR-FORCE-1, MISAR-VAR-1) with its 5-point
penalty under ``enforcement: penalize`` (MISAR-FORCE-2, CORE-ENF-1); forced, maximal capture
(MISAR-FORCE-4…6, MISAR-VAR-2); Kasino's scoring, fewer points better (MISAR-SCORE-1/2);
single deals or the elimination match at 21 (MISAR-MATCH-1…3, MISAR-VAR-3). Of Kasino's
options valuation, sistan_point and overspader apply, and the profile preset over them;
announce_out, target, tie_rule and partnerships do not (MISAR-GEN-2, AKF-14).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from service.core.options import OptionSpec
from service.core.text import msg
from service.games.fishing.dealing import KASINO_ROUNDS
from service.games.fishing.engine import FishingGame
from service.games.fishing.match import Elimination, LowestWins
from service.games.fishing.options import (
    OVERSPADER,
    SISTAN_POINT,
    VALUATION,
    enforcement,
    partnership_sides,
    plain,
    resolved,
)
from service.games.fishing.play import CaptureRules
from service.games.fishing.rules import MISAR_PENALTY, Rules, kasino_scoring
from service.games.fishing.values import Valuation
from service.games.fishing.variant import Variant

MISAR_ENFORCEMENT = enforcement(
    msg(
        "Misär: a play that misses a forced tabbe is accepted and its player gets 5 penalty "
        "points for the deal (MISAR-FORCE-2); every other illegal play is still refused "
        "(MISAR-FORCE-6, AKF-15)."
    )
)
MISAR_PROFILE = OptionSpec(
    "profile",
    "enum",
    "s3",
    "KAS-VAR-9",
    msg(
        "Preset over the S3/S2 differences that apply to misär: s2 sets valuation 'aces' and "
        "sistan_point true; options given explicitly override it."
    ),
    choices=("s3", "s2"),
    presets={"s2": {"valuation": "aces", "sistan_point": True}},
)
FORCED_TABBE = OptionSpec(
    "forced_tabbe",
    "bool",
    True,
    "MISAR-VAR-1",
    msg(
        "Forced tabbe (tvångstabbe): a player who can sweep the table must play such a card and "
        "take every table card with it (MISAR-FORCE-1)."
    ),
)
MISAR_FORCED_CAPTURE = OptionSpec(
    "forced_capture",
    "bool",
    True,
    "MISAR-VAR-2",
    msg(
        "A card that can capture must capture, and leave nothing it could have taken at the "
        "value used; a card that cannot capture may still be played (MISAR-FORCE-4/5, AKF-13)."
    ),
)
MATCH = OptionSpec(
    "match",
    "enum",
    "single",
    "MISAR-VAR-3",
    msg(
        "single: each deal on its own, the lowest score wins (MISAR-SCORE-2, AKF-16); "
        "elimination: after each deal players with 21 or more are out and the rest play on, the "
        "last one left wins (MISAR-MATCH-1…3, AKF-17, AKF-18)."
    ),
    choices=("single", "elimination"),
)

MISAR_SPECS: tuple[OptionSpec, ...] = (
    MISAR_ENFORCEMENT,
    MISAR_PROFILE,
    VALUATION,
    SISTAN_POINT,
    OVERSPADER,
    FORCED_TABBE,
    MISAR_FORCED_CAPTURE,
    MATCH,
)

ELIMINATION_LIMIT = 21  # MISAR-MATCH-1


class MisarLike(Protocol):
    """The misär options a game built on misär has (misär itself, Dragkasino on misär)."""

    @property
    def enforcement(self) -> str: ...
    @property
    def valuation(self) -> Valuation: ...
    @property
    def sistan_point(self) -> bool: ...
    @property
    def overspader(self) -> bool: ...
    @property
    def forced_tabbe(self) -> bool: ...
    @property
    def forced_capture(self) -> bool: ...
    @property
    def match(self) -> str | None: ...


def misar_rules(options: MisarLike) -> Rules:
    """Misär (section 4) from its options."""
    return Rules(
        capture=CaptureRules(
            options.valuation,
            options.forced_capture,
            options.forced_tabbe,
            hand_value_rule="KAS-VAR-1",  # Kasino's valuation option (MISAR-GEN-2)
            value_rule="KAS-VAR-1",
            value_option=True,
        ),
        scoring=kasino_scoring(
            sistan=options.sistan_point,
            overspader=options.overspader,
            pooled=True,
            penalty=MISAR_PENALTY,
        ),
        # MISAR-GEN-1: the fewest points win, by the deal or by elimination
        match=Elimination(ELIMINATION_LIMIT) if options.match == "elimination" else LowestWins(),
        penalize_forced_tabbe=options.forced_tabbe and options.enforcement == "penalize",
    )


@dataclass(frozen=True, slots=True)
class MisarOptions:
    """Kasino misär's options, fully resolved."""

    enforcement: str
    profile: str
    valuation: Valuation
    sistan_point: bool
    overspader: bool
    forced_tabbe: bool
    forced_capture: bool
    match: str

    @classmethod
    def resolve(
        cls, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> MisarOptions:
        return cls(**resolved(MISAR_SPECS, raw, players, pointer))

    def to_plain(self) -> dict[str, Any]:
        return plain(self)

    def sides(self, players: int) -> tuple[tuple[int, ...], ...]:
        """Everybody plays for himself (MISAR-GEN-2: no partnerships)."""
        return partnership_sides(players, False)


MISAR_VARIANT = Variant(
    id="kasino-misar",
    name=msg("Kasino misär"),
    player_counts=(2, 3, 4),
    partnerships="none",
    option_specs=MISAR_SPECS,
    options=MisarOptions.resolve,
    rules=misar_rules,
    dealing=KASINO_ROUNDS,
)

MISAR = FishingGame(MISAR_VARIANT)
