from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_drawn_event_source import FemhundraDrawnEventSource

T = TypeVar("T", bound="FemhundraDrawnEvent")


@_attrs_define
class FemhundraDrawnEvent:
    """A card was drawn.

    Attributes:
        type_ (Literal['drawn']): The event's kind.
        player (int): The seat that acted.
        source (FemhundraDrawnEventSource): Where from.
        card (None | str): The card; null in another seat's view of a sealed game when it came from the stock
            (R500-DRAW-1).
    """

    type_: Literal["drawn"]
    player: int
    source: FemhundraDrawnEventSource
    card: None | str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        source = self.source.value

        card: None | str
        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "source": source,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["drawn"], d.pop("type"))
        if type_ != "drawn":
            raise ValueError(f"type must match const 'drawn', got '{type_}'")

        player = d.pop("player")

        source = FemhundraDrawnEventSource(d.pop("source"))

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        femhundra_drawn_event = cls(
            type_=type_,
            player=player,
            source=source,
            card=card,
        )

        return femhundra_drawn_event
