from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fishing_duty_duty import FishingDutyDuty

T = TypeVar("T", bound="FishingDuty")


@_attrs_define
class FishingDuty:
    """
    Attributes:
        seat (int): The seat that answers for the build.
        build (str): The build's id. Example: b1.
        duty (FishingDutyDuty): 'last': the seat made the build's latest (non-exempt) action, may not trail and must
            keep a card of its value (BYGG-HOLD-1(a), BYGG-HOLD-2/3); 'creator': in partnership play the creator whose
            partner acted last, who must only keep a card of its value (BYGG-HOLD-1(b), BYGG-PART-3).
    """

    seat: int
    build: str
    duty: FishingDutyDuty

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        build = self.build

        duty = self.duty.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "build": build,
                "duty": duty,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        build = d.pop("build")

        duty = FishingDutyDuty(d.pop("duty"))

        fishing_duty = cls(
            seat=seat,
            build=build,
            duty=duty,
        )

        return fishing_duty
