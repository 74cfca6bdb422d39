"""One short sentence on what a move does, for a suggestion's ``reason``.

Each clause is a :func:`~service.core.text.msg`, so the HTTP layer can answer in the client's
language (docs/translations.md); card codes and numbers stay as they are.
"""

from __future__ import annotations

from typing import Any

from service.core.text import Text, msg
from service.games.femhundra.state import FemhundraState
from service.games.fishing.state import FishingState
from service.games.tarot.state import TarotState


def _cards(count: int) -> Text:
    return msg("{count} card", count=count) if count == 1 else msg("{count} cards", count=count)


def _fishing(move: Any, before: FishingState, after: FishingState) -> Text:
    if move.announce_out:
        return msg("Announces out")
    if move.build is not None:
        return msg("Builds {value} with {card}", value=move.build.value, card=move.card)
    seat = move.player
    taken = len(after.captured[seat]) - len(before.captured[seat])
    if move.capture is None or taken <= 0:
        return msg("Trails {card}", card=move.card)
    if after.tabbar[seat] > before.tabbar[seat]:
        return msg(
            "Takes {cards} with {card} and makes a tabbe", cards=_cards(taken), card=move.card
        )
    return msg("Takes {cards} with {card}", cards=_cards(taken), card=move.card)


def _femhundra(move: Any) -> Text:
    kind = str(move.type.value)
    if kind == "draw":
        if move.source is not None and move.source.value == "pile":
            return msg("Draws from the pile")
        return msg("Draws from the stock")
    if kind == "take_pile":
        return msg("Takes the discard pile")
    if kind == "meld":
        return msg("Melds {cards}", cards=" ".join(move.cards))
    if kind == "lay_off":
        return msg("Lays off {cards}", cards=" ".join(move.cards) or move.card)
    if kind == "discard":
        return msg("Discards {card}", card=move.card)
    if kind == "swap_joker":
        return msg("Swap joker")
    return msg("Claims the discard (Taget!)")


def _tarot(move: Any) -> Text:
    kind = str(move.type.value)
    if kind == "play":
        return msg("Plays {card}", card=move.card)
    if kind == "declare":
        shown = len(move.sets) + len(move.sequences)
        if shown == 0:
            return msg("Declares nothing")
        if shown == 1:
            return msg("Declares 1 combination")
        return msg("Declares {count} combinations", count=shown)
    if kind == "discard_widow":
        return msg("Lays away {cards}", cards=" ".join(move.cards))
    return msg("Gives {card} for the Fjønt", card=move.card)


def describe(move: Any, before: Any, after: Any) -> Text:
    """What ``move`` does, as a clause without a full stop (``Takes 3 cards with 7S``)."""
    if isinstance(before, FishingState):
        return _fishing(move, before, after)
    if isinstance(before, FemhundraState):
        return _femhundra(move)
    if isinstance(before, TarotState):
        return _tarot(move)
    return msg("Plays")


def points(value: float) -> Text:
    """A points figure for a sentence: ``+2 points``, ``-0.5 points``, ``no points``."""
    if value == 0:
        return msg("no points")
    shown = f"{value:+.1f}".removesuffix(".0")
    if abs(value) == 1:
        return msg("{points} point", points=shown)
    return msg("{points} points", points=shown)
