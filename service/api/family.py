"""What a game family supplies to cross the HTTP boundary: schemas and plain-data converters.

A game names its family; the family supplies the schemas (which validate and document) and the
converters between plain data and the game's dataclasses. Families are registered in
:mod:`service.api.families`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from marshmallow import Schema, ValidationError

from service.api.fastload import compile_loader
from service.api.problems import ApiProblem
from service.api.schema_errors import explain
from service.api.schemas.commitment import CommitmentRequestSchema
from service.api.schemas.common import DealRequestSchema
from service.core.bounds import Bounds, Limit, crowded_objects
from service.core.game import Game

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
    limits: Mapping[str, tuple[Limit, ...]] = field(default_factory=dict)
    """Per request: the most items each list may hold, checked before the schema loads it."""

    def __post_init__(self) -> None:
        loaders = {name: cls() for name, cls in self.schema_classes.items()}
        loaders["DealRequest"] = DealRequestSchema()
        loaders["CommitmentRequest"] = CommitmentRequestSchema()
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
            raise ApiProblem(422, "invalid_request", errors=oversized)

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
            raise ApiProblem(422, "invalid_request", errors=crowded)
        schema = self._loaders[name]  # type: ignore[attr-defined]
        try:
            return schema.load(body)  # type: ignore[no-any-return]
        except ValidationError as error:
            problems = explain(error.messages, schema, body)
            raise ApiProblem(422, "invalid_request", errors=problems) from None
