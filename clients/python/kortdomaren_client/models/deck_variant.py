from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeckVariant")


@_attrs_define
class DeckVariant:
    """
    Attributes:
        option (str): The option's name in options.
        value (Any): The option's value that changes the deck.
        deck (list[str]): The deck with that value, in order.
    """

    option: str
    value: Any
    deck: list[str]

    def to_dict(self) -> dict[str, Any]:
        option = self.option

        value = self.value

        deck = self.deck

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "option": option,
                "value": value,
                "deck": deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        option = d.pop("option")

        value = d.pop("value")

        deck = cast(list[str], d.pop("deck"))

        deck_variant = cls(
            option=option,
            value=value,
            deck=deck,
        )

        return deck_variant
