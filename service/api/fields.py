"""Fast, strict marshmallow fields for the hot path (performance.md, style.md traps).

A card list is checked as one value (a type test per element), never as a nested field per
card; which codes are real is the game's business and is reported with a pointer. Integers
and booleans are strict: ``1.5``, ``"1"`` and ``"true"`` are refused, not coerced.
"""

from __future__ import annotations

import re
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from service.api.problems import LIST_CAP

CARD_DOC = {
    "description": "A card code (contract §1): rank A 2…10 J Q K and suit S H D C, e.g. "
    "'10D' (storan) or '2S' (lillan).",
    "example": "7S",
}

#: A build's id on the table (Byggkasino, Mulle Glimne): ``b`` and decimal digits, e.g. ``b2``.
#: The one definition: the state's build ids, a move's ``build.onto``/``build.merge`` (pattern
#: in the schema) and build ids among ``capture``/``groups`` items (checked by the codec).
BUILD_ID_PATTERN = "^b[0-9]+$"
BUILD_ID = re.compile(BUILD_ID_PATTERN)
BUILD_ID_DOC = {
    "description": f"A build id (pattern {BUILD_ID_PATTERN}): 'b' and digits, e.g. 'b2'; "
    "the id of a build in the state's table.builds.",
    "example": "b1",
}
TABLE_ITEM_DOC = {
    "description": "A table item: a loose card's code (contract §1, e.g. '7H'), or the id of "
    f"a build on the table (pattern {BUILD_ID_PATTERN}, e.g. 'b2'; Byggkasino and Mulle "
    "Glimne, which capture builds whole).",
    "example": "7H",
}


def _only(kind: type, items: list[Any]) -> bool:
    """Whether every item is exactly of type ``kind`` (``True`` is not an int here): one
    C-level pass, a list of 52 cards being the common case."""
    return set(map(type, items)) <= {kind}


def is_build_id(text: str) -> bool:
    """Whether ``text`` is a build id (the whole string: ``'b1\\n'`` is not).

    >>> is_build_id("b12"), is_build_id("b"), is_build_id("B1"), is_build_id("b1\\n")
    (True, False, False, False)
    """
    return BUILD_ID.fullmatch(text) is not None


class FullMatch(validate.Regexp):
    """A ``Regexp`` that must match the whole string (``$`` alone admits a final newline);
    the spec shows its pattern."""

    def __call__(self, value: Any) -> Any:
        if self.regex.fullmatch(value) is None:
            raise ValidationError(self._format_error(value))
        return value


def build_id_field(**kwargs: Any) -> fields.String:
    return fields.String(
        validate=FullMatch(BUILD_ID, error="Must be a build id such as 'b1' (b and digits)."),
        metadata={**BUILD_ID_DOC, **kwargs.pop("metadata", {})},
        **kwargs,
    )


class CardCode(fields.String):
    """A card code: a string (which codes are real is the game's business)."""


def card_field(**kwargs: Any) -> fields.String:
    return CardCode(metadata={**CARD_DOC, **kwargs.pop("metadata", {})}, **kwargs)


class CappedList(fields.List[Any]):
    """A list that stops checking its items once ``LIST_CAP`` of them failed.

    A problem document lists that many problems at most (problems.py); checking the rest of
    8,000 malformed objects would cost seconds for nothing."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, list):
            raise self.make_error("invalid")
        result = []
        errors: dict[int, Any] = {}
        for index, each in enumerate(value):
            try:
                result.append(self.inner.deserialize(each, **kwargs))
            except ValidationError as error:
                errors[index] = error.messages
                if len(errors) > LIST_CAP:  # one more: the answer then says there are more
                    break
        if errors:
            raise ValidationError(errors, valid_data=result)
        return result


class CappedSchema(Schema):
    """A schema whose plain lists are :class:`CappedList`: their checks stop at the cap.

    Binding swaps the class of each ``fields.List`` the schema declares (same attributes, one
    method more careful), so the schemas keep declaring plain marshmallow fields."""

    def on_bind_field(self, field_name: str, field_obj: fields.Field[Any]) -> None:
        if type(field_obj) is fields.List:
            field_obj.__class__ = CappedList
        super().on_bind_field(field_name, field_obj)


class CardList(fields.List[Any]):
    """A list of card codes, validated in one pass."""

    default_error_messages = {"invalid": "Must be a list of card-code strings."}  # noqa: RUF012

    def __init__(self, item_doc: dict[str, str] = CARD_DOC, **kwargs: Any) -> None:
        super().__init__(fields.String(metadata=item_doc), **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not list or not _only(str, value):
            raise self.make_error("invalid")
        return value


class ItemList(CardList):
    """A list of table items: loose cards' codes and build ids (a move's ``capture``)."""

    default_error_messages = {"invalid": "Must be a list of card codes or build ids."}  # noqa: RUF012

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(TABLE_ITEM_DOC, **kwargs)


class CardParts(fields.List[Any]):
    """A build play's parts: a non-empty list of non-empty card-code lists.

    A bad part is reported at its own index (``…/parts/1``)."""

    default_error_messages = {  # noqa: RUF012
        "invalid": "Must be a non-empty list of parts, each a non-empty list of card codes.",
        "part": "Must be a non-empty list of card-code strings.",
    }

    def __init__(self, **kwargs: Any) -> None:
        part = CardList(validate=validate.Length(min=1))
        super().__init__(part, validate=validate.Length(min=1), **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not list or not value:
            raise self.make_error("invalid")
        errors = {
            index: [self.error_messages["part"]]
            for index, part in enumerate(value)
            if type(part) is not list or not part or not _only(str, part)
        }
        if errors:
            raise ValidationError(errors)
        return value


class CardLists(fields.List[Any]):
    """One card list per seat (hands, captured piles)."""

    default_error_messages = {"invalid": "Must be a list (one per seat) of card-code lists."}  # noqa: RUF012

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(CardList(), **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not list or any(
            type(hand) is not list or not _only(str, hand) for hand in value
        ):
            raise self.make_error("invalid")
        return value


class IntList(fields.List[Any]):
    """A list of strict integers (one per seat or side)."""

    default_error_messages = {"invalid": "Must be a list of integers."}  # noqa: RUF012

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(fields.Integer(strict=True), **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not list or not _only(int, value):
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
        return value  # what Integer(strict=True) makes of an int, without its ABC checks


class IntValues(fields.Dict):
    """A JSON object of strict integers (a move's ``values``), checked in one pass.

    A bad member is reported at the member itself (``…/values/AS``), not marshmallow's
    ``{member: {"value": …}}``, whose ``value`` reads like a field of that name."""

    default_error_messages = {"member": "Must be an integer."}  # noqa: RUF012

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(keys=fields.String(), values=fields.Integer(strict=True), **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not dict:
            raise self.make_error("invalid")
        errors = {
            key: [self.error_messages["member"]] for key, v in value.items() if type(v) is not int
        }
        if errors:
            raise ValidationError(errors)
        return value


class PlainDict(fields.Dict):
    """A JSON object passed through as it is (its content is checked by the game)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not dict:
            raise self.make_error("invalid")
        return value
