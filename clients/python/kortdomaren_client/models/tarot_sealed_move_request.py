from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_move import TarotMove


T = TypeVar("T", bound="TarotSealedMoveRequest")


@_attrs_define
class TarotSealedMoveRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        move (TarotMove):
    """

    token: str
    move: TarotMove

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        move = self.move.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tarot_move import TarotMove  # noqa: PLC0415

        d = dict(src_dict)
        token = d.pop("token")

        move = TarotMove.from_dict(d.pop("move"))

        tarot_sealed_move_request = cls(
            token=token,
            move=move,
        )

        return tarot_sealed_move_request
