"""Card-code patterns and game-id enums of the contract, one definition per family.

The patterns say which strings can be a card of the family's deck (contract §1); which codes a
given state may hold is still the game's check (``invalid_card`` with a pointer).
"""

from __future__ import annotations

from typing import Any

from service.api.fields import BUILD_ID_PATTERN
from service.games import GAMES

STANDARD = "(?:A|[2-9]|10|J|Q|K)[SHDC]"
CARD_PATTERNS = {
    "fishing": f"^{STANDARD}$",
    "femhundra": f"^(?:{STANDARD}|JK)$",
    # 40 suit cards K Q C J 10 9 8 7 6 A, trumps T20…T5, T1 (four), T0, and the Fjønt FJ
    "tarot": "^(?:(?:K|Q|C|J|10|[6-9]|A)[SHDC]|T(?:20|1[0-9]|[05-9]|1)|FJ)$",
}
FAMILY_PREFIX = {"fishing": "Fishing", "femhundra": "Femhundra", "tarot": "Tarot"}
EXAMPLES = {"fishing": "7S", "femhundra": "JK", "tarot": "T20"}

#: Names a generated client gives the game ids (``GameId.GAME_800``, not ``VALUE_8``).
VARNAMES = {"800": "GAME_800", "1000": "GAME_1000", "150": "GAME_150"}


def card_schema(family: str, builds: bool = False) -> dict[str, Any]:
    """A card code of ``family``'s deck; with ``builds``, also a build id (a table item)."""
    pattern = CARD_PATTERNS[family]
    if builds:
        pattern = f"^(?:{pattern[1:-1]}|{BUILD_ID_PATTERN[1:-1]})$"
    return {"type": "string", "pattern": pattern, "example": EXAMPLES[family]}


def game_ids(family: str | None = None) -> list[str]:
    return [game.id for game in GAMES if family is None or game.family == family]


def varname(game_id: str) -> str:
    return VARNAMES.get(game_id, game_id.upper().replace("-", "_"))


def game_id_schema(family: str | None = None) -> dict[str, Any]:
    """The game ids (of one family): an enum with names fit for generated code."""
    ids = game_ids(family)
    title = "GameId" if family is None else f"{FAMILY_PREFIX[family]}GameId"
    scope = "a game in the catalogue" if family is None else f"a game of the {family} family"
    return {
        "title": title,
        "type": "string",
        "enum": ids,
        "x-enum-varnames": [varname(i) for i in ids],
        "description": f"The id of {scope}.",
    }
