from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_drawn_source import FemhundraDrawnSource

T = TypeVar("T", bound="FemhundraDrawn")


@_attrs_define
class FemhundraDrawn:
    """
    Attributes:
        source (FemhundraDrawnSource): Where the turn's draw came from: stock, pile (its top card) or whole_pile
            (take_pile).
        cards (list[str]): The cards drawn (hidden from others in a view).
    """

    source: FemhundraDrawnSource
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = FemhundraDrawnSource(d.pop("source"))

        cards = cast(list[str], d.pop("cards"))

        femhundra_drawn = cls(
            source=source,
            cards=cards,
        )

        return femhundra_drawn
