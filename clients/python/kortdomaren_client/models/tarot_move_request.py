from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_move import TarotMove
    from ..models.tarot_state import TarotState


T = TypeVar("T", bound="TarotMoveRequest")


@_attrs_define
class TarotMoveRequest:
    """
    Attributes:
        state (TarotState):
        move (TarotMove):
    """

    state: TarotState
    move: TarotMove

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
        from ..models.tarot_move import TarotMove  # noqa: PLC0415
        from ..models.tarot_state import TarotState  # noqa: PLC0415

        d = dict(src_dict)
        state = TarotState.from_dict(d.pop("state"))

        move = TarotMove.from_dict(d.pop("move"))

        tarot_move_request = cls(
            state=state,
            move=move,
        )

        return tarot_move_request
