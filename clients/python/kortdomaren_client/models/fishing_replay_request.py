from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fishing_move import FishingMove
    from ..models.fishing_state import FishingState


T = TypeVar("T", bound="FishingReplayRequest")


@_attrs_define
class FishingReplayRequest:
    """
    Attributes:
        state (FishingState):
        moves (list[FishingMove]): Moves to apply in order (at most 1000).
    """

    state: FishingState
    moves: list[FishingMove]

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
        from ..models.fishing_move import FishingMove  # noqa: PLC0415
        from ..models.fishing_state import FishingState  # noqa: PLC0415

        d = dict(src_dict)
        state = FishingState.from_dict(d.pop("state"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = FishingMove.from_dict(moves_item_data)

            moves.append(moves_item)

        fishing_replay_request = cls(
            state=state,
            moves=moves,
        )

        return fishing_replay_request
