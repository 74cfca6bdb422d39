from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_move import TarotMove


T = TypeVar("T", bound="TarotLegalMovesResponse")


@_attrs_define
class TarotLegalMovesResponse:
    """
    Attributes:
        family (Literal['tarot']): Always 'tarot': tells this answer from other families' (the discriminator). Default:
            'tarot'.
        player (int | None): Seat to move; null when nobody is (the deal is over).
        moves (list[TarotMove]): The legal moves in a deterministic order, each usable as is.
        count (int): Total number of legal moves (a lower bound when count_exact is false).
        count_exact (bool): Extension: false only on pathological positions where counting stopped at the work budget;
            the listed moves are exact and complete up to limit either way.
        truncated (bool): Whether moves were cut at limit.
    """

    player: int | None
    moves: list[TarotMove]
    count: int
    count_exact: bool
    truncated: bool
    family: Literal["tarot"] = "tarot"

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        player: int | None
        player = self.player

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        count = self.count

        count_exact = self.count_exact

        truncated = self.truncated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "player": player,
                "moves": moves,
                "count": count,
                "count_exact": count_exact,
                "truncated": truncated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tarot_move import TarotMove  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["tarot"], d.pop("family"))
        if family != "tarot":
            raise ValueError(f"family must match const 'tarot', got '{family}'")

        def _parse_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        player = _parse_player(d.pop("player"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = TarotMove.from_dict(moves_item_data)

            moves.append(moves_item)

        count = d.pop("count")

        count_exact = d.pop("count_exact")

        truncated = d.pop("truncated")

        tarot_legal_moves_response = cls(
            family=family,
            player=player,
            moves=moves,
            count=count,
            count_exact=count_exact,
            truncated=truncated,
        )

        return tarot_legal_moves_response
