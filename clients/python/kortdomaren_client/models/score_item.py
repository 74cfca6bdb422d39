from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScoreItem")


@_attrs_define
class ScoreItem:
    """
    Attributes:
        side (int): The side scoring it.
        seat (int | None): The seat, where the item is a seat's.
        rule (str): The scoring rule's ID.
        code (str): Stable snake_case code of the item.
        label (str): The item in words.
        count (int | None): How many (cards, tabbes, …), if counted.
        points (int): Points of the item.
    """

    side: int
    seat: int | None
    rule: str
    code: str
    label: str
    count: int | None
    points: int

    def to_dict(self) -> dict[str, Any]:
        side = self.side

        seat: int | None
        seat = self.seat

        rule = self.rule

        code = self.code

        label = self.label

        count: int | None
        count = self.count

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "side": side,
                "seat": seat,
                "rule": rule,
                "code": code,
                "label": label,
                "count": count,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = d.pop("side")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        rule = d.pop("rule")

        code = d.pop("code")

        label = d.pop("label")

        def _parse_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        count = _parse_count(d.pop("count"))

        points = d.pop("points")

        score_item = cls(
            side=side,
            seat=seat,
            rule=rule,
            code=code,
            label=label,
            count=count,
            points=points,
        )

        return score_item
