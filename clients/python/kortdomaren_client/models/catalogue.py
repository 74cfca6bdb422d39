from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_entry import GameEntry


T = TypeVar("T", bound="Catalogue")


@_attrs_define
class Catalogue:
    """
    Attributes:
        games (list[GameEntry]): Every game, in order.
    """

    games: list[GameEntry]

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_entry import GameEntry  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = GameEntry.from_dict(games_item_data)

            games.append(games_item)

        catalogue = cls(
            games=games,
        )

        return catalogue
