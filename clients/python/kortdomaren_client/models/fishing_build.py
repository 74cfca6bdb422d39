from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fishing_build_action import FishingBuildAction


T = TypeVar("T", bound="FishingBuild")


@_attrs_define
class FishingBuild:
    """
    Attributes:
        id (str): The build's id (pattern ^b[0-9]+$, e.g. 'b1'), unique on the table; moves name it in capture, groups,
            build.onto and build.merge. Example: b1.
        value (int): The build's value (2–16).
        parts (list[list[str]]): The build's parts, each a list of cards adding to value.
        created_by (int): Seat that created the build.
        creation_value (int): The value it was created with.
        last_builder (int | None): Seat of the last action (derived from history; informative on input).
        history (list[FishingBuildAction]): Every action on the build in order, the creation first.
    """

    id: str
    value: int
    parts: list[list[str]]
    created_by: int
    creation_value: int
    last_builder: int | None
    history: list[FishingBuildAction]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        value = self.value

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data

            parts.append(parts_item)

        created_by = self.created_by

        creation_value = self.creation_value

        last_builder: int | None
        last_builder = self.last_builder

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "value": value,
                "parts": parts,
                "created_by": created_by,
                "creation_value": creation_value,
                "last_builder": last_builder,
                "history": history,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_build_action import FishingBuildAction  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        value = d.pop("value")

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = cast(list[str], parts_item_data)

            parts.append(parts_item)

        created_by = d.pop("created_by")

        creation_value = d.pop("creation_value")

        def _parse_last_builder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_builder = _parse_last_builder(d.pop("last_builder"))

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = FishingBuildAction.from_dict(history_item_data)

            history.append(history_item)

        fishing_build = cls(
            id=id,
            value=value,
            parts=parts,
            created_by=created_by,
            creation_value=creation_value,
            last_builder=last_builder,
            history=history,
        )

        return fishing_build
