from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fishing_build_action_input_type import FishingBuildActionInputType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingBuildActionInput")


@_attrs_define
class FishingBuildActionInput:
    """FishingBuildAction As a request may give it: fields every answer carries but a request may leave out are optional
    here.

        Attributes:
            seat (int): The seat that acted on the build.
            type_ (FishingBuildActionInputType): What the seat did: created it, added parts, or raised its value.
            exempt (bool | Unset): A partner's addition without a capturing card (BYGG-PART); default false. Default: False.
    """

    seat: int
    type_: FishingBuildActionInputType
    exempt: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        exempt = self.exempt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if exempt is not UNSET:
            field_dict["exempt"] = exempt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = FishingBuildActionInputType(d.pop("type"))

        exempt = d.pop("exempt", UNSET)

        fishing_build_action_input = cls(
            seat=seat,
            type_=type_,
            exempt=exempt,
        )

        return fishing_build_action_input
