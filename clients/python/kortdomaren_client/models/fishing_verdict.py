from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_announced_out_event import FishingAnnouncedOutEvent
    from ..models.fishing_build_added_event import FishingBuildAddedEvent
    from ..models.fishing_build_created_event import FishingBuildCreatedEvent
    from ..models.fishing_build_raised_event import FishingBuildRaisedEvent
    from ..models.fishing_builds_broken_up_event import FishingBuildsBrokenUpEvent
    from ..models.fishing_captured_event import FishingCapturedEvent
    from ..models.fishing_deal_lost_event import FishingDealLostEvent
    from ..models.fishing_deal_over_event import FishingDealOverEvent
    from ..models.fishing_dealt_event import FishingDealtEvent
    from ..models.fishing_default_event import FishingDefaultEvent
    from ..models.fishing_drew_event import FishingDrewEvent
    from ..models.fishing_eliminated_event import FishingEliminatedEvent
    from ..models.fishing_leftovers_event import FishingLeftoversEvent
    from ..models.fishing_match_over_event import FishingMatchOverEvent
    from ..models.fishing_mulle_event import FishingMulleEvent
    from ..models.fishing_penalty_event import FishingPenaltyEvent
    from ..models.fishing_playoff_event import FishingPlayoffEvent
    from ..models.fishing_points_credited_event import FishingPointsCreditedEvent
    from ..models.fishing_sistan_event import FishingSistanEvent
    from ..models.fishing_sweeps_cancelled_event import FishingSweepsCancelledEvent
    from ..models.fishing_tabbe_event import FishingTabbeEvent
    from ..models.fishing_tabbe_on_event import FishingTabbeOnEvent
    from ..models.fishing_trailed_event import FishingTrailedEvent
    from ..models.fishing_verdict_interpretation import FishingVerdictInterpretation
    from ..models.violation import Violation


T = TypeVar("T", bound="FishingVerdict")


