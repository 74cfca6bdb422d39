"""The two building games as variants of the fishing family, on the building engine."""

from __future__ import annotations

from service.core.text import msg
from service.games.building.dealing import BYGG_ROUNDS, GLIMNE_ROUNDS
from service.games.building.engine import BuildingGame
from service.games.building.options import BYGG_SPECS, GLIMNE_SPECS, ByggOptions, GlimneOptions
from service.games.building.rules import bygg_rules, glimne_rules
from service.games.fishing.mulle import DOUBLE_DECK
from service.games.fishing.variant import Variant

BYGGKASINO = BuildingGame(
    Variant(
        id="byggkasino",
        name=msg("Byggkasino"),
        player_counts=(2, 3, 4),
        partnerships="required",
        option_specs=BYGG_SPECS,
        options=ByggOptions.resolve,
        rules=bygg_rules,
        dealing=BYGG_ROUNDS,
        no_builds_rule="BYGG-BUILD-1",
    )
)

MULLE_GLIMNE = BuildingGame(
    Variant(
        id="mulle-glimne",
        name=msg("Mulle (Glimne)"),
        player_counts=(2, 4),
        partnerships="required",
        option_specs=GLIMNE_SPECS,
        options=GlimneOptions.resolve,
        rules=glimne_rules,
        dealing=GLIMNE_ROUNDS,
        deck=DOUBLE_DECK,
        no_builds_rule="MULLE-G-6",
    )
)
