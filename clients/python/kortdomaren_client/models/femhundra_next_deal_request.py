from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_state import FemhundraState
    from ..models.femhundra_state_input import FemhundraStateInput


T = TypeVar("T", bound="FemhundraNextDealRequest")


@_attrs_define
class FemhundraNextDealRequest:
    """
    Attributes:
        state (FemhundraState | FemhundraStateInput): The game state.
    """

    state: FemhundraState | FemhundraStateInput

    def to_dict(self) -> dict[str, Any]:
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415

        state: dict[str, Any]
        if isinstance(self.state, FemhundraState):
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
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415
        from ..models.femhundra_state_input import FemhundraStateInput  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_state(data: object) -> FemhundraState | FemhundraStateInput:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = FemhundraState.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            state_type_1 = FemhundraStateInput.from_dict(data)

            return state_type_1

        state = _parse_state(d.pop("state"))

        femhundra_next_deal_request = cls(
            state=state,
        )

        return femhundra_next_deal_request
