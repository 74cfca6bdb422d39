from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_entry import GameEntry


T = TypeVar("T", bound="Catalogue")


@_attrs_define
class Catalogue:
    """
    Attributes:
        games (list[GameEntry] | Unset):
    """

    games: list[GameEntry] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        games: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.games, Unset):
            games = []
            for games_item_data in self.games:
                games_item = games_item_data.to_dict()
                games.append(games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if games is not UNSET:
            field_dict["games"] = games

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_entry import GameEntry  # noqa: PLC0415

        d = dict(src_dict)
        _games = d.pop("games", UNSET)
        games: list[GameEntry] | Unset = UNSET
        if _games is not UNSET:
            games = []
            for games_item_data in _games:
                games_item = GameEntry.from_dict(games_item_data)

                games.append(games_item)

        catalogue = cls(
            games=games,
        )

        return catalogue
