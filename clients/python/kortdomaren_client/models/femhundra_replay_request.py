from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_move import FemhundraMove
    from ..models.femhundra_state import FemhundraState


T = TypeVar("T", bound="FemhundraReplayRequest")


@_attrs_define
class FemhundraReplayRequest:
    """
    Attributes:
        state (FemhundraState):
        moves (list[FemhundraMove]): Moves to apply in order (at most 1000).
    """

    state: FemhundraState
    moves: list[FemhundraMove]

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "moves": moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_move import FemhundraMove  # noqa: PLC0415
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415

        d = dict(src_dict)
        state = FemhundraState.from_dict(d.pop("state"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = FemhundraMove.from_dict(moves_item_data)

            moves.append(moves_item)

        femhundra_replay_request = cls(
            state=state,
            moves=moves,
        )

        return femhundra_replay_request
