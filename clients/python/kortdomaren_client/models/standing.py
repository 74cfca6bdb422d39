from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """
    Attributes:
        scores (list[int]): Match points per side.
        target (int | None): Points to reach.
        deal_number (int): The deal's number, 1 first.
        over (bool): Whether the match is decided.
        winners (list[int] | None): Winning side(s).
        decided_by (None | str): How the match was decided.
        rule (None | str): The rule that decided it.
    """

    scores: list[int]
    target: int | None
    deal_number: int
    over: bool
    winners: list[int] | None
    decided_by: None | str
    rule: None | str

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores

        target: int | None
        target = self.target

        deal_number = self.deal_number

        over = self.over

        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners

        else:
            winners = self.winners

        decided_by: None | str
        decided_by = self.decided_by

        rule: None | str
        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scores": scores,
                "target": target,
                "deal_number": deal_number,
                "over": over,
                "winners": winners,
                "decided_by": decided_by,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        deal_number = d.pop("deal_number")

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

        def _parse_rule(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rule = _parse_rule(d.pop("rule"))

        standing = cls(
            scores=scores,
            target=target,
            deal_number=deal_number,
            over=over,
            winners=winners,
            decided_by=decided_by,
            rule=rule,
        )

        return standing
