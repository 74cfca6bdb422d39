from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingLastPlay")


@_attrs_define
class FishingLastPlay:
    """
    Attributes:
        player (int): Seat that made the previous play.
        card (str): The card played. Example: 7S.
        captured (list[str]): Table cards it took (empty for a trail).
        tabbe (bool): Whether it cleared the table.
    """

    player: int
    card: str
    captured: list[str]
    tabbe: bool

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        captured = self.captured

        tabbe = self.tabbe

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "card": card,
                "captured": captured,
                "tabbe": tabbe,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card")

        captured = cast(list[str], d.pop("captured"))

        tabbe = d.pop("tabbe")

        fishing_last_play = cls(
            player=player,
            card=card,
            captured=captured,
            tabbe=tabbe,
        )

        return fishing_last_play
