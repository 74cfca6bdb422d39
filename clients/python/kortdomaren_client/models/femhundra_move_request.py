from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_move import FemhundraMove
    from ..models.femhundra_state import FemhundraState


T = TypeVar("T", bound="FemhundraMoveRequest")


@_attrs_define
class FemhundraMoveRequest:
    """
    Attributes:
        state (FemhundraState):
        move (FemhundraMove):
    """

    state: FemhundraState
    move: FemhundraMove

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        move = self.move.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_move import FemhundraMove  # noqa: PLC0415
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415

        d = dict(src_dict)
        state = FemhundraState.from_dict(d.pop("state"))

        move = FemhundraMove.from_dict(d.pop("move"))

        femhundra_move_request = cls(
            state=state,
            move=move,
        )

        return femhundra_move_request
