from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_move import FishingMove


T = TypeVar("T", bound="FishingLegalMovesResponse")


@_attrs_define
class FishingLegalMovesResponse:
    """
    Attributes:
        player (int | None | Unset): Seat to move.
        moves (list[FishingMove] | Unset):
        count (int | Unset): Total number of legal moves (a lower bound when count_exact is false).
        count_exact (bool | Unset): Extension: false only on pathological positions where counting stopped at the work
            budget; the listed moves are exact and complete up to limit either way.
        truncated (bool | Unset): Whether moves were cut at limit.
    """

    player: int | None | Unset = UNSET
    moves: list[FishingMove] | Unset = UNSET
    count: int | Unset = UNSET
    count_exact: bool | Unset = UNSET
    truncated: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.moves, Unset):
            moves = []
            for moves_item_data in self.moves:
                moves_item = moves_item_data.to_dict()
                moves.append(moves_item)

        count = self.count

        count_exact = self.count_exact

        truncated = self.truncated

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if player is not UNSET:
            field_dict["player"] = player
        if moves is not UNSET:
            field_dict["moves"] = moves
        if count is not UNSET:
            field_dict["count"] = count
        if count_exact is not UNSET:
            field_dict["count_exact"] = count_exact
        if truncated is not UNSET:
            field_dict["truncated"] = truncated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_move import FishingMove  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        _moves = d.pop("moves", UNSET)
        moves: list[FishingMove] | Unset = UNSET
        if _moves is not UNSET:
            moves = []
            for moves_item_data in _moves:
                moves_item = FishingMove.from_dict(moves_item_data)

                moves.append(moves_item)

        count = d.pop("count", UNSET)

        count_exact = d.pop("count_exact", UNSET)

        truncated = d.pop("truncated", UNSET)

        fishing_legal_moves_response = cls(
            player=player,
            moves=moves,
            count=count,
            count_exact=count_exact,
            truncated=truncated,
        )

        return fishing_legal_moves_response
