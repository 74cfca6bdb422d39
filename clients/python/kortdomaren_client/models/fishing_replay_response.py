from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_replay_response_verdicts_item import FishingReplayResponseVerdictsItem
    from ..models.fishing_state import FishingState
    from ..models.score import Score


T = TypeVar("T", bound="FishingReplayResponse")


@_attrs_define
class FishingReplayResponse:
    """
    Attributes:
        verdicts (list[FishingReplayResponseVerdictsItem] | Unset): One per move applied: index, legal, violations,
            interpretation, events.
        applied (int | Unset): Moves applied.
        stopped_at (int | None | Unset): Index of the first refused move, or null.
        state (FishingState | Unset):
        deal_over (bool | Unset):
        scores (Score | Unset):
    """

    verdicts: list[FishingReplayResponseVerdictsItem] | Unset = UNSET
    applied: int | Unset = UNSET
    stopped_at: int | None | Unset = UNSET
    state: FishingState | Unset = UNSET
    deal_over: bool | Unset = UNSET
    scores: Score | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        verdicts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.verdicts, Unset):
            verdicts = []
            for verdicts_item_data in self.verdicts:
                verdicts_item = verdicts_item_data.to_dict()
                verdicts.append(verdicts_item)

        applied = self.applied

        stopped_at: int | None | Unset
        if isinstance(self.stopped_at, Unset):
            stopped_at = UNSET
        else:
            stopped_at = self.stopped_at

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        deal_over = self.deal_over

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if verdicts is not UNSET:
            field_dict["verdicts"] = verdicts
        if applied is not UNSET:
            field_dict["applied"] = applied
        if stopped_at is not UNSET:
            field_dict["stopped_at"] = stopped_at
        if state is not UNSET:
            field_dict["state"] = state
        if deal_over is not UNSET:
            field_dict["deal_over"] = deal_over
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_replay_response_verdicts_item import FishingReplayResponseVerdictsItem  # noqa: PLC0415
        from ..models.fishing_state import FishingState  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        _verdicts = d.pop("verdicts", UNSET)
        verdicts: list[FishingReplayResponseVerdictsItem] | Unset = UNSET
        if _verdicts is not UNSET:
            verdicts = []
            for verdicts_item_data in _verdicts:
                verdicts_item = FishingReplayResponseVerdictsItem.from_dict(verdicts_item_data)

                verdicts.append(verdicts_item)

        applied = d.pop("applied", UNSET)

        def _parse_stopped_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stopped_at = _parse_stopped_at(d.pop("stopped_at", UNSET))

        _state = d.pop("state", UNSET)
        state: FishingState | Unset
        if isinstance(_state, Unset):
            state = UNSET
        else:
            state = FishingState.from_dict(_state)

        deal_over = d.pop("deal_over", UNSET)

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        fishing_replay_response = cls(
            verdicts=verdicts,
            applied=applied,
            stopped_at=stopped_at,
            state=state,
            deal_over=deal_over,
            scores=scores,
        )

        return fishing_replay_response
