from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FemhundraTableCard")


@_attrs_define
class FemhundraTableCard:
    """
    Attributes:
        card (str): The card's code ("JK" for the joker). Example: 7S.
        seat (int): The seat the card is credited to: who put it down (R500-LAYOFF-2, R500-JOKER-7).
        joker_as (str | Unset): For the joker only: the card it stands for (R500-JOKER-1). Example: 7S.
    """

    card: str
    seat: int
    joker_as: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        joker_as = self.joker_as

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
            }
        )
        if joker_as is not UNSET:
            field_dict["joker_as"] = joker_as

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        joker_as = d.pop("joker_as", UNSET)

        femhundra_table_card = cls(
            card=card,
            seat=seat,
            joker_as=joker_as,
        )

        return femhundra_table_card
