from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.option_entry import OptionEntry


T = TypeVar("T", bound="GameEntry")


@_attrs_define
class GameEntry:
    """
    Attributes:
        id (str | Unset):
        name (str | Unset):
        family (str | Unset):
        players (list[int] | Unset):
        partnerships (str | Unset): none, optional or required.
        options (list[OptionEntry] | Unset):
    """

    id: str | Unset = UNSET
    name: str | Unset = UNSET
    family: str | Unset = UNSET
    players: list[int] | Unset = UNSET
    partnerships: str | Unset = UNSET
    options: list[OptionEntry] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        family = self.family

        players: list[int] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        partnerships = self.partnerships

        options: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = []
            for options_item_data in self.options:
                options_item = options_item_data.to_dict()
                options.append(options_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if family is not UNSET:
            field_dict["family"] = family
        if players is not UNSET:
            field_dict["players"] = players
        if partnerships is not UNSET:
            field_dict["partnerships"] = partnerships
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_entry import OptionEntry  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        family = d.pop("family", UNSET)

        players = cast(list[int], d.pop("players", UNSET))

        partnerships = d.pop("partnerships", UNSET)

        _options = d.pop("options", UNSET)
        options: list[OptionEntry] | Unset = UNSET
        if _options is not UNSET:
            options = []
            for options_item_data in _options:
                options_item = OptionEntry.from_dict(options_item_data)

                options.append(options_item)

        game_entry = cls(
            id=id,
            name=name,
            family=family,
            players=players,
            partnerships=partnerships,
            options=options,
        )

        return game_entry
