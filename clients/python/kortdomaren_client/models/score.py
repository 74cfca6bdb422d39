from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.score_details import ScoreDetails
    from ..models.score_item import ScoreItem
    from ..models.standing import Standing


T = TypeVar("T", bound="Score")


@_attrs_define
class Score:
    """
    Attributes:
        sides (list[list[int]] | Unset): Seats of each side.
        items (list[ScoreItem] | Unset):
        totals (list[int] | Unset): This deal's points per side.
        match (Standing | Unset):
        details (ScoreDetails | Unset):
    """

    sides: list[list[int]] | Unset = UNSET
    items: list[ScoreItem] | Unset = UNSET
    totals: list[int] | Unset = UNSET
    match: Standing | Unset = UNSET
    details: ScoreDetails | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sides: list[list[int]] | Unset = UNSET
        if not isinstance(self.sides, Unset):
            sides = []
            for sides_item_data in self.sides:
                sides_item = sides_item_data

                sides.append(sides_item)

        items: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = []
            for items_item_data in self.items:
                items_item = items_item_data.to_dict()
                items.append(items_item)

        totals: list[int] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals

        match: dict[str, Any] | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.to_dict()

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if sides is not UNSET:
            field_dict["sides"] = sides
        if items is not UNSET:
            field_dict["items"] = items
        if totals is not UNSET:
            field_dict["totals"] = totals
        if match is not UNSET:
            field_dict["match"] = match
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_details import ScoreDetails  # noqa: PLC0415
        from ..models.score_item import ScoreItem  # noqa: PLC0415
        from ..models.standing import Standing  # noqa: PLC0415

        d = dict(src_dict)
        _sides = d.pop("sides", UNSET)
        sides: list[list[int]] | Unset = UNSET
        if _sides is not UNSET:
            sides = []
            for sides_item_data in _sides:
                sides_item = cast(list[int], sides_item_data)

                sides.append(sides_item)

        _items = d.pop("items", UNSET)
        items: list[ScoreItem] | Unset = UNSET
        if _items is not UNSET:
            items = []
            for items_item_data in _items:
                items_item = ScoreItem.from_dict(items_item_data)

                items.append(items_item)

        totals = cast(list[int], d.pop("totals", UNSET))

        _match = d.pop("match", UNSET)
        match: Standing | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = Standing.from_dict(_match)

        _details = d.pop("details", UNSET)
        details: ScoreDetails | Unset
        if isinstance(_details, Unset):
            details = UNSET
        else:
            details = ScoreDetails.from_dict(_details)

        score = cls(
            sides=sides,
            items=items,
            totals=totals,
            match=match,
            details=details,
        )

        return score
