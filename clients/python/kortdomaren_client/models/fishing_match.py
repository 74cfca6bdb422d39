from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingMatch")


@_attrs_define
class FishingMatch:
    """
    Attributes:
        seed (int): The match seed: deal 1 is dealt from it, later deals from seeds derived from it (SHA-256 of
            'seed:deal:n').
        target (int | None): Points to reach; null for single deals. Equals the 'target' option (misär: 21, the
            elimination limit, with match 'elimination'; null for single deals; Byggkasino: null unless match is 'target').
        deal_number (int): This deal's number, 1 first.
        scores (list[int]): Match points per side after finished deals.
        history (list[list[int]]): Points per side of each finished deal, in order; scores are their sum.
        over (bool): Whether the match has been decided. Default: False.
        winners (list[int] | None): Winning side(s) once over (more than one: a shared win); else null.
        decided_by (None | str): How the match was decided: single_deal, points, spades_last_deal, shared, announce_out
            (Kasino); lowest, fewest_spades, last_remaining, fewest_points (misär); tiebreak, immediate_win (Finnish
            Kasino); single_deal, points, three_deals, playoff, penalty (Byggkasino, Mulle Glimne). The score's standing
            names the rule.
        remaining (list[int] | None | Unset): Only while some sides sit a deal out — a misär elimination match once a
            player is out (MISAR-MATCH-1), a Byggkasino play-off between tied players (BYGG-MATCH-4): the sides (original
            seats) playing this deal, in seat order — seat i of this deal is side remaining[i]; scores keep one entry per
            original side. Absent or null while everybody plays.
    """

    seed: int
    target: int | None
    deal_number: int
    scores: list[int]
    history: list[list[int]]
    winners: list[int] | None
    decided_by: None | str
    over: bool = False
    remaining: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

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

        remaining: list[int] | None | Unset
        if isinstance(self.remaining, Unset):
            remaining = UNSET
        elif isinstance(self.remaining, list):
            remaining = self.remaining

        else:
            remaining = self.remaining

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "target": target,
                "deal_number": deal_number,
                "scores": scores,
                "history": history,
                "over": over,
                "winners": winners,
                "decided_by": decided_by,
            }
        )
        if remaining is not UNSET:
            field_dict["remaining"] = remaining

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed")

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

        def _parse_remaining(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                remaining_type_0 = cast(list[int], data)

                return remaining_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        remaining = _parse_remaining(d.pop("remaining", UNSET))

        fishing_match = cls(
            seed=seed,
            target=target,
            deal_number=deal_number,
            scores=scores,
            history=history,
            over=over,
            winners=winners,
            decided_by=decided_by,
            remaining=remaining,
        )

        return fishing_match
