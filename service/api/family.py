"""What a game family supplies to cross the HTTP boundary: schemas and plain-data converters.

A game names its family; the family supplies the schemas (which validate and document) and the
converters between plain data and the game's dataclasses. Families are registered in
:mod:`service.api.families`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from marshmallow import Schema, ValidationError

from service.api.fastload import compile_loader
from service.api.problems import ApiProblem
from service.api.schemas.common import DealRequestSchema
from service.core.bounds import Bounds, Limit, crowded_objects
from service.core.game import Game
from service.core.verdict import Problem, token

Plain = dict[str, Any]


@dataclass(frozen=True)
class Family:
    """Schemas and converters of one game family."""

    name: str
    schema_classes: Mapping[str, type[Schema]]
    state_from_plain: Callable[[Game[Any, Any], Mapping[str, Any]], Any]
    state_to_plain: Callable[[Any], Plain]
    move_from_plain: Callable[[Game[Any, Any], Mapping[str, Any], str], Any]
    move_to_plain: Callable[[Any], Plain]
    view_plain: Callable[[Any, int], Plain]
    new_match: Callable[[Game[Any, Any], Any, int, int, list[list[int]]], Any]
    limits: Mapping[str, tuple[Limit, ...]] = field(default_factory=dict)
    """Per request: the most items each list may hold, checked before the schema loads it."""

    def __post_init__(self) -> None:
        loaders = {name: cls() for name, cls in self.schema_classes.items()}
        loaders["DealRequest"] = DealRequestSchema()
        object.__setattr__(self, "_loaders", loaders)
        fast = {
            name: compile_loader(schema)
            for name, schema in loaders.items()
            if name.endswith("Request")
        }
        object.__setattr__(self, "_fast_loaders", fast)
        bounds = {name: Bounds(limits) for name, limits in self.limits.items()}
        object.__setattr__(self, "_bounds", bounds)

    @staticmethod
    def _refuse_oversized(bounds: Bounds, body: Mapping[str, Any]) -> None:
        oversized = bounds.problems(body, "")
        if oversized:
            message = "a list holds more than the game can"
            raise ApiProblem(422, "invalid_request", message, errors=oversized)

    def load(self, name: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """Validate ``body`` against the family's request schema ``name`` (422 on failure).

        The compiled fast loader accepts a valid body at a fraction of marshmallow's cost;
        whatever it does not accept goes through marshmallow, which says what is wrong.

        First, no list may hold more than a game can (``service/core/bounds.py``): one
        compiled walk of the lists the limits name, a few microseconds. Neither loader then
        meets more items than a game holds: marshmallow spends up to hundreds of microseconds
        on each malformed item, the fast loader and the game's reader about one on each."""
        bounds = self._bounds.get(name)  # type: ignore[attr-defined]
        if bounds is not None:
            self._refuse_oversized(bounds, body)
        loaded = self._fast_loaders[name](body)  # type: ignore[attr-defined]
        if loaded is not None:
            return loaded  # type: ignore[no-any-return]
        crowded = crowded_objects(body)
        if crowded:
            message = "an object holds more fields than any schema"
            raise ApiProblem(422, "invalid_request", message, errors=crowded)
        try:
            return self._loaders[name].load(body)  # type: ignore[attr-defined, no-any-return]
        except ValidationError as error:
            raise ApiProblem(
                422,
                "invalid_request",
                "the request does not match the schema",
                errors=flatten(error.messages),
            ) from None


def flatten(messages: Any, pointer: str = "") -> list[Problem]:
    """marshmallow's nested messages as one problem per field, each with a JSON pointer.

    Every key is a field name or a list index: a field named ``value`` (a build play's) is a
    field. So request schemas use no plain ``fields.Dict`` with typed members, which would
    report a bad member as ``{member: {"value": [...]}}``, a pointer to nothing in the
    request; :class:`~service.api.fields.IntValues` reports the member itself.
    """
    if isinstance(messages, dict):
        problems: list[Problem] = []
        for key in sorted(messages, key=str):
            child = pointer if key == "_schema" else f"{pointer}/{token(key)}"
            problems += flatten(messages[key], child)
        return problems
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        return [Problem(pointer or "/", _code(m), m) for m in messages]
    if isinstance(messages, list):
        return [p for m in messages for p in flatten(m, pointer)]
    return [Problem(pointer or "/", "invalid_field", str(messages))]


def _code(message: str) -> str:
    if message.startswith("Unknown field"):
        return "unknown_field"
    if message.startswith("Missing data"):
        return "missing_field"
    return "invalid_field"
