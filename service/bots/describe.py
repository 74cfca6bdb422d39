"""One short sentence on what a move does, for a suggestion's ``reason``."""

from __future__ import annotations

from typing import Any

from service.games.femhundra.state import FemhundraState
from service.games.fishing.state import FishingState
from service.games.tarot.state import TarotState


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _fishing(move: Any, before: FishingState, after: FishingState) -> str:
    if move.announce_out:
        return "Announces out"
    if move.build is not None:
        return f"Builds {move.build.value} with {move.card}"
    seat = move.player
    taken = len(after.captured[seat]) - len(before.captured[seat])
    if move.capture is None or taken <= 0:
        return f"Trails {move.card}"
    swept = " and sweeps the table" if after.tabbar[seat] > before.tabbar[seat] else ""
    return f"Takes {_plural(taken, 'card')} with {move.card}{swept}"


def _femhundra(move: Any) -> str:
    kind = str(move.type.value)
    if kind == "draw":
        return f"Draws from the {move.source.value if move.source else 'stock'}"
    if kind == "take_pile":
        return "Takes the discard pile"
    if kind == "meld":
        return f"Melds {' '.join(move.cards)}"
    if kind == "lay_off":
        return f"Lays off {' '.join(move.cards) or move.card}"
    if kind == "discard":
        return f"Discards {move.card}"
    return kind.replace("_", " ").capitalize()


def _tarot(move: Any) -> str:
    kind = str(move.type.value)
    if kind == "play":
        return f"Plays {move.card}"
    if kind == "declare":
        shown = len(move.sets) + len(move.sequences)
        return f"Declares {_plural(shown, 'combination')}" if shown else "Declares nothing"
    if kind == "discard_widow":
        return f"Lays away {' '.join(move.cards)}"
    return f"Gives {move.card} for the Fjønt"


def describe(move: Any, before: Any, after: Any) -> str:
    """What ``move`` does, as a clause without a full stop (``Takes 3 cards with 7S``)."""
    if isinstance(before, FishingState):
        return _fishing(move, before, after)
    if isinstance(before, FemhundraState):
        return _femhundra(move)
    if isinstance(before, TarotState):
        return _tarot(move)
    return "Plays"


def points(value: float) -> str:
    """A points figure for a sentence: ``+2 points``, ``-0.5 points``, ``no points``."""
    if value == 0:
        return "no points"
    shown = f"{value:+.1f}".removesuffix(".0")
    return f"{shown} point" if abs(value) == 1 else f"{shown} points"
