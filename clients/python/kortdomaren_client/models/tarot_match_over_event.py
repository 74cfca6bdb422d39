from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotMatchOverEvent")


@_attrs_define
class TarotMatchOverEvent:
    """The match was decided.

    Attributes:
        type_ (Literal['match_over']): The event's kind.
        winners (list[int]): Winning side(s).
        rule (str): The rule that applies.
    """

    type_: Literal["match_over"]
    winners: list[int]
    rule: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        winners = self.winners

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "winners": winners,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["match_over"], d.pop("type"))
        if type_ != "match_over":
            raise ValueError(f"type must match const 'match_over', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        rule = d.pop("rule")

        tarot_match_over_event = cls(
            type_=type_,
            winners=winners,
            rule=rule,
        )

        return tarot_match_over_event
