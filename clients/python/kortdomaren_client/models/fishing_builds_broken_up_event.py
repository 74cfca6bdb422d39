from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingBuildsBrokenUpEvent")


@_attrs_define
class FishingBuildsBrokenUpEvent:
    """Builds became loose cards (BYGG-PEN-6).

    Attributes:
        type_ (Literal['builds_broken_up']): The event's kind.
        player (int): The seat that acted.
        builds (list[str]): Their ids.
        rule (str): The rule that applies.
    """

    type_: Literal["builds_broken_up"]
    player: int
    builds: list[str]
    rule: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        builds = self.builds

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "builds": builds,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["builds_broken_up"], d.pop("type"))
        if type_ != "builds_broken_up":
            raise ValueError(f"type must match const 'builds_broken_up', got '{type_}'")

        player = d.pop("player")

        builds = cast(list[str], d.pop("builds"))

        rule = d.pop("rule")

        fishing_builds_broken_up_event = cls(
            type_=type_,
            player=player,
            builds=builds,
            rule=rule,
        )

        return fishing_builds_broken_up_event
