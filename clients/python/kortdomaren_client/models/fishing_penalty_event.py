from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingPenaltyEvent")


@_attrs_define
class FishingPenaltyEvent:
    """A breach punished by a penalty; the play stands.

    Attributes:
        type_ (Literal['penalty']): The event's kind.
        player (int): The seat that acted.
        rule (str): The rule that applies.
        breach (str): The rule broken.
        message (str): One sentence.
        points (int): Penalty points.
        card (str | Unset): The card trailed (Byggkasino). Example: 7S.
        to_sides (list[int] | Unset): Sides that received the points.
        corrected (bool | Unset): The card went back to the hand.
    """

    type_: Literal["penalty"]
    player: int
    rule: str
    breach: str
    message: str
    points: int
    card: str | Unset = UNSET
    to_sides: list[int] | Unset = UNSET
    corrected: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        rule = self.rule

        breach = self.breach

        message = self.message

        points = self.points

        card = self.card

        to_sides: list[int] | Unset = UNSET
        if not isinstance(self.to_sides, Unset):
            to_sides = self.to_sides

        corrected = self.corrected

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "rule": rule,
                "breach": breach,
                "message": message,
                "points": points,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if to_sides is not UNSET:
            field_dict["to_sides"] = to_sides
        if corrected is not UNSET:
            field_dict["corrected"] = corrected

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["penalty"], d.pop("type"))
        if type_ != "penalty":
            raise ValueError(f"type must match const 'penalty', got '{type_}'")

        player = d.pop("player")

        rule = d.pop("rule")

        breach = d.pop("breach")

        message = d.pop("message")

        points = d.pop("points")

        card = d.pop("card", UNSET)

        to_sides = cast(list[int], d.pop("to_sides", UNSET))

        corrected = d.pop("corrected", UNSET)

        fishing_penalty_event = cls(
            type_=type_,
            player=player,
            rule=rule,
            breach=breach,
            message=message,
            points=points,
            card=card,
            to_sides=to_sides,
            corrected=corrected,
        )

        return fishing_penalty_event
