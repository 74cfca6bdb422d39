from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FemhundraDiscardedEvent")


@_attrs_define
class FemhundraDiscardedEvent:
    """A card was discarded.

    Attributes:
        type_ (Literal['discarded']): The event's kind.
        player (int): The seat that acted.
        card (str):  Example: JK.
    """

    type_: Literal["discarded"]
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
        type_ = cast(Literal["discarded"], d.pop("type"))
        if type_ != "discarded":
            raise ValueError(f"type must match const 'discarded', got '{type_}'")

        player = d.pop("player")

        card = d.pop("card")

        femhundra_discarded_event = cls(
            type_=type_,
            player=player,
            card=card,
        )

        return femhundra_discarded_event
