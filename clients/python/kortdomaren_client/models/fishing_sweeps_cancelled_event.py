from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingSweepsCancelledEvent")


@_attrs_define
class FishingSweepsCancelledEvent:
    """Every side had a tabbe: one each was cancelled.

    Attributes:
        type_ (Literal['sweeps_cancelled']): The event's kind.
        tabbar (list[int]): Tabbes per seat now.
        rule (str): The rule that applies.
    """

    type_: Literal["sweeps_cancelled"]
    tabbar: list[int]
    rule: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        tabbar = self.tabbar

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "tabbar": tabbar,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["sweeps_cancelled"], d.pop("type"))
        if type_ != "sweeps_cancelled":
            raise ValueError(f"type must match const 'sweeps_cancelled', got '{type_}'")

        tabbar = cast(list[int], d.pop("tabbar"))

        rule = d.pop("rule")

        fishing_sweeps_cancelled_event = cls(
            type_=type_,
            tabbar=tabbar,
            rule=rule,
        )

        return fishing_sweeps_cancelled_event
