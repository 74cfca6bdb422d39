from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.femhundra_apply_response_interpretation import FemhundraApplyResponseInterpretation
    from ..models.femhundra_claimed_event import FemhundraClaimedEvent
    from ..models.femhundra_deal_over_event import FemhundraDealOverEvent
    from ..models.femhundra_discarded_event import FemhundraDiscardedEvent
    from ..models.femhundra_drawn_event import FemhundraDrawnEvent
    from ..models.femhundra_joker_swapped_event import FemhundraJokerSwappedEvent
    from ..models.femhundra_laid_off_event import FemhundraLaidOffEvent
    from ..models.femhundra_melded_event import FemhundraMeldedEvent
    from ..models.femhundra_penalty_event import FemhundraPenaltyEvent
    from ..models.femhundra_pile_taken_event import FemhundraPileTakenEvent
    from ..models.femhundra_reshuffled_event import FemhundraReshuffledEvent
    from ..models.femhundra_state import FemhundraState
    from ..models.femhundra_went_out_event import FemhundraWentOutEvent
    from ..models.score import Score


T = TypeVar("T", bound="FemhundraApplyResponse")


@_attrs_define
class FemhundraApplyResponse:
    """
    Attributes:
        family (Literal['femhundra']): Always 'femhundra': tells this answer from other families' (the discriminator).
            Default: 'femhundra'.
        state (FemhundraState):
        events (list[FemhundraClaimedEvent | FemhundraDealOverEvent | FemhundraDiscardedEvent | FemhundraDrawnEvent |
            FemhundraJokerSwappedEvent | FemhundraLaidOffEvent | FemhundraMeldedEvent | FemhundraPenaltyEvent |
            FemhundraPileTakenEvent | FemhundraReshuffledEvent | FemhundraWentOutEvent]): What happened, in order.
        deal_over (bool): Whether the move ended the deal.
        interpretation (FemhundraApplyResponseInterpretation): How the move was read (as validate tells).
        scores (Score | Unset):
    """

    state: FemhundraState
    events: list[
        FemhundraClaimedEvent
        | FemhundraDealOverEvent
        | FemhundraDiscardedEvent
        | FemhundraDrawnEvent
        | FemhundraJokerSwappedEvent
        | FemhundraLaidOffEvent
        | FemhundraMeldedEvent
        | FemhundraPenaltyEvent
        | FemhundraPileTakenEvent
        | FemhundraReshuffledEvent
        | FemhundraWentOutEvent
    ]
    deal_over: bool
    interpretation: FemhundraApplyResponseInterpretation
    family: Literal["femhundra"] = "femhundra"
    scores: Score | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.femhundra_claimed_event import FemhundraClaimedEvent  # noqa: PLC0415
        from ..models.femhundra_discarded_event import FemhundraDiscardedEvent  # noqa: PLC0415
        from ..models.femhundra_drawn_event import FemhundraDrawnEvent  # noqa: PLC0415
        from ..models.femhundra_joker_swapped_event import FemhundraJokerSwappedEvent  # noqa: PLC0415
        from ..models.femhundra_laid_off_event import FemhundraLaidOffEvent  # noqa: PLC0415
        from ..models.femhundra_melded_event import FemhundraMeldedEvent  # noqa: PLC0415
        from ..models.femhundra_penalty_event import FemhundraPenaltyEvent  # noqa: PLC0415
        from ..models.femhundra_pile_taken_event import FemhundraPileTakenEvent  # noqa: PLC0415
        from ..models.femhundra_reshuffled_event import FemhundraReshuffledEvent  # noqa: PLC0415
        from ..models.femhundra_went_out_event import FemhundraWentOutEvent  # noqa: PLC0415

        family = self.family

        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, FemhundraDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FemhundraReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FemhundraPileTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FemhundraMeldedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FemhundraLaidOffEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FemhundraJokerSwappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FemhundraClaimedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FemhundraDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FemhundraPenaltyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FemhundraWentOutEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        deal_over = self.deal_over

        interpretation = self.interpretation.to_dict()

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "state": state,
                "events": events,
                "deal_over": deal_over,
                "interpretation": interpretation,
            }
        )
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_apply_response_interpretation import FemhundraApplyResponseInterpretation  # noqa: PLC0415
        from ..models.femhundra_claimed_event import FemhundraClaimedEvent  # noqa: PLC0415
        from ..models.femhundra_deal_over_event import FemhundraDealOverEvent  # noqa: PLC0415
        from ..models.femhundra_discarded_event import FemhundraDiscardedEvent  # noqa: PLC0415
        from ..models.femhundra_drawn_event import FemhundraDrawnEvent  # noqa: PLC0415
        from ..models.femhundra_joker_swapped_event import FemhundraJokerSwappedEvent  # noqa: PLC0415
        from ..models.femhundra_laid_off_event import FemhundraLaidOffEvent  # noqa: PLC0415
        from ..models.femhundra_melded_event import FemhundraMeldedEvent  # noqa: PLC0415
        from ..models.femhundra_penalty_event import FemhundraPenaltyEvent  # noqa: PLC0415
        from ..models.femhundra_pile_taken_event import FemhundraPileTakenEvent  # noqa: PLC0415
        from ..models.femhundra_reshuffled_event import FemhundraReshuffledEvent  # noqa: PLC0415
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415
        from ..models.femhundra_went_out_event import FemhundraWentOutEvent  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["femhundra"], d.pop("family"))
        if family != "femhundra":
            raise ValueError(f"family must match const 'femhundra', got '{family}'")

        state = FemhundraState.from_dict(d.pop("state"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                FemhundraClaimedEvent
                | FemhundraDealOverEvent
                | FemhundraDiscardedEvent
                | FemhundraDrawnEvent
                | FemhundraJokerSwappedEvent
                | FemhundraLaidOffEvent
                | FemhundraMeldedEvent
                | FemhundraPenaltyEvent
                | FemhundraPileTakenEvent
                | FemhundraReshuffledEvent
                | FemhundraWentOutEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_0 = FemhundraDrawnEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_1 = FemhundraReshuffledEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_2 = FemhundraPileTakenEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_3 = FemhundraMeldedEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_4 = FemhundraLaidOffEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_5 = FemhundraJokerSwappedEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_6 = FemhundraClaimedEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_7 = FemhundraDiscardedEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_8 = FemhundraPenaltyEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_femhundra_event_type_9 = FemhundraWentOutEvent.from_dict(data)

                    return componentsschemas_femhundra_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_femhundra_event_type_10 = FemhundraDealOverEvent.from_dict(data)

                return componentsschemas_femhundra_event_type_10

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        deal_over = d.pop("deal_over")

        interpretation = FemhundraApplyResponseInterpretation.from_dict(d.pop("interpretation"))

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        femhundra_apply_response = cls(
            family=family,
            state=state,
            events=events,
            deal_over=deal_over,
            interpretation=interpretation,
            scores=scores,
        )

        return femhundra_apply_response
