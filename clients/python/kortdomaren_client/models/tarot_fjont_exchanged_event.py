from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotFjontExchangedEvent")


@_attrs_define
class TarotFjontExchangedEvent:
    """A card was given for the Fjønt.

    Attributes:
        type_ (Literal['fjont_exchanged']): The event's kind.
        player (int): The seat that acted.
        side (int): The side.
        to_side (int): The creditor side.
        card (str): The card given. Example: T20.
    """

    type_: Literal["fjont_exchanged"]
    player: int
    side: int
    to_side: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        side = self.side

        to_side = self.to_side

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "side": side,
                "to_side": to_side,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["fjont_exchanged"], d.pop("type"))
        if type_ != "fjont_exchanged":
            raise ValueError(f"type must match const 'fjont_exchanged', got '{type_}'")

        player = d.pop("player")

        side = d.pop("side")

        to_side = d.pop("to_side")

        card = d.pop("card")

        tarot_fjont_exchanged_event = cls(
            type_=type_,
            player=player,
            side=side,
            to_side=to_side,
            card=card,
        )

        return tarot_fjont_exchanged_event
