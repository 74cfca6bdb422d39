from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingMatchOverEvent")


@_attrs_define
class FishingMatchOverEvent:
    """The match was decided.

    Attributes:
        type_ (Literal['match_over']): The event's kind.
        winners (list[int]): Winning side(s).
        by (None | str): How it was decided.
    """

    type_: Literal["match_over"]
    winners: list[int]
    by: None | str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        winners = self.winners

        by: None | str
        by = self.by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "winners": winners,
                "by": by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["match_over"], d.pop("type"))
        if type_ != "match_over":
            raise ValueError(f"type must match const 'match_over', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))

        fishing_match_over_event = cls(
            type_=type_,
            winners=winners,
            by=by,
        )

        return fishing_match_over_event
