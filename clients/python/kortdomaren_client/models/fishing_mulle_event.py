from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingMulleEvent")


@_attrs_define
class FishingMulleEvent:
    """A mulle (a card taking its twin).

    Attributes:
        type_ (Literal['mulle']): The event's kind.
        player (int): The seat that acted.
        card (str): The card played. Example: 7S.
        mulles (int | Unset): Mulle Sassersson: the seat's mulles this deal.
        points (int | Unset): Mulle Glimne: the mulle's points.
        rule (str | Unset): The rule.
    """

    type_: Literal["mulle"]
    player: int
    card: str
    mulles: int | Unset = UNSET
    points: int | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        card = self.card

        mulles = self.mulles

        points = self.points

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "card": card,
            }
        )
        if mulles is not UNSET:
            field_dict["mulles"] = mulles
        if points is not UNSET:
            field_dict["points"] = points
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["mulle"], d.pop("type"))
        if type_ != "mulle":
            raise ValueError(f"type must match const 'mulle', got '{type_}'")

        player = d.pop("player")

        card = d.pop("card")

        mulles = d.pop("mulles", UNSET)

        points = d.pop("points", UNSET)

        rule = d.pop("rule", UNSET)

        fishing_mulle_event = cls(
            type_=type_,
            player=player,
            card=card,
            mulles=mulles,
            points=points,
            rule=rule,
        )

        return fishing_mulle_event
