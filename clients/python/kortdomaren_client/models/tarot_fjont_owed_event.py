from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotFjontOwedEvent")


@_attrs_define
class TarotFjontOwedEvent:
    """The Fjønt was played: a card is owed for it.

    Attributes:
        type_ (Literal['fjont_owed']): The event's kind.
        player (int): The seat that acted.
        side (int): The side.
        to_side (int): The creditor side.
    """

    type_: Literal["fjont_owed"]
    player: int
    side: int
    to_side: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        side = self.side

        to_side = self.to_side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "side": side,
                "to_side": to_side,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["fjont_owed"], d.pop("type"))
        if type_ != "fjont_owed":
            raise ValueError(f"type must match const 'fjont_owed', got '{type_}'")

        player = d.pop("player")

        side = d.pop("side")

        to_side = d.pop("to_side")

        tarot_fjont_owed_event = cls(
            type_=type_,
            player=player,
            side=side,
            to_side=to_side,
        )

        return tarot_fjont_owed_event
