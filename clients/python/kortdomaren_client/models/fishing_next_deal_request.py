from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fishing_state import FishingState
    from ..models.fishing_state_input import FishingStateInput


T = TypeVar("T", bound="FishingNextDealRequest")


@_attrs_define
class FishingNextDealRequest:
    """
    Attributes:
        state (FishingState | FishingStateInput): The game state.
    """

    state: FishingState | FishingStateInput

    def to_dict(self) -> dict[str, Any]:
        from ..models.fishing_state import FishingState  # noqa: PLC0415

        state: dict[str, Any]
        if isinstance(self.state, FishingState):
            state = self.state.to_dict()
        else:
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
        from ..models.fishing_state import FishingState  # noqa: PLC0415
        from ..models.fishing_state_input import FishingStateInput  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_state(data: object) -> FishingState | FishingStateInput:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = FishingState.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            state_type_1 = FishingStateInput.from_dict(data)

            return state_type_1

        state = _parse_state(d.pop("state"))

        fishing_next_deal_request = cls(
            state=state,
        )

        return fishing_next_deal_request
