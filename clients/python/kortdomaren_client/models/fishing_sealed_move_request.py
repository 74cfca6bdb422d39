from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fishing_move import FishingMove


T = TypeVar("T", bound="FishingSealedMoveRequest")


@_attrs_define
class FishingSealedMoveRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        move (FishingMove):
    """

    token: str
    move: FishingMove

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
        from ..models.fishing_move import FishingMove  # noqa: PLC0415

        d = dict(src_dict)
        token = d.pop("token")

        move = FishingMove.from_dict(d.pop("move"))

        fishing_sealed_move_request = cls(
            token=token,
            move=move,
        )

        return fishing_sealed_move_request
