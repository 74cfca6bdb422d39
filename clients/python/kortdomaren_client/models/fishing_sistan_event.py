from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingSistanEvent")


@_attrs_define
class FishingSistanEvent:
    """The last round ('sistan') began.

    Attributes:
        type_ (Literal['sistan']): The event's kind.
        round_ (int): The round number.
        rule (str): The rule that applies.
    """

    type_: Literal["sistan"]
    round_: int
    rule: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        round_ = self.round_

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "round": round_,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["sistan"], d.pop("type"))
        if type_ != "sistan":
            raise ValueError(f"type must match const 'sistan', got '{type_}'")

        round_ = d.pop("round")

        rule = d.pop("rule")

        fishing_sistan_event = cls(
            type_=type_,
            round_=round_,
            rule=rule,
        )

        return fishing_sistan_event
