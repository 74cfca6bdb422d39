from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingLeftoversEvent")


@_attrs_define
class FishingLeftoversEvent:
    """Cards left on the table at the end of the deal.

    Attributes:
        type_ (Literal['leftovers']): The event's kind.
        player (int | None): Who got them; null: nobody.
        cards (list[str]): The cards.
    """

    type_: Literal["leftovers"]
    player: int | None
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player: int | None
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
        type_ = cast(Literal["leftovers"], d.pop("type"))
        if type_ != "leftovers":
            raise ValueError(f"type must match const 'leftovers', got '{type_}'")

        def _parse_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        player = _parse_player(d.pop("player"))

        cards = cast(list[str], d.pop("cards"))

        fishing_leftovers_event = cls(
            type_=type_,
            player=player,
            cards=cards,
        )

        return fishing_leftovers_event
