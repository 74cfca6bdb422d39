from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotDeclaredEvent")


@_attrs_define
class TarotDeclaredEvent:
    """A declaration was made.

    Attributes:
        type_ (Literal['declared']): The event's kind.
        player (int): The seat that acted.
        side (int): The side.
        points (int): Its points.
    """

    type_: Literal["declared"]
    player: int
    side: int
    points: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        side = self.side

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "side": side,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["declared"], d.pop("type"))
        if type_ != "declared":
            raise ValueError(f"type must match const 'declared', got '{type_}'")

        player = d.pop("player")

        side = d.pop("side")

        points = d.pop("points")

        tarot_declared_event = cls(
            type_=type_,
            player=player,
            side=side,
            points=points,
        )

        return tarot_declared_event
