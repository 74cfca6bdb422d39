from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_move import FemhundraMove


T = TypeVar("T", bound="FemhundraSealedMoveRequest")


@_attrs_define
class FemhundraSealedMoveRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        move (FemhundraMove):
    """

    token: str
    move: FemhundraMove

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
        from ..models.femhundra_move import FemhundraMove  # noqa: PLC0415

        d = dict(src_dict)
        token = d.pop("token")

        move = FemhundraMove.from_dict(d.pop("move"))

        femhundra_sealed_move_request = cls(
            token=token,
            move=move,
        )

        return femhundra_sealed_move_request
