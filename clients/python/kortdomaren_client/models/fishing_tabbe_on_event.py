from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingTabbeOnEvent")


@_attrs_define
class FishingTabbeOnEvent:
    """Misär: the table can be cleared by these values (a forced tabbe is due).

    Attributes:
        type_ (Literal['tabbe_on']): The event's kind.
        values (list[int]): Values that clear the table.
        rule (str): The rule that applies.
    """

    type_: Literal["tabbe_on"]
    values: list[int]
    rule: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        values = self.values

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "values": values,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["tabbe_on"], d.pop("type"))
        if type_ != "tabbe_on":
            raise ValueError(f"type must match const 'tabbe_on', got '{type_}'")

        values = cast(list[int], d.pop("values"))

        rule = d.pop("rule")

        fishing_tabbe_on_event = cls(
            type_=type_,
            values=values,
            rule=rule,
        )

        return fishing_tabbe_on_event
