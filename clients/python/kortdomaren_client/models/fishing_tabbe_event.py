from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingTabbeEvent")


@_attrs_define
class FishingTabbeEvent:
    """The table was cleared.

    Attributes:
        type_ (Literal['tabbe']): The event's kind.
        player (int): The seat that acted.
        tabbar (int | Unset): The seat's tabbes now (a recorded tabbe).
        recorded (bool | Unset): false: a tabbe that does not count.
        rule (str | Unset): Why it does not count.
    """

    type_: Literal["tabbe"]
    player: int
    tabbar: int | Unset = UNSET
    recorded: bool | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        tabbar = self.tabbar

        recorded = self.recorded

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
            }
        )
        if tabbar is not UNSET:
            field_dict["tabbar"] = tabbar
        if recorded is not UNSET:
            field_dict["recorded"] = recorded
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["tabbe"], d.pop("type"))
        if type_ != "tabbe":
            raise ValueError(f"type must match const 'tabbe', got '{type_}'")

        player = d.pop("player")

        tabbar = d.pop("tabbar", UNSET)

        recorded = d.pop("recorded", UNSET)

        rule = d.pop("rule", UNSET)

        fishing_tabbe_event = cls(
            type_=type_,
            player=player,
            tabbar=tabbar,
            recorded=recorded,
            rule=rule,
        )

        return fishing_tabbe_event
