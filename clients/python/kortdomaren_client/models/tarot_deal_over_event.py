from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotDealOverEvent")


@_attrs_define
class TarotDealOverEvent:
    """The deal ended and was scored.

    Attributes:
        type_ (Literal['deal_over']): The event's kind.
        ended_by (str): last_trick or declaration.
        totals (list[int]): This deal's points per side.
    """

    type_: Literal["deal_over"]
    ended_by: str
    totals: list[int]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        ended_by = self.ended_by

        totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "ended_by": ended_by,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["deal_over"], d.pop("type"))
        if type_ != "deal_over":
            raise ValueError(f"type must match const 'deal_over', got '{type_}'")

        ended_by = d.pop("ended_by")

        totals = cast(list[int], d.pop("totals"))

        tarot_deal_over_event = cls(
            type_=type_,
            ended_by=ended_by,
            totals=totals,
        )

        return tarot_deal_over_event
