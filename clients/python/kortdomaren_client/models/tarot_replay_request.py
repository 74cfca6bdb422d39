from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_move import TarotMove
    from ..models.tarot_state import TarotState
    from ..models.tarot_state_input import TarotStateInput


T = TypeVar("T", bound="TarotReplayRequest")


@_attrs_define
class TarotReplayRequest:
    """
    Attributes:
        state (TarotState | TarotStateInput): The game state.
        moves (list[TarotMove]): Moves to apply in order (at most 1000).
    """

    state: TarotState | TarotStateInput
    moves: list[TarotMove]

    def to_dict(self) -> dict[str, Any]:
        from ..models.tarot_state import TarotState  # noqa: PLC0415

        state: dict[str, Any]
        if isinstance(self.state, TarotState):
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
        from ..models.tarot_move import TarotMove  # noqa: PLC0415
        from ..models.tarot_state import TarotState  # noqa: PLC0415
        from ..models.tarot_state_input import TarotStateInput  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_state(data: object) -> TarotState | TarotStateInput:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = TarotState.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            state_type_1 = TarotStateInput.from_dict(data)

            return state_type_1

        state = _parse_state(d.pop("state"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = TarotMove.from_dict(moves_item_data)

            moves.append(moves_item)

        tarot_replay_request = cls(
            state=state,
            moves=moves,
        )

        return tarot_replay_request
