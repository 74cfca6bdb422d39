from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingPlayoffEvent")


@_attrs_define
class FishingPlayoffEvent:
    """Byggkasino: a play-off between the tied sides.

    Attributes:
        type_ (Literal['playoff']): The event's kind.
        sides (list[int]): The sides playing on.
        rule (str): The rule that applies.
    """

    type_: Literal["playoff"]
    sides: list[int]
    rule: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        sides = self.sides

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "sides": sides,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["playoff"], d.pop("type"))
        if type_ != "playoff":
            raise ValueError(f"type must match const 'playoff', got '{type_}'")

        sides = cast(list[int], d.pop("sides"))

        rule = d.pop("rule")

        fishing_playoff_event = cls(
            type_=type_,
            sides=sides,
            rule=rule,
        )

        return fishing_playoff_event
