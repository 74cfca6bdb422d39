from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FemhundraReshuffledEvent")


@_attrs_define
class FemhundraReshuffledEvent:
    """The discard pile was turned into a new stock.

    Attributes:
        type_ (Literal['reshuffled']): The event's kind.
        number (int): Reshuffles so far.
        cards (int): Cards reshuffled.
        up_card (str): The new pile's first card. Example: JK.
    """

    type_: Literal["reshuffled"]
    number: int
    cards: int
    up_card: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        number = self.number

        cards = self.cards

        up_card = self.up_card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "number": number,
                "cards": cards,
                "up_card": up_card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["reshuffled"], d.pop("type"))
        if type_ != "reshuffled":
            raise ValueError(f"type must match const 'reshuffled', got '{type_}'")

        number = d.pop("number")

        cards = d.pop("cards")

        up_card = d.pop("up_card")

        femhundra_reshuffled_event = cls(
            type_=type_,
            number=number,
            cards=cards,
            up_card=up_card,
        )

        return femhundra_reshuffled_event
