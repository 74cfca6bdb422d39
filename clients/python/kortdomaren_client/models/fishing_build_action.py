from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fishing_build_action_type import FishingBuildActionType

T = TypeVar("T", bound="FishingBuildAction")


@_attrs_define
class FishingBuildAction:
    """
    Attributes:
        seat (int): The seat that acted on the build.
        type_ (FishingBuildActionType): What the seat did: created it, added parts, or raised its value.
        exempt (bool): A partner's addition without a capturing card (BYGG-PART); default false. Default: False.
    """

    seat: int
    type_: FishingBuildActionType
    exempt: bool = False

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

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

        type_ = FishingBuildActionType(d.pop("type"))

        exempt = d.pop("exempt")

        fishing_build_action = cls(
            seat=seat,
            type_=type_,
            exempt=exempt,
        )

        return fishing_build_action
