"""The registry of game families known to the HTTP layer (one entry per family)."""

from __future__ import annotations

from service.api.family import Family
from service.api.femhundra_codec import FEMHUNDRA
from service.api.fishing_codec import FISHING
from service.api.tarot_codec import TAROT

FAMILIES: dict[str, Family] = {family.name: family for family in (FISHING, FEMHUNDRA, TAROT)}

__all__ = ["FAMILIES", "FEMHUNDRA", "FISHING", "TAROT", "Family"]
