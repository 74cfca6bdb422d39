from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotFjontLostEvent")


@_attrs_define
class TarotFjontLostEvent:
    """The Fjønt went to the creditor side.

    Attributes:
        type_ (Literal['fjont_lost']): The event's kind.
        player (int): The seat that acted.
        to_side (int): The creditor side.
    """

    type_: Literal["fjont_lost"]
    player: int
    to_side: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        to_side = self.to_side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "to_side": to_side,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["fjont_lost"], d.pop("type"))
        if type_ != "fjont_lost":
            raise ValueError(f"type must match const 'fjont_lost', got '{type_}'")

        player = d.pop("player")

        to_side = d.pop("to_side")

        tarot_fjont_lost_event = cls(
            type_=type_,
            player=player,
            to_side=to_side,
        )

        return tarot_fjont_lost_event
