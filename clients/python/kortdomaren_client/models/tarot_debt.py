from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TarotDebt")


@_attrs_define
class TarotDebt:
    """
    Attributes:
        player (int): Seat that played the Fjønt; his side owes one won card.
        creditor (int): Side that won the Fjønt's trick and receives the card.
    """

    player: int
    creditor: int

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        creditor = self.creditor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "creditor": creditor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        creditor = d.pop("creditor")

        tarot_debt = cls(
            player=player,
            creditor=creditor,
        )

        return tarot_debt
