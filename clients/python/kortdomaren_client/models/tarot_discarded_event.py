from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TarotDiscardedEvent")


@_attrs_define
class TarotDiscardedEvent:
    """Cards were laid away (face down).

    Attributes:
        type_ (Literal['discarded']): The event's kind.
        player (int): The seat that acted.
        cards (list[str] | Unset): The cards; absent in another seat's view (sealed).
        count (int | Unset): How many, in another seat's view of a sealed game.
    """

    type_: Literal["discarded"]
    player: int
    cards: list[str] | Unset = UNSET
    count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["discarded"], d.pop("type"))
        if type_ != "discarded":
            raise ValueError(f"type must match const 'discarded', got '{type_}'")

        player = d.pop("player")

        cards = cast(list[str], d.pop("cards", UNSET))

        count = d.pop("count", UNSET)

        tarot_discarded_event = cls(
            type_=type_,
            player=player,
            cards=cards,
            count=count,
        )

        return tarot_discarded_event
