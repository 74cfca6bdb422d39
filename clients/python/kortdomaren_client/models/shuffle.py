from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Shuffle")


@_attrs_define
class Shuffle:
    """
    Attributes:
        purpose (str): 'deal', or 'reshuffle:<n>' for the n-th pile reshuffled.
        deck (list[str]): The cards shuffled.
        order (list[str]): The order they got.
    """

    purpose: str
    deck: list[str]
    order: list[str]

    def to_dict(self) -> dict[str, Any]:
        purpose = self.purpose

        deck = self.deck

        order = self.order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "purpose": purpose,
                "deck": deck,
                "order": order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        purpose = d.pop("purpose")

        deck = cast(list[str], d.pop("deck"))

        order = cast(list[str], d.pop("order"))

        shuffle = cls(
            purpose=purpose,
            deck=deck,
            order=order,
        )

        return shuffle
