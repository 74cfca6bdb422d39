from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotTrickWonEvent")


@_attrs_define
class TarotTrickWonEvent:
    """A trick was won.

    Attributes:
        type_ (Literal['trick_won']): The event's kind.
        player (int): The seat that acted.
        side (int): The side.
        trick (int): Tricks played so far.
        cards (list[str]): The trick's cards in playing order.
    """

    type_: Literal["trick_won"]
    player: int
    side: int
    trick: int
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        side = self.side

        trick = self.trick

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "side": side,
                "trick": trick,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["trick_won"], d.pop("type"))
        if type_ != "trick_won":
            raise ValueError(f"type must match const 'trick_won', got '{type_}'")

        player = d.pop("player")

        side = d.pop("side")

        trick = d.pop("trick")

        cards = cast(list[str], d.pop("cards"))

        tarot_trick_won_event = cls(
            type_=type_,
            player=player,
            side=side,
            trick=trick,
            cards=cards,
        )

        return tarot_trick_won_event
