from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotSealedViewRequest")


@_attrs_define
class TarotSealedViewRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        player (int): The viewing seat.
    """

    token: str
    player: int

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        player = d.pop("player")

        tarot_sealed_view_request = cls(
            token=token,
            player=player,
        )

        return tarot_sealed_view_request
