from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotPlayedEvent")


@_attrs_define
class TarotPlayedEvent:
    """A card was played to the trick.

    Attributes:
        type_ (Literal['played']): The event's kind.
        player (int): The seat that acted.
        card (str):  Example: T20.
    """

    type_: Literal["played"]
    player: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["played"], d.pop("type"))
        if type_ != "played":
            raise ValueError(f"type must match const 'played', got '{type_}'")

        player = d.pop("player")

        card = d.pop("card")

        tarot_played_event = cls(
            type_=type_,
            player=player,
            card=card,
        )

        return tarot_played_event
