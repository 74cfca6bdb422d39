from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_build_input import FishingBuildInput


T = TypeVar("T", bound="FishingTableInput")


@_attrs_define
class FishingTableInput:
    """FishingTable As a request may give it: fields every answer carries but a request may leave out are optional here.

    Attributes:
        cards (list[str]): Loose face-up table cards in the order they lie.
        builds (list[FishingBuildInput] | Unset): Builds on the table (Byggkasino, Mulle Glimne); always empty in
            Kasino.
    """

    cards: list[str]
    builds: list[FishingBuildInput] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        builds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.builds, Unset):
            builds = []
            for builds_item_data in self.builds:
                builds_item = builds_item_data.to_dict()
                builds.append(builds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
            }
        )
        if builds is not UNSET:
            field_dict["builds"] = builds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_build_input import FishingBuildInput  # noqa: PLC0415

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        _builds = d.pop("builds", UNSET)
        builds: list[FishingBuildInput] | Unset = UNSET
        if _builds is not UNSET:
            builds = []
            for builds_item_data in _builds:
                builds_item = FishingBuildInput.from_dict(builds_item_data)

                builds.append(builds_item)

        fishing_table_input = cls(
            cards=cards,
            builds=builds,
        )

        return fishing_table_input
