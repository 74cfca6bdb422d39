from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_build_action_input import FishingBuildActionInput


T = TypeVar("T", bound="FishingBuildInput")


@_attrs_define
class FishingBuildInput:
    """FishingBuild As a request may give it: fields every answer carries but a request may leave out are optional here.

    Attributes:
        id (str): The build's id (pattern ^b[0-9]+$, e.g. 'b1'), unique on the table; moves name it in capture, groups,
            build.onto and build.merge. Example: b1.
        value (int): The build's value (2–16).
        parts (list[list[str]]): The build's parts, each a list of cards adding to value.
        created_by (int): Seat that created the build.
        creation_value (int): The value it was created with.
        history (list[FishingBuildActionInput]): Every action on the build in order, the creation first.
        last_builder (int | None | Unset): Seat of the last action (derived from history; informative on input).
    """

    id: str
    value: int
    parts: list[list[str]]
    created_by: int
    creation_value: int
    history: list[FishingBuildActionInput]
    last_builder: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        value = self.value

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data

            parts.append(parts_item)

        created_by = self.created_by

        creation_value = self.creation_value

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        last_builder: int | None | Unset
        if isinstance(self.last_builder, Unset):
            last_builder = UNSET
        else:
            last_builder = self.last_builder

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "value": value,
                "parts": parts,
                "created_by": created_by,
                "creation_value": creation_value,
                "history": history,
            }
        )
        if last_builder is not UNSET:
            field_dict["last_builder"] = last_builder

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_build_action_input import FishingBuildActionInput  # noqa: PLC0415

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

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = FishingBuildActionInput.from_dict(history_item_data)

            history.append(history_item)

        def _parse_last_builder(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_builder = _parse_last_builder(d.pop("last_builder", UNSET))

        fishing_build_input = cls(
            id=id,
            value=value,
            parts=parts,
            created_by=created_by,
            creation_value=creation_value,
            history=history,
            last_builder=last_builder,
        )

        return fishing_build_input
