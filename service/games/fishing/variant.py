"""A fishing game as a small record: who plays, with which deck, how cards are given out,
which options it takes and how they become rules. One engine plays every such record."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from service.core.cards import STANDARD_DECK, Card
from service.core.options import OptionSpec
from service.core.text import Text
from service.games.fishing.dealing import Dealing
from service.games.fishing.options import FishingOptions
from service.games.fishing.rules import Rules

Resolver = Callable[[Mapping[str, Any], int, str], FishingOptions]


@dataclass(frozen=True)
class Variant:
    """One game of the family.

    ``options`` resolves raw options (raising ``InvalidInput``); ``rules`` maps the resolved
    options to the game's :class:`Rules`. ``no_builds_rule`` is cited when a state carries
    builds (these games never build).
    """

    id: str
    name: Text  # written with msg(): the catalogue answers it translated
    player_counts: tuple[int, ...]
    partnerships: str
    option_specs: tuple[OptionSpec, ...]
    options: Resolver
    rules: Callable[[Any], Rules]
    dealing: Dealing
    deck: tuple[Card, ...] = STANDARD_DECK
    no_builds_rule: str = "KAS-GEN-3"
