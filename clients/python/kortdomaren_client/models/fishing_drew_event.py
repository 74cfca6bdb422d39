from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingDrewEvent")


@_attrs_define
class FishingDrewEvent:
    """Dragkasino: a card was drawn after the play.

    Attributes:
        type_ (Literal['drew']): The event's kind.
        player (int): The seat that acted.
        stock (int): Cards left in the stock.
    """

    type_: Literal["drew"]
    player: int
    stock: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        stock = self.stock

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "stock": stock,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["drew"], d.pop("type"))
        if type_ != "drew":
            raise ValueError(f"type must match const 'drew', got '{type_}'")

        player = d.pop("player")

        stock = d.pop("stock")

        fishing_drew_event = cls(
            type_=type_,
            player=player,
            stock=stock,
        )

        return fishing_drew_event
