from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TarotMatchInput")


@_attrs_define
class TarotMatchInput:
    """TarotMatch As a request may give it: fields every answer carries but a request may leave out are optional here.

    Attributes:
        seed (int | None): The match seed; deal n > 1 is dealt from derive_seed(seed, 'deal', n).
        target (int | None): Points that win the match (800, 1000, 150), or null in fjabbe.
        deal_number (int): Number of the current deal, from 1.
        scores (list[int]): Points per side so far; in fjabbe, lost partier per player.
        history (list[list[int]] | Unset): Each finished deal's addition to scores, one row per deal.
        over (bool | Unset): Whether the match is decided.
        winners (list[int] | None | Unset): Winning sides (800: side 0 = seats 0 & 2), or null while undecided.
        decided_by (None | str | Unset): How the match ended: target, declaration or losses; null before.
    """

    seed: int | None
    target: int | None
    deal_number: int
    scores: list[int]
    history: list[list[int]] | Unset = UNSET
    over: bool | Unset = UNSET
    winners: list[int] | None | Unset = UNSET
    decided_by: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seed: int | None
        seed = self.seed

        target: int | None
        target = self.target

        deal_number = self.deal_number

        scores = self.scores

        history: list[list[int]] | Unset = UNSET
        if not isinstance(self.history, Unset):
            history = []
            for history_item_data in self.history:
                history_item = history_item_data

                history.append(history_item)

        over = self.over

        winners: list[int] | None | Unset
        if isinstance(self.winners, Unset):
            winners = UNSET
        elif isinstance(self.winners, list):
            winners = self.winners

        else:
            winners = self.winners

        decided_by: None | str | Unset
        if isinstance(self.decided_by, Unset):
            decided_by = UNSET
        else:
            decided_by = self.decided_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "target": target,
                "deal_number": deal_number,
                "scores": scores,
            }
        )
        if history is not UNSET:
            field_dict["history"] = history
        if over is not UNSET:
            field_dict["over"] = over
        if winners is not UNSET:
            field_dict["winners"] = winners
        if decided_by is not UNSET:
            field_dict["decided_by"] = decided_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        deal_number = d.pop("deal_number")

        scores = cast(list[int], d.pop("scores"))

        _history = d.pop("history", UNSET)
        history: list[list[int]] | Unset = UNSET
        if _history is not UNSET:
            history = []
            for history_item_data in _history:
                history_item = cast(list[int], history_item_data)

                history.append(history_item)

        over = d.pop("over", UNSET)

        def _parse_winners(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        winners = _parse_winners(d.pop("winners", UNSET))

        def _parse_decided_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        decided_by = _parse_decided_by(d.pop("decided_by", UNSET))

        tarot_match_input = cls(
            seed=seed,
            target=target,
            deal_number=deal_number,
            scores=scores,
            history=history,
            over=over,
            winners=winners,
            decided_by=decided_by,
        )

        return tarot_match_input
