from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fishing_build_action_in_view_type import FishingBuildActionInViewType

T = TypeVar("T", bound="FishingBuildActionInView")


@_attrs_define
class FishingBuildActionInView:
    """
    Attributes:
        seat (int): The seat that acted on the build.
        type_ (FishingBuildActionInViewType): What the seat did: created it, added parts, or raised its value.
        exempt (bool | None): A partner's addition without a capturing card (BYGG-PART-2); null for another seat's
            action: whether it was exempt tells what that seat holds.
    """

    seat: int
    type_: FishingBuildActionInViewType
    exempt: bool | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        exempt: bool | None
        exempt = self.exempt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "exempt": exempt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = FishingBuildActionInViewType(d.pop("type"))

        def _parse_exempt(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        exempt = _parse_exempt(d.pop("exempt"))

        fishing_build_action_in_view = cls(
            seat=seat,
            type_=type_,
            exempt=exempt,
        )

        return fishing_build_action_in_view
