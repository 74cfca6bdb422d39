from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tarot_move import TarotMove


T = TypeVar("T", bound="TarotSealedReplayRequest")


@_attrs_define
class TarotSealedReplayRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        moves (list[TarotMove]): Moves to apply in order (at most 1000).
        views (list[int] | Unset): The seats whose views the answer carries (default: every seat; a token bound to a
            seat shows that seat only). Ask only for what you hand out.
    """

    token: str
    moves: list[TarotMove]
    views: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        views: list[int] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = self.views

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
                "moves": moves,
            }
        )
        if views is not UNSET:
            field_dict["views"] = views

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tarot_move import TarotMove  # noqa: PLC0415

        d = dict(src_dict)
        token = d.pop("token")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = TarotMove.from_dict(moves_item_data)

            moves.append(moves_item)

        views = cast(list[int], d.pop("views", UNSET))

        tarot_sealed_replay_request = cls(
            token=token,
            moves=moves,
            views=views,
        )

        return tarot_sealed_replay_request
