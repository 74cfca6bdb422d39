from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.conformance_entry import ConformanceEntry


T = TypeVar("T", bound="ConformanceIndex")


@_attrs_define
class ConformanceIndex:
    """
    Attributes:
        kit (Literal['kortdomaren-conformance']): Always 'kortdomaren-conformance'. Default: 'kortdomaren-conformance'.
        kit_version (int): The kit format's version (docs/conformance.md).
        games (list[ConformanceEntry]): One entry per game of the catalogue.
    """

    kit_version: int
    games: list[ConformanceEntry]
    kit: Literal["kortdomaren-conformance"] = "kortdomaren-conformance"

    def to_dict(self) -> dict[str, Any]:
        kit = self.kit

        kit_version = self.kit_version

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kit": kit,
                "kit_version": kit_version,
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.conformance_entry import ConformanceEntry  # noqa: PLC0415

        d = dict(src_dict)
        kit = cast(Literal["kortdomaren-conformance"], d.pop("kit"))
        if kit != "kortdomaren-conformance":
            raise ValueError(f"kit must match const 'kortdomaren-conformance', got '{kit}'")

        kit_version = d.pop("kit_version")

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = ConformanceEntry.from_dict(games_item_data)

            games.append(games_item)

        conformance_index = cls(
            kit=kit,
            kit_version=kit_version,
            games=games,
        )

        return conformance_index
