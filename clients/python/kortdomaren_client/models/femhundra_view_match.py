from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FemhundraViewMatch")


@_attrs_define
class FemhundraViewMatch:
    """
    Attributes:
        target (int | None): The score that ends the match, 500 (R500-GAME-1).
        deal_number (int): The number of the current hand in the match, from 1.
        scores (list[int]): Cumulative score per seat, including the current hand once over.
        history (list[list[int]]): Each finished hand's score per seat, in order.
        over (bool): Whether somebody has reached 500 (R500-GAME-1).
        winners (list[int] | None): The winning seat(s) once the match is over, else null.
        decided_by (None | str): How the winner was found: target, total, went_out, hand_score or shared (R500-GAME-2,
            R500-GAME-3).
        seed (int | Unset): Absent from a view.
    """

    target: int | None
    deal_number: int
    scores: list[int]
    history: list[list[int]]
    over: bool
    winners: list[int] | None
    decided_by: None | str
    seed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        target: int | None
        target = self.target

        deal_number = self.deal_number

        scores = self.scores

        history = []
        for history_item_data in self.history:
            history_item = history_item_data

            history.append(history_item)

        over = self.over

        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners

        else:
            winners = self.winners

        decided_by: None | str
        decided_by = self.decided_by

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "deal_number": deal_number,
                "scores": scores,
                "history": history,
                "over": over,
                "winners": winners,
                "decided_by": decided_by,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        deal_number = d.pop("deal_number")

        scores = cast(list[int], d.pop("scores"))

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = cast(list[int], history_item_data)

            history.append(history_item)

        over = d.pop("over")

        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))

        def _parse_decided_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        decided_by = _parse_decided_by(d.pop("decided_by"))

        seed = d.pop("seed", UNSET)

        femhundra_view_match = cls(
            target=target,
            deal_number=deal_number,
            scores=scores,
            history=history,
            over=over,
            winners=winners,
            decided_by=decided_by,
            seed=seed,
        )

        return femhundra_view_match
