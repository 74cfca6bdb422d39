from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotPlayed")


@_attrs_define
class TarotPlayed:
    """
    Attributes:
        seat (int): Seat that played the card.
        card (str): The card played. Example: 7S.
    """

    seat: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        tarot_played = cls(
            seat=seat,
            card=card,
        )

        return tarot_played
