from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FemhundraPenaltyEvent")


@_attrs_define
class FemhundraPenaltyEvent:
    """Penalty points.

    Attributes:
        type_ (Literal['penalty']): The event's kind.
        player (int): The seat that acted.
        points (int): The points.
        rule (str): The rule that applies.
    """

    type_: Literal["penalty"]
    player: int
    points: int
    rule: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        points = self.points

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "points": points,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["penalty"], d.pop("type"))
        if type_ != "penalty":
            raise ValueError(f"type must match const 'penalty', got '{type_}'")

        player = d.pop("player")

        points = d.pop("points")

        rule = d.pop("rule")

        femhundra_penalty_event = cls(
            type_=type_,
            player=player,
            points=points,
            rule=rule,
        )

        return femhundra_penalty_event
