from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DealerDraw")


@_attrs_define
class DealerDraw:
    """
    Attributes:
        players (int): Seats the dealer was drawn among.
        seat (int): The seat drawn to deal.
    """

    players: int
    seat: int

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        seat = d.pop("seat")

        dealer_draw = cls(
            players=players,
            seat=seat,
        )

        return dealer_draw