@_attrs_define
class FishingVerdict:
    """The verdict on one move of a replay.

    Attributes:
        index (int): The move's index.
        legal (bool): Whether it was applied.
        violations (list[Violation]): The rules a refused move breaks; empty if applied.
        interpretation (FishingVerdictInterpretation | Unset): How an applied move was read.
        events (list[FishingAnnouncedOutEvent | FishingBuildAddedEvent | FishingBuildCreatedEvent |
            FishingBuildRaisedEvent | FishingBuildsBrokenUpEvent | FishingCapturedEvent | FishingDealLostEvent |
            FishingDealOverEvent | FishingDealtEvent | FishingDefaultEvent | FishingDrewEvent | FishingEliminatedEvent |
            FishingLeftoversEvent | FishingMatchOverEvent | FishingMulleEvent | FishingPenaltyEvent | FishingPlayoffEvent |
            FishingPointsCreditedEvent | FishingSistanEvent | FishingSweepsCancelledEvent | FishingTabbeEvent |
            FishingTabbeOnEvent | FishingTrailedEvent] | Unset): What an applied move did.
    """

    index: int
    legal: bool
    violations: list[Violation]
    interpretation: FishingVerdictInterpretation | Unset = UNSET
    events: (
        list[
            FishingAnnouncedOutEvent
            | FishingBuildAddedEvent
            | FishingBuildCreatedEvent
            | FishingBuildRaisedEvent
            | FishingBuildsBrokenUpEvent
            | FishingCapturedEvent
            | FishingDealLostEvent
            | FishingDealOverEvent
            | FishingDealtEvent
            | FishingDefaultEvent
            | FishingDrewEvent
            | FishingEliminatedEvent
            | FishingLeftoversEvent
            | FishingMatchOverEvent
            | FishingMulleEvent
            | FishingPenaltyEvent
            | FishingPlayoffEvent
            | FishingPointsCreditedEvent
            | FishingSistanEvent
            | FishingSweepsCancelledEvent
            | FishingTabbeEvent
            | FishingTabbeOnEvent
            | FishingTrailedEvent
        ]
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.fishing_announced_out_event import FishingAnnouncedOutEvent  # noqa: PLC0415
        from ..models.fishing_build_added_event import FishingBuildAddedEvent  # noqa: PLC0415
        from ..models.fishing_build_created_event import FishingBuildCreatedEvent  # noqa: PLC0415
        from ..models.fishing_build_raised_event import FishingBuildRaisedEvent  # noqa: PLC0415
        from ..models.fishing_builds_broken_up_event import FishingBuildsBrokenUpEvent  # noqa: PLC0415
        from ..models.fishing_captured_event import FishingCapturedEvent  # noqa: PLC0415
        from ..models.fishing_deal_lost_event import FishingDealLostEvent  # noqa: PLC0415
        from ..models.fishing_deal_over_event import FishingDealOverEvent  # noqa: PLC0415
        from ..models.fishing_dealt_event import FishingDealtEvent  # noqa: PLC0415
        from ..models.fishing_default_event import FishingDefaultEvent  # noqa: PLC0415
        from ..models.fishing_drew_event import FishingDrewEvent  # noqa: PLC0415
        from ..models.fishing_eliminated_event import FishingEliminatedEvent  # noqa: PLC0415
        from ..models.fishing_leftovers_event import FishingLeftoversEvent  # noqa: PLC0415
        from ..models.fishing_mulle_event import FishingMulleEvent  # noqa: PLC0415
        from ..models.fishing_penalty_event import FishingPenaltyEvent  # noqa: PLC0415
        from ..models.fishing_playoff_event import FishingPlayoffEvent  # noqa: PLC0415
        from ..models.fishing_points_credited_event import FishingPointsCreditedEvent  # noqa: PLC0415
        from ..models.fishing_sistan_event import FishingSistanEvent  # noqa: PLC0415
        from ..models.fishing_sweeps_cancelled_event import FishingSweepsCancelledEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_event import FishingTabbeEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_on_event import FishingTabbeOnEvent  # noqa: PLC0415
        from ..models.fishing_trailed_event import FishingTrailedEvent  # noqa: PLC0415

        index = self.index

        legal = self.legal

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        interpretation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.interpretation, Unset):
            interpretation = self.interpretation.to_dict()

        events: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item: dict[str, Any]
                if isinstance(events_item_data, FishingDealtEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingSistanEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingDrewEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingTrailedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingCapturedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingBuildCreatedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingBuildAddedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingBuildRaisedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingMulleEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingTabbeEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingTabbeOnEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingSweepsCancelledEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingPointsCreditedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingPenaltyEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingDefaultEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingBuildsBrokenUpEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingDealLostEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingAnnouncedOutEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingLeftoversEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingDealOverEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingEliminatedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, FishingPlayoffEvent):
                    events_item = events_item_data.to_dict()
                else:
                    events_item = events_item_data.to_dict()

                events.append(events_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "legal": legal,
                "violations": violations,
            }
        )
        if interpretation is not UNSET:
            field_dict["interpretation"] = interpretation
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_announced_out_event import FishingAnnouncedOutEvent  # noqa: PLC0415
        from ..models.fishing_build_added_event import FishingBuildAddedEvent  # noqa: PLC0415
        from ..models.fishing_build_created_event import FishingBuildCreatedEvent  # noqa: PLC0415
        from ..models.fishing_build_raised_event import FishingBuildRaisedEvent  # noqa: PLC0415
        from ..models.fishing_builds_broken_up_event import FishingBuildsBrokenUpEvent  # noqa: PLC0415
        from ..models.fishing_captured_event import FishingCapturedEvent  # noqa: PLC0415
        from ..models.fishing_deal_lost_event import FishingDealLostEvent  # noqa: PLC0415
        from ..models.fishing_deal_over_event import FishingDealOverEvent  # noqa: PLC0415
        from ..models.fishing_dealt_event import FishingDealtEvent  # noqa: PLC0415
        from ..models.fishing_default_event import FishingDefaultEvent  # noqa: PLC0415
        from ..models.fishing_drew_event import FishingDrewEvent  # noqa: PLC0415
        from ..models.fishing_eliminated_event import FishingEliminatedEvent  # noqa: PLC0415
        from ..models.fishing_leftovers_event import FishingLeftoversEvent  # noqa: PLC0415
        from ..models.fishing_match_over_event import FishingMatchOverEvent  # noqa: PLC0415
        from ..models.fishing_mulle_event import FishingMulleEvent  # noqa: PLC0415
        from ..models.fishing_penalty_event import FishingPenaltyEvent  # noqa: PLC0415
        from ..models.fishing_playoff_event import FishingPlayoffEvent  # noqa: PLC0415
        from ..models.fishing_points_credited_event import FishingPointsCreditedEvent  # noqa: PLC0415
        from ..models.fishing_sistan_event import FishingSistanEvent  # noqa: PLC0415
        from ..models.fishing_sweeps_cancelled_event import FishingSweepsCancelledEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_event import FishingTabbeEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_on_event import FishingTabbeOnEvent  # noqa: PLC0415
        from ..models.fishing_trailed_event import FishingTrailedEvent  # noqa: PLC0415
        from ..models.fishing_verdict_interpretation import FishingVerdictInterpretation  # noqa: PLC0415
        from ..models.violation import Violation  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        legal = d.pop("legal")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        _interpretation = d.pop("interpretation", UNSET)
        interpretation: FishingVerdictInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = FishingVerdictInterpretation.from_dict(_interpretation)

        _events = d.pop("events", UNSET)
        events: (
            list[
                FishingAnnouncedOutEvent
                | FishingBuildAddedEvent
                | FishingBuildCreatedEvent
                | FishingBuildRaisedEvent
                | FishingBuildsBrokenUpEvent
                | FishingCapturedEvent
                | FishingDealLostEvent
                | FishingDealOverEvent
                | FishingDealtEvent
                | FishingDefaultEvent
                | FishingDrewEvent
                | FishingEliminatedEvent
                | FishingLeftoversEvent
                | FishingMatchOverEvent
                | FishingMulleEvent
                | FishingPenaltyEvent
                | FishingPlayoffEvent
                | FishingPointsCreditedEvent
                | FishingSistanEvent
                | FishingSweepsCancelledEvent
                | FishingTabbeEvent
                | FishingTabbeOnEvent
                | FishingTrailedEvent
            ]
            | Unset
        ) = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:

                def _parse_events_item(
                    data: object,
                ) -> (
                    FishingAnnouncedOutEvent
                    | FishingBuildAddedEvent
                    | FishingBuildCreatedEvent
                    | FishingBuildRaisedEvent
                    | FishingBuildsBrokenUpEvent
                    | FishingCapturedEvent
                    | FishingDealLostEvent
                    | FishingDealOverEvent
                    | FishingDealtEvent
                    | FishingDefaultEvent
                    | FishingDrewEvent
                    | FishingEliminatedEvent
                    | FishingLeftoversEvent
                    | FishingMatchOverEvent
                    | FishingMulleEvent
                    | FishingPenaltyEvent
                    | FishingPlayoffEvent
                    | FishingPointsCreditedEvent
                    | FishingSistanEvent
                    | FishingSweepsCancelledEvent
                    | FishingTabbeEvent
                    | FishingTabbeOnEvent
                    | FishingTrailedEvent
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_0 = FishingDealtEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_1 = FishingSistanEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_2 = FishingDrewEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_3 = FishingTrailedEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_4 = FishingCapturedEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_5 = FishingBuildCreatedEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_6 = FishingBuildAddedEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_7 = FishingBuildRaisedEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_8 = FishingMulleEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_9 = FishingTabbeEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_10 = FishingTabbeOnEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_11 = FishingSweepsCancelledEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_12 = FishingPointsCreditedEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_13 = FishingPenaltyEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_14 = FishingDefaultEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_14
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_15 = FishingBuildsBrokenUpEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_15
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_16 = FishingDealLostEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_16
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_17 = FishingAnnouncedOutEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_17
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_18 = FishingLeftoversEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_18
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_19 = FishingDealOverEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_19
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_20 = FishingEliminatedEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_20
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_fishing_event_type_21 = FishingPlayoffEvent.from_dict(data)

                        return componentsschemas_fishing_event_type_21
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fishing_event_type_22 = FishingMatchOverEvent.from_dict(data)

                    return componentsschemas_fishing_event_type_22

                events_item = _parse_events_item(events_item_data)

                events.append(events_item)

        fishing_verdict = cls(
            index=index,
            legal=legal,
            violations=violations,
            interpretation=interpretation,
            events=events,
        )

        return fishing_verdict
