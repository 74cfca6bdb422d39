from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ScoreItem")


@_attrs_define
class ScoreItem:
    """
    Attributes:
        side (int | Unset):
        seat (int | None | Unset):
        rule (str | Unset):
        code (str | Unset):
        label (str | Unset):
        count (int | None | Unset):
        points (int | Unset):
    """

    side: int | Unset = UNSET
    seat: int | None | Unset = UNSET
    rule: str | Unset = UNSET
    code: str | Unset = UNSET
    label: str | Unset = UNSET
    count: int | None | Unset = UNSET
    points: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        side = self.side

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        rule = self.rule

        code = self.code

        label = self.label

        count: int | None | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        else:
            count = self.count

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if side is not UNSET:
            field_dict["side"] = side
        if seat is not UNSET:
            field_dict["seat"] = seat
        if rule is not UNSET:
            field_dict["rule"] = rule
        if code is not UNSET:
            field_dict["code"] = code
        if label is not UNSET:
            field_dict["label"] = label
        if count is not UNSET:
            field_dict["count"] = count
        if points is not UNSET:
            field_dict["points"] = points

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = d.pop("side", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        rule = d.pop("rule", UNSET)

        code = d.pop("code", UNSET)

        label = d.pop("label", UNSET)

        def _parse_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        count = _parse_count(d.pop("count", UNSET))

        points = d.pop("points", UNSET)

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
