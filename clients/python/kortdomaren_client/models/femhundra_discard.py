from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FemhundraDiscard")


@_attrs_define
class FemhundraDiscard:
    """
    Attributes:
        player (int): Seat that discarded.
        card (str): The discarded card. Example: 7S.
    """

    player: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card")

        femhundra_discard = cls(
            player=player,
            card=card,
        )

        return femhundra_discard
