from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotDealtEvent")


@_attrs_define
class TarotDealtEvent:
    """Cards were dealt (a stage of the deal).

    Attributes:
        type_ (Literal['dealt']): The event's kind.
        stage (int): The stage.
        cards (list[int]): Cards received per seat.
        rule (str): The rule that applies.
    """

    type_: Literal["dealt"]
    stage: int
    cards: list[int]
    rule: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        stage = self.stage

        cards = self.cards

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "stage": stage,
                "cards": cards,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["dealt"], d.pop("type"))
        if type_ != "dealt":
            raise ValueError(f"type must match const 'dealt', got '{type_}'")

        stage = d.pop("stage")

        cards = cast(list[int], d.pop("cards"))

        rule = d.pop("rule")

        tarot_dealt_event = cls(
            type_=type_,
            stage=stage,
            cards=cards,
            rule=rule,
        )

        return tarot_dealt_event
