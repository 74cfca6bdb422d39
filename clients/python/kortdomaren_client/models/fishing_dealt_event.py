from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingDealtEvent")


@_attrs_define
class FishingDealtEvent:
    """A round was dealt.

    Attributes:
        type_ (Literal['dealt']): The event's kind.
        round_ (int): The round dealt, 1 first.
        last_round (bool): Whether it is the last round.
        hand_sizes (list[int]): Cards dealt to each seat.
    """

    type_: Literal["dealt"]
    round_: int
    last_round: bool
    hand_sizes: list[int]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        round_ = self.round_

        last_round = self.last_round

        hand_sizes = self.hand_sizes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "round": round_,
                "last_round": last_round,
                "hand_sizes": hand_sizes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["dealt"], d.pop("type"))
        if type_ != "dealt":
            raise ValueError(f"type must match const 'dealt', got '{type_}'")

        round_ = d.pop("round")

        last_round = d.pop("last_round")

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        fishing_dealt_event = cls(
            type_=type_,
            round_=round_,
            last_round=last_round,
            hand_sizes=hand_sizes,
        )

        return fishing_dealt_event
