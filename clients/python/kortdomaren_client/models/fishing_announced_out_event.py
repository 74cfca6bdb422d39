from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingAnnouncedOutEvent")


@_attrs_define
class FishingAnnouncedOutEvent:
    """A player announced reaching the target.

    Attributes:
        type_ (Literal['announced_out']): The event's kind.
        player (int): The seat that acted.
        side (int): The side.
        points (int): Its points.
    """

    type_: Literal["announced_out"]
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
        type_ = cast(Literal["announced_out"], d.pop("type"))
        if type_ != "announced_out":
            raise ValueError(f"type must match const 'announced_out', got '{type_}'")

        player = d.pop("player")

        side = d.pop("side")

        points = d.pop("points")

        fishing_announced_out_event = cls(
            type_=type_,
            player=player,
            side=side,
            points=points,
        )

        return fishing_announced_out_event
