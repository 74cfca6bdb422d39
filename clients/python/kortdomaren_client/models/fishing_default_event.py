from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingDefaultEvent")


@_attrs_define
class FishingDefaultEvent:
    """Byggkasino: a player could not take a build he answers for.

    Attributes:
        type_ (Literal['default']): The event's kind.
        player (int): The seat that acted.
        rule (str): The rule that applies.
        message (str): One sentence.
        deal_lost (bool | Unset): A single deal: the deal is lost.
        points (int | Unset): Points to every other side.
        to_sides (list[int] | Unset): Sides that received the points.
        broken_up (list[str] | Unset): Builds broken up.
    """

    type_: Literal["default"]
    player: int
    rule: str
    message: str
    deal_lost: bool | Unset = UNSET
    points: int | Unset = UNSET
    to_sides: list[int] | Unset = UNSET
    broken_up: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        rule = self.rule

        message = self.message

        deal_lost = self.deal_lost

        points = self.points

        to_sides: list[int] | Unset = UNSET
        if not isinstance(self.to_sides, Unset):
            to_sides = self.to_sides

        broken_up: list[str] | Unset = UNSET
        if not isinstance(self.broken_up, Unset):
            broken_up = self.broken_up

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "rule": rule,
                "message": message,
            }
        )
        if deal_lost is not UNSET:
            field_dict["deal_lost"] = deal_lost
        if points is not UNSET:
            field_dict["points"] = points
        if to_sides is not UNSET:
            field_dict["to_sides"] = to_sides
        if broken_up is not UNSET:
            field_dict["broken_up"] = broken_up

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["default"], d.pop("type"))
        if type_ != "default":
            raise ValueError(f"type must match const 'default', got '{type_}'")

        player = d.pop("player")

        rule = d.pop("rule")

        message = d.pop("message")

        deal_lost = d.pop("deal_lost", UNSET)

        points = d.pop("points", UNSET)

        to_sides = cast(list[int], d.pop("to_sides", UNSET))

        broken_up = cast(list[str], d.pop("broken_up", UNSET))

        fishing_default_event = cls(
            type_=type_,
            player=player,
            rule=rule,
            message=message,
            deal_lost=deal_lost,
            points=points,
            to_sides=to_sides,
            broken_up=broken_up,
        )

        return fishing_default_event
