from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingBuildCreatedEvent")


@_attrs_define
class FishingBuildCreatedEvent:
    """A build was made.

    Attributes:
        type_ (Literal['build_created']): The event's kind.
        player (int): The seat that acted.
        card (str): The card played. Example: 7S.
        build (str): The build's id.
        value (int): The build's value after the play.
        cards (list[str]): Loose table cards taken into the build.
        parts (list[list[str]]): The build's parts now.
        merged (list[str]): Ids of whole builds merged into it.
        exempt (bool | None): A partner's addition without a capturing card (BYGG-PART-2); null in another seat's view
            of a sealed game, since it tells what the adder holds.
    """

    type_: Literal["build_created"]
    player: int
    card: str
    build: str
    value: int
    cards: list[str]
    parts: list[list[str]]
    merged: list[str]
    exempt: bool | None

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        card = self.card

        build = self.build

        value = self.value

        cards = self.cards

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data

            parts.append(parts_item)

        merged = self.merged

        exempt: bool | None
        exempt = self.exempt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "card": card,
                "build": build,
                "value": value,
                "cards": cards,
                "parts": parts,
                "merged": merged,
                "exempt": exempt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["build_created"], d.pop("type"))
        if type_ != "build_created":
            raise ValueError(f"type must match const 'build_created', got '{type_}'")

        player = d.pop("player")

        card = d.pop("card")

        build = d.pop("build")

        value = d.pop("value")

        cards = cast(list[str], d.pop("cards"))

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = cast(list[str], parts_item_data)

            parts.append(parts_item)

        merged = cast(list[str], d.pop("merged"))

        def _parse_exempt(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        exempt = _parse_exempt(d.pop("exempt"))

        fishing_build_created_event = cls(
            type_=type_,
            player=player,
            card=card,
            build=build,
            value=value,
            cards=cards,
            parts=parts,
            merged=merged,
            exempt=exempt,
        )

        return fishing_build_created_event
