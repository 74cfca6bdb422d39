from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_state import FishingState
    from ..models.fishing_verdict import FishingVerdict
    from ..models.score import Score


T = TypeVar("T", bound="FishingReplayResponse")


@_attrs_define
class FishingReplayResponse:
    """
    Attributes:
        family (Literal['fishing']): Always 'fishing': tells this answer from other families' (the discriminator).
            Default: 'fishing'.
        verdicts (list[FishingVerdict]): One per move tried, in order; the last one is the refused move if stopped_at is
            not null.
        applied (int): Moves applied.
        stopped_at (int | None): Index of the first refused move, or null.
        state (FishingState):
        deal_over (bool): Whether the deal is over.
        scores (Score | Unset):
    """

    verdicts: list[FishingVerdict]
    applied: int
    stopped_at: int | None
    state: FishingState
    deal_over: bool
    family: Literal["fishing"] = "fishing"
    scores: Score | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        verdicts = []
        for verdicts_item_data in self.verdicts:
            verdicts_item = verdicts_item_data.to_dict()
            verdicts.append(verdicts_item)

        applied = self.applied

        stopped_at: int | None
        stopped_at = self.stopped_at

        state = self.state.to_dict()

        deal_over = self.deal_over

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "verdicts": verdicts,
                "applied": applied,
                "stopped_at": stopped_at,
                "state": state,
                "deal_over": deal_over,
            }
        )
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_state import FishingState  # noqa: PLC0415
        from ..models.fishing_verdict import FishingVerdict  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["fishing"], d.pop("family"))
        if family != "fishing":
            raise ValueError(f"family must match const 'fishing', got '{family}'")

        verdicts = []
        _verdicts = d.pop("verdicts")
        for verdicts_item_data in _verdicts:
            verdicts_item = FishingVerdict.from_dict(verdicts_item_data)

            verdicts.append(verdicts_item)

        applied = d.pop("applied")

        def _parse_stopped_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        stopped_at = _parse_stopped_at(d.pop("stopped_at"))

        state = FishingState.from_dict(d.pop("state"))

        deal_over = d.pop("deal_over")

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        fishing_replay_response = cls(
            family=family,
            verdicts=verdicts,
            applied=applied,
            stopped_at=stopped_at,
            state=state,
            deal_over=deal_over,
            scores=scores,
        )

        return fishing_replay_response
