from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_state import FishingState


T = TypeVar("T", bound="FishingLegalMovesRequest")


@_attrs_define
class FishingLegalMovesRequest:
    """
    Attributes:
        state (FishingState):
        limit (int | Unset): List at most this many moves (0…100000, default 1000); count is the full total whatever the
            limit (a lower bound, count_exact false, where counting stops at its work budget). Default: 1000.
    """

    state: FishingState
    limit: int | Unset = 1000

    def to_dict(self) -> dict[str, Any]:
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
        from ..models.fishing_state import FishingState  # noqa: PLC0415

        d = dict(src_dict)
        state = FishingState.from_dict(d.pop("state"))

        limit = d.pop("limit", UNSET)

        fishing_legal_moves_request = cls(
            state=state,
            limit=limit,
        )

        return fishing_legal_moves_request
