from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingDealOverEvent")


@_attrs_define
class FishingDealOverEvent:
    """The deal ended and was scored.

    Attributes:
        type_ (Literal['deal_over']): The event's kind.
        totals (list[int]): This deal's points per side.
        scores (list[int]): Match points per side now.
    """

    type_: Literal["deal_over"]
    totals: list[int]
    scores: list[int]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        totals = self.totals

        scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "totals": totals,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["deal_over"], d.pop("type"))
        if type_ != "deal_over":
            raise ValueError(f"type must match const 'deal_over', got '{type_}'")

        totals = cast(list[int], d.pop("totals"))

        scores = cast(list[int], d.pop("scores"))

        fishing_deal_over_event = cls(
            type_=type_,
            totals=totals,
            scores=scores,
        )

        return fishing_deal_over_event
