from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_captured_event_values import FishingCapturedEventValues


T = TypeVar("T", bound="FishingCapturedEvent")


@_attrs_define
class FishingCapturedEvent:
    """Table items were captured.

    Attributes:
        type_ (Literal['captured']): The event's kind.
        player (int): The seat that acted.
        card (str): The capturing card. Example: 7S.
        cards (list[str]): Every card taken from the table.
        value (int): The value captured.
        groups (list[list[str]]): The grouping used (card codes and build ids).
        values (FishingCapturedEventValues | Unset): Special cards' values used.
        builds (list[str] | Unset): Ids of the builds taken (building games).
    """

    type_: Literal["captured"]
    player: int
    card: str
    cards: list[str]
    value: int
    groups: list[list[str]]
    values: FishingCapturedEventValues | Unset = UNSET
    builds: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        card = self.card

        cards = self.cards

        value = self.value

        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data

            groups.append(groups_item)

        values: dict[str, Any] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = self.values.to_dict()

        builds: list[str] | Unset = UNSET
        if not isinstance(self.builds, Unset):
            builds = self.builds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "card": card,
                "cards": cards,
                "value": value,
                "groups": groups,
            }
        )
        if values is not UNSET:
            field_dict["values"] = values
        if builds is not UNSET:
            field_dict["builds"] = builds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_captured_event_values import FishingCapturedEventValues  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["captured"], d.pop("type"))
        if type_ != "captured":
            raise ValueError(f"type must match const 'captured', got '{type_}'")

        player = d.pop("player")

        card = d.pop("card")

        cards = cast(list[str], d.pop("cards"))

        value = d.pop("value")

        groups = []
        _groups = d.pop("groups")
        for groups_item_data in _groups:
            groups_item = cast(list[str], groups_item_data)

            groups.append(groups_item)

        _values = d.pop("values", UNSET)
        values: FishingCapturedEventValues | Unset
        if isinstance(_values, Unset):
            values = UNSET
        else:
            values = FishingCapturedEventValues.from_dict(_values)

        builds = cast(list[str], d.pop("builds", UNSET))

        fishing_captured_event = cls(
            type_=type_,
            player=player,
            card=card,
            cards=cards,
            value=value,
            groups=groups,
            values=values,
            builds=builds,
        )

        return fishing_captured_event
