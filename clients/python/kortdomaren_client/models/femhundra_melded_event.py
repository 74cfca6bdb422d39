from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_melded_event_kind import FemhundraMeldedEventKind

T = TypeVar("T", bound="FemhundraMeldedEvent")


@_attrs_define
class FemhundraMeldedEvent:
    """A combination was laid down.

    Attributes:
        type_ (Literal['melded']): The event's kind.
        player (int): The seat that acted.
        id (str): The combination's id.
        kind (FemhundraMeldedEventKind): Set or run.
        cards (list[str]): The cards.
        joker_as (None | str): What a joker stands for.
    """

    type_: Literal["melded"]
    player: int
    id: str
    kind: FemhundraMeldedEventKind
    cards: list[str]
    joker_as: None | str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        id = self.id

        kind = self.kind.value

        cards = self.cards

        joker_as: None | str
        joker_as = self.joker_as

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "id": id,
                "kind": kind,
                "cards": cards,
                "joker_as": joker_as,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["melded"], d.pop("type"))
        if type_ != "melded":
            raise ValueError(f"type must match const 'melded', got '{type_}'")

        player = d.pop("player")

        id = d.pop("id")

        kind = FemhundraMeldedEventKind(d.pop("kind"))

        cards = cast(list[str], d.pop("cards"))

        def _parse_joker_as(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        joker_as = _parse_joker_as(d.pop("joker_as"))

        femhundra_melded_event = cls(
            type_=type_,
            player=player,
            id=id,
            kind=kind,
            cards=cards,
            joker_as=joker_as,
        )

        return femhundra_melded_event
