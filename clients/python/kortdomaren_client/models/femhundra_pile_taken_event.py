from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FemhundraPileTakenEvent")


@_attrs_define
class FemhundraPileTakenEvent:
    """The whole discard pile was taken.

    Attributes:
        type_ (Literal['pile_taken']): The event's kind.
        player (int): The seat that acted.
        cards (list[str]): The cards.
    """

    type_: Literal["pile_taken"]
    player: int
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["pile_taken"], d.pop("type"))
        if type_ != "pile_taken":
            raise ValueError(f"type must match const 'pile_taken', got '{type_}'")

        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))

        femhundra_pile_taken_event = cls(
            type_=type_,
            player=player,
            cards=cards,
        )

        return femhundra_pile_taken_event
