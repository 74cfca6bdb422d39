from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_state import FemhundraState


T = TypeVar("T", bound="FemhundraNextDealRequest")


@_attrs_define
class FemhundraNextDealRequest:
    """
    Attributes:
        state (FemhundraState):
    """

    state: FemhundraState

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415

        d = dict(src_dict)
        state = FemhundraState.from_dict(d.pop("state"))

        femhundra_next_deal_request = cls(
            state=state,
        )

        return femhundra_next_deal_request
