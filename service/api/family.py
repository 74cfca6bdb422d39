"""What a game family supplies to cross the HTTP boundary: schemas and plain-data converters.

A game names its family; the family supplies the schemas (which validate and document) and the
converters between plain data and the game's dataclasses. Families are registered in
:mod:`service.api.families`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from marshmallow import Schema, ValidationError

from service.api.fastload import compile_loader
from service.api.problems import ApiProblem
from service.api.schemas.common import DealRequestSchema
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
    # sealed play (service/api/sealing.py): the state as a token carries it, and back without
    # the state check (the service made it); the events as one seat may see them; the pile a
    # move reshuffles into a new stock (None where the family never reshuffles)
    seal_state: Callable[[Any], Plain]
    unseal_state: Callable[[Game[Any, Any], Mapping[str, Any]], Any]
    events_view: Callable[[Sequence[Mapping[str, Any]], int], list[Mapping[str, Any]]]
    reshuffle_pile: Callable[[Any, Any], Sequence[str] | None] = lambda state, move: None

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

    def load(self, name: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """Validate ``body`` against the family's request schema ``name`` (422 on failure).

        The compiled fast loader accepts a valid body at a fraction of marshmallow's cost;
        whatever it does not accept goes through marshmallow, which says what is wrong."""
        loaded = self._fast_loaders[name](body)  # type: ignore[attr-defined]
        if loaded is not None:
            return loaded  # type: ignore[no-any-return]
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
