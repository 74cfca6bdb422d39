from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_move import FemhundraMove
    from ..models.femhundra_state import FemhundraState
    from ..models.femhundra_state_input import FemhundraStateInput


T = TypeVar("T", bound="FemhundraReplayRequest")


@_attrs_define
class FemhundraReplayRequest:
    """
    Attributes:
        state (FemhundraState | FemhundraStateInput): The game state.
        moves (list[FemhundraMove]): Moves to apply in order (at most 1000).
    """

    state: FemhundraState | FemhundraStateInput
    moves: list[FemhundraMove]

    def to_dict(self) -> dict[str, Any]:
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415

        state: dict[str, Any]
        if isinstance(self.state, FemhundraState):
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
        from ..models.femhundra_move import FemhundraMove  # noqa: PLC0415
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
