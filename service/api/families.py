"""The registry of game families known to the HTTP layer (one entry per family)."""

from __future__ import annotations

from service.api.family import Family
from service.api.fishing_codec import FISHING

FAMILIES: dict[str, Family] = {family.name: family for family in (FISHING,)}

__all__ = ["FAMILIES", "FISHING", "Family"]
