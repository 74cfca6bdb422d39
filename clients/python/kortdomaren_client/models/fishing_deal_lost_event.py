from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingDealLostEvent")


@_attrs_define
class FishingDealLostEvent:
    """The deal was lost by a penalty.

    Attributes:
        type_ (Literal['deal_lost']): The event's kind.
        player (int): The seat that acted.
        side (int): The losing side.
        rule (str): The rule that applies.
        reason (str): One sentence.
    """

    type_: Literal["deal_lost"]
    player: int
    side: int
    rule: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        side = self.side

        rule = self.rule

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "side": side,
                "rule": rule,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["deal_lost"], d.pop("type"))
        if type_ != "deal_lost":
            raise ValueError(f"type must match const 'deal_lost', got '{type_}'")

        player = d.pop("player")

        side = d.pop("side")

        rule = d.pop("rule")

        reason = d.pop("reason")

        fishing_deal_lost_event = cls(
            type_=type_,
            player=player,
            side=side,
            rule=rule,
            reason=reason,
        )

        return fishing_deal_lost_event
