from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingPointsCreditedEvent")


@_attrs_define
class FishingPointsCreditedEvent:
    """Finnish Kasino: points credited at capture.

    Attributes:
        type_ (Literal['points_credited']): The event's kind.
        player (int): The seat that acted.
        side (int): The side credited.
        points (int): Points of this capture.
        running (int): The side's points credited this deal.
        rule (str): The rule that applies.
    """

    type_: Literal["points_credited"]
    player: int
    side: int
    points: int
    running: int
    rule: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        side = self.side

        points = self.points

        running = self.running

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "side": side,
                "points": points,
                "running": running,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["points_credited"], d.pop("type"))
        if type_ != "points_credited":
            raise ValueError(f"type must match const 'points_credited', got '{type_}'")

        player = d.pop("player")

        side = d.pop("side")

        points = d.pop("points")

        running = d.pop("running")

        rule = d.pop("rule")

        fishing_points_credited_event = cls(
            type_=type_,
            player=player,
            side=side,
            points=points,
            running=running,
            rule=rule,
        )

        return fishing_points_credited_event
