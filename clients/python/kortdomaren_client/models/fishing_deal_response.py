from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_state import FishingState


T = TypeVar("T", bound="FishingDealResponse")


@_attrs_define
class FishingDealResponse:
    """
    Attributes:
        state (FishingState | Unset):
        seed (int | Unset): The match seed used.
    """

    state: FishingState | Unset = UNSET
    seed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if state is not UNSET:
            field_dict["state"] = state
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_state import FishingState  # noqa: PLC0415

        d = dict(src_dict)
        _state = d.pop("state", UNSET)
        state: FishingState | Unset
        if isinstance(_state, Unset):
            state = UNSET
        else:
            state = FishingState.from_dict(_state)

        seed = d.pop("seed", UNSET)

        fishing_deal_response = cls(
            state=state,
            seed=seed,
        )

        return fishing_deal_response
