from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FemhundraDealOverEvent")


@_attrs_define
class FemhundraDealOverEvent:
    """The hand ended and was scored.

    Attributes:
        type_ (Literal['deal_over']): The event's kind.
        went_out (int | None): Who went out.
        totals (list[int]): This hand's points per player.
        scores (list[int]): Match points now.
        match_over (bool): Whether the match is decided.
    """

    type_: Literal["deal_over"]
    went_out: int | None
    totals: list[int]
    scores: list[int]
    match_over: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        went_out: int | None
        went_out = self.went_out

        totals = self.totals

        scores = self.scores

        match_over = self.match_over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "went_out": went_out,
                "totals": totals,
                "scores": scores,
                "match_over": match_over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["deal_over"], d.pop("type"))
        if type_ != "deal_over":
            raise ValueError(f"type must match const 'deal_over', got '{type_}'")

        def _parse_went_out(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        went_out = _parse_went_out(d.pop("went_out"))

        totals = cast(list[int], d.pop("totals"))

        scores = cast(list[int], d.pop("scores"))

        match_over = d.pop("match_over")

        femhundra_deal_over_event = cls(
            type_=type_,
            went_out=went_out,
            totals=totals,
            scores=scores,
            match_over=match_over,
        )

        return femhundra_deal_over_event
