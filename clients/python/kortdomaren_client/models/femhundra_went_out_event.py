from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FemhundraWentOutEvent")


@_attrs_define
class FemhundraWentOutEvent:
    """A player went out.

    Attributes:
        type_ (Literal['went_out']): The event's kind.
        player (int): The seat that acted.
    """

    type_: Literal["went_out"]
    player: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["went_out"], d.pop("type"))
        if type_ != "went_out":
            raise ValueError(f"type must match const 'went_out', got '{type_}'")

        player = d.pop("player")

        femhundra_went_out_event = cls(
            type_=type_,
            player=player,
        )

        return femhundra_went_out_event
