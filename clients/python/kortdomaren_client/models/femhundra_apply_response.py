from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.femhundra_apply_response_events_item import FemhundraApplyResponseEventsItem
    from ..models.femhundra_apply_response_interpretation import FemhundraApplyResponseInterpretation
    from ..models.femhundra_state import FemhundraState
    from ..models.score import Score


T = TypeVar("T", bound="FemhundraApplyResponse")


@_attrs_define
class FemhundraApplyResponse:
    """
    Attributes:
        state (FemhundraState | Unset):
        events (list[FemhundraApplyResponseEventsItem] | Unset): What happened, in order.
        deal_over (bool | Unset):
        interpretation (FemhundraApplyResponseInterpretation | Unset):
        scores (Score | Unset):
    """

    state: FemhundraState | Unset = UNSET
    events: list[FemhundraApplyResponseEventsItem] | Unset = UNSET
    deal_over: bool | Unset = UNSET
    interpretation: FemhundraApplyResponseInterpretation | Unset = UNSET
    scores: Score | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        events: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.to_dict()
                events.append(events_item)

        deal_over = self.deal_over

        interpretation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.interpretation, Unset):
            interpretation = self.interpretation.to_dict()

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if state is not UNSET:
            field_dict["state"] = state
        if events is not UNSET:
            field_dict["events"] = events
        if deal_over is not UNSET:
            field_dict["deal_over"] = deal_over
        if interpretation is not UNSET:
            field_dict["interpretation"] = interpretation
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_apply_response_events_item import FemhundraApplyResponseEventsItem  # noqa: PLC0415
        from ..models.femhundra_apply_response_interpretation import FemhundraApplyResponseInterpretation  # noqa: PLC0415
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        _state = d.pop("state", UNSET)
        state: FemhundraState | Unset
        if isinstance(_state, Unset):
            state = UNSET
        else:
            state = FemhundraState.from_dict(_state)

        _events = d.pop("events", UNSET)
        events: list[FemhundraApplyResponseEventsItem] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = FemhundraApplyResponseEventsItem.from_dict(events_item_data)

                events.append(events_item)

        deal_over = d.pop("deal_over", UNSET)

        _interpretation = d.pop("interpretation", UNSET)
        interpretation: FemhundraApplyResponseInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = FemhundraApplyResponseInterpretation.from_dict(_interpretation)

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        femhundra_apply_response = cls(
            state=state,
            events=events,
            deal_over=deal_over,
            interpretation=interpretation,
            scores=scores,
        )

        return femhundra_apply_response
