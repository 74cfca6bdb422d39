from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_state import FemhundraState


T = TypeVar("T", bound="FemhundraViewRequest")


@_attrs_define
class FemhundraViewRequest:
    """
    Attributes:
        state (FemhundraState):
        player (int): The viewing seat.
    """

    state: FemhundraState
    player: int

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415

        d = dict(src_dict)
        state = FemhundraState.from_dict(d.pop("state"))

        player = d.pop("player")

        femhundra_view_request = cls(
            state=state,
            player=player,
        )

        return femhundra_view_request
