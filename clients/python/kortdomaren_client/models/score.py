from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.score_details import ScoreDetails
    from ..models.score_item import ScoreItem
    from ..models.standing import Standing


T = TypeVar("T", bound="Score")


@_attrs_define
class Score:
    """
    Attributes:
        sides (list[list[int]]): Seats of each side.
        items (list[ScoreItem]): Every scoring item.
        totals (list[int]): This deal's points per side.
        match (Standing):
        details (ScoreDetails): Game-specific detail of the count.
    """

    sides: list[list[int]]
    items: list[ScoreItem]
    totals: list[int]
    match: Standing
    details: ScoreDetails

    def to_dict(self) -> dict[str, Any]:
        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data

            sides.append(sides_item)

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        totals = self.totals

        match = self.match.to_dict()

        details = self.details.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sides": sides,
                "items": items,
                "totals": totals,
                "match": match,
                "details": details,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_details import ScoreDetails  # noqa: PLC0415
        from ..models.score_item import ScoreItem  # noqa: PLC0415
        from ..models.standing import Standing  # noqa: PLC0415

        d = dict(src_dict)
        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = cast(list[int], sides_item_data)

            sides.append(sides_item)

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = ScoreItem.from_dict(items_item_data)

            items.append(items_item)

        totals = cast(list[int], d.pop("totals"))

        match = Standing.from_dict(d.pop("match"))

        details = ScoreDetails.from_dict(d.pop("details"))

        score = cls(
            sides=sides,
            items=items,
            totals=totals,
            match=match,
            details=details,
        )

        return score
