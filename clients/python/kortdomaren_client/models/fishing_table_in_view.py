from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fishing_build_in_view import FishingBuildInView


T = TypeVar("T", bound="FishingTableInView")


@_attrs_define
class FishingTableInView:
    """
    Attributes:
        cards (list[str]): Loose face-up table cards in the order they lie.
        builds (list[FishingBuildInView]): Builds on the table (Byggkasino, Mulle Glimne); always empty in Kasino.
    """

    cards: list[str]
    builds: list[FishingBuildInView]

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        builds = []
        for builds_item_data in self.builds:
            builds_item = builds_item_data.to_dict()
            builds.append(builds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "builds": builds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_build_in_view import FishingBuildInView  # noqa: PLC0415

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        builds = []
        _builds = d.pop("builds")
        for builds_item_data in _builds:
            builds_item = FishingBuildInView.from_dict(builds_item_data)

            builds.append(builds_item)

        fishing_table_in_view = cls(
            cards=cards,
            builds=builds,
        )

        return fishing_table_in_view
