"""Swedish Kasino (reference §2 common core and §3), the family's reference game.

Implemented: the four-card deal with sistan (CORE-DEAL-3…7), turns (CORE-TURN-1…3), captures
with groups, partial and multiple (CORE-CAP-1…7, KAS-CAP-1…3), the three valuations
(KAS-VAR-1), trails (CORE-TRAIL-1…2), tabbe (CORE-TABBE-1…5), leftovers (CORE-END-1…2),
scoring with ties, sistan, Överspader and partnerships (KAS-SCORE-1…4, KAS-PART-1…2), matches
and their tie rules (KAS-MATCH-1…3), forced capture (KAS-VAR-3) and announcing out (KAS-VAR-8).
Kasino has no building (KAS-GEN-3). The rules are :func:`~service.games.fishing.rules.
kasino_rules` of the options; the engine is shared by the whole family.
"""

from __future__ import annotations

from service.core.text import msg
from service.games.fishing.dealing import KASINO_ROUNDS
from service.games.fishing.engine import FishingGame
from service.games.fishing.options import KASINO_SPECS, KasinoOptions
from service.games.fishing.rules import kasino_rules
from service.games.fishing.variant import Variant

KASINO_VARIANT = Variant(
    id="kasino",
    name=msg("Kasino (Swedish)"),
    player_counts=(2, 3, 4),
    partnerships="optional",
    option_specs=KASINO_SPECS,
    options=KasinoOptions.resolve,
    rules=kasino_rules,
    dealing=KASINO_ROUNDS,
)

KASINO = FishingGame(KASINO_VARIANT)
