from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """
    Attributes:
        scores (list[int] | Unset):
        target (int | None | Unset):
        deal_number (int | Unset):
        over (bool | Unset):
        winners (list[int] | None | Unset):
        decided_by (None | str | Unset):
        rule (None | str | Unset):
    """

    scores: list[int] | Unset = UNSET
    target: int | None | Unset = UNSET
    deal_number: int | Unset = UNSET
    over: bool | Unset = UNSET
    winners: list[int] | None | Unset = UNSET
    decided_by: None | str | Unset = UNSET
    rule: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        scores: list[int] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        deal_number = self.deal_number

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

        rule: None | str | Unset
        if isinstance(self.rule, Unset):
            rule = UNSET
        else:
            rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if scores is not UNSET:
            field_dict["scores"] = scores
        if target is not UNSET:
            field_dict["target"] = target
        if deal_number is not UNSET:
            field_dict["deal_number"] = deal_number
        if over is not UNSET:
            field_dict["over"] = over
        if winners is not UNSET:
            field_dict["winners"] = winners
        if decided_by is not UNSET:
            field_dict["decided_by"] = decided_by
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        deal_number = d.pop("deal_number", UNSET)

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

        def _parse_rule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule = _parse_rule(d.pop("rule", UNSET))

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
