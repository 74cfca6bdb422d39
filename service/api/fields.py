"""Fast, strict marshmallow fields for the hot path (performance.md, style.md traps).

A card list is checked as one value (a type test per element), never as a nested field per
card; which codes are real is the game's business and is reported with a pointer. Integers
and booleans are strict: ``1.5``, ``"1"`` and ``"true"`` are refused, not coerced.
"""

from __future__ import annotations

from typing import Any

from marshmallow import fields

CARD_DOC = {
    "description": "A card code (contract §1): rank A 2…10 J Q K and suit S H D C, e.g. "
    "'10D' (storan) or '2S' (lillan).",
    "example": "7S",
}


def card_field(**kwargs: Any) -> fields.String:
    return fields.String(metadata={**CARD_DOC, **kwargs.pop("metadata", {})}, **kwargs)


class CardList(fields.List[Any]):
    """A list of card codes, validated in one pass."""

    default_error_messages = {"invalid": "Must be a list of card-code strings."}  # noqa: RUF012

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(fields.String(metadata=CARD_DOC), **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not list or any(type(card) is not str for card in value):
            raise self.make_error("invalid")
        return value


class CardLists(fields.List[Any]):
    """One card list per seat (hands, captured piles)."""

    default_error_messages = {"invalid": "Must be a list (one per seat) of card-code lists."}  # noqa: RUF012

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(CardList(), **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not list or any(
            type(hand) is not list or any(type(card) is not str for card in hand) for hand in value
        ):
            raise self.make_error("invalid")
        return value


class IntList(fields.List[Any]):
    """A list of strict integers (one per seat or side)."""

    default_error_messages = {"invalid": "Must be a list of integers."}  # noqa: RUF012

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(fields.Integer(strict=True), **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not list or any(type(item) is not int for item in value):
            raise self.make_error("invalid")
        return value


class StrictBool(fields.Boolean):
    """Only JSON ``true`` and ``false``."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not bool:
            raise self.make_error("invalid")
        return value


class StrictInt(fields.Integer):
    """Only JSON integers (no floats, no strings, no booleans)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not int:
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


class PlainDict(fields.Dict):
    """A JSON object passed through as it is (its content is checked by the game)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not dict:
            raise self.make_error("invalid")
        return value
