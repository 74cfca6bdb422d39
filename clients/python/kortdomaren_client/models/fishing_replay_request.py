from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fishing_move import FishingMove
    from ..models.fishing_state import FishingState
    from ..models.fishing_state_input import FishingStateInput


T = TypeVar("T", bound="FishingReplayRequest")


@_attrs_define
class FishingReplayRequest:
    """
    Attributes:
        state (FishingState | FishingStateInput): The game state.
        moves (list[FishingMove]): Moves to apply in order (at most 1000).
    """

    state: FishingState | FishingStateInput
    moves: list[FishingMove]

    def to_dict(self) -> dict[str, Any]:
        from ..models.fishing_state import FishingState  # noqa: PLC0415

        state: dict[str, Any]
        if isinstance(self.state, FishingState):
            state = self.state.to_dict()
        else:
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
