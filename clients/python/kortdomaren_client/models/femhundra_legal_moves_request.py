from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.femhundra_state import FemhundraState
    from ..models.femhundra_state_input import FemhundraStateInput


T = TypeVar("T", bound="FemhundraLegalMovesRequest")


@_attrs_define
class FemhundraLegalMovesRequest:
    """
    Attributes:
        state (FemhundraState | FemhundraStateInput): The game state.
        limit (int | Unset): List at most this many moves (0…1000, default 1000); count is the full total whatever the
            limit (a lower bound, count_exact false, where counting stops at its work budget). Default: 1000.
    """

    state: FemhundraState | FemhundraStateInput
    limit: int | Unset = 1000

    def to_dict(self) -> dict[str, Any]:
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415

        state: dict[str, Any]
        if isinstance(self.state, FemhundraState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()

        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if limit is not UNSET:
            field_dict["limit"] = limit

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

        limit = d.pop("limit", UNSET)

        femhundra_legal_moves_request = cls(
            state=state,
            limit=limit,
        )

        return femhundra_legal_moves_request
