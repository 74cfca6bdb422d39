from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FemhundraJokerSwappedEvent")


@_attrs_define
class FemhundraJokerSwappedEvent:
    """A joker was taken back in exchange for the card it stood for.

    Attributes:
        type_ (Literal['joker_swapped']): The event's kind.
        player (int): The seat that acted.
        card (str): The card given. Example: JK.
        target (str): The combination's id.
        credited (int | None): Points credited.
    """

    type_: Literal["joker_swapped"]
    player: int
    card: str
    target: str
    credited: int | None

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        card = self.card

        target = self.target

        credited: int | None
        credited = self.credited

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "card": card,
                "target": target,
                "credited": credited,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["joker_swapped"], d.pop("type"))
        if type_ != "joker_swapped":
            raise ValueError(f"type must match const 'joker_swapped', got '{type_}'")

        player = d.pop("player")

        card = d.pop("card")

        target = d.pop("target")

        def _parse_credited(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        credited = _parse_credited(d.pop("credited"))

        femhundra_joker_swapped_event = cls(
            type_=type_,
            player=player,
            card=card,
            target=target,
            credited=credited,
        )

        return femhundra_joker_swapped_event
