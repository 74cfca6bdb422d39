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
    from ..models.fishing_sealed_verdict_interpretation import FishingSealedVerdictInterpretation
    from ..models.fishing_sistan_event import FishingSistanEvent
    from ..models.fishing_sweeps_cancelled_event import FishingSweepsCancelledEvent
    from ..models.fishing_tabbe_event import FishingTabbeEvent
    from ..models.fishing_tabbe_on_event import FishingTabbeOnEvent
    from ..models.fishing_trailed_event import FishingTrailedEvent
    from ..models.violation import Violation


T = TypeVar("T", bound="FishingSealedVerdict")


@_attrs_define
class FishingSealedVerdict:
    """The verdict on one move of a replay.

    Attributes:
        index (int): The move's index.
        legal (bool): Whether it was applied.
        violations (list[Violation]): The rules a refused move breaks; empty if applied.
        interpretation (FishingSealedVerdictInterpretation | Unset): How an applied move was read.
        seat_events (list[list[FishingAnnouncedOutEvent | FishingBuildAddedEvent | FishingBuildCreatedEvent |
            FishingBuildRaisedEvent | FishingBuildsBrokenUpEvent | FishingCapturedEvent | FishingDealLostEvent |
            FishingDealOverEvent | FishingDealtEvent | FishingDefaultEvent | FishingDrewEvent | FishingEliminatedEvent |
            FishingLeftoversEvent | FishingMatchOverEvent | FishingMulleEvent | FishingPenaltyEvent | FishingPlayoffEvent |
            FishingPointsCreditedEvent | FishingSistanEvent | FishingSweepsCancelledEvent | FishingTabbeEvent |
            FishingTabbeOnEvent | FishingTrailedEvent]] | Unset): What an applied move did, as each seat saw it (one list
            per seat).
    """

    index: int
    legal: bool
    violations: list[Violation]
    interpretation: FishingSealedVerdictInterpretation | Unset = UNSET
    seat_events: (
        list[
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

        seat_events: list[list[dict[str, Any]]] | Unset = UNSET
        if not isinstance(self.seat_events, Unset):
            seat_events = []
            for seat_events_item_data in self.seat_events:
                seat_events_item = []
                for seat_events_item_item_data in seat_events_item_data:
                    seat_events_item_item: dict[str, Any]
                    if isinstance(seat_events_item_item_data, FishingDealtEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingSistanEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingDrewEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingTrailedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingCapturedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingBuildCreatedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingBuildAddedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingBuildRaisedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingMulleEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingTabbeEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingTabbeOnEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingSweepsCancelledEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingPointsCreditedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingPenaltyEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingDefaultEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingBuildsBrokenUpEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingDealLostEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingAnnouncedOutEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingLeftoversEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingDealOverEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingEliminatedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, FishingPlayoffEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    else:
                        seat_events_item_item = seat_events_item_item_data.to_dict()

                    seat_events_item.append(seat_events_item_item)

                seat_events.append(seat_events_item)

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
        if seat_events is not UNSET:
            field_dict["seat_events"] = seat_events

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
        from ..models.fishing_sealed_verdict_interpretation import FishingSealedVerdictInterpretation  # noqa: PLC0415
        from ..models.fishing_sistan_event import FishingSistanEvent  # noqa: PLC0415
        from ..models.fishing_sweeps_cancelled_event import FishingSweepsCancelledEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_event import FishingTabbeEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_on_event import FishingTabbeOnEvent  # noqa: PLC0415
        from ..models.fishing_trailed_event import FishingTrailedEvent  # noqa: PLC0415
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
        interpretation: FishingSealedVerdictInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = FishingSealedVerdictInterpretation.from_dict(_interpretation)

        _seat_events = d.pop("seat_events", UNSET)
        seat_events: (
            list[
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
            ]
            | Unset
        ) = UNSET
        if _seat_events is not UNSET:
            seat_events = []
            for seat_events_item_data in _seat_events:
                seat_events_item = []
                _seat_events_item = seat_events_item_data
                for seat_events_item_item_data in _seat_events_item:

                    def _parse_seat_events_item_item(
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

                    seat_events_item_item = _parse_seat_events_item_item(seat_events_item_item_data)

                    seat_events_item.append(seat_events_item_item)

                seat_events.append(seat_events_item)

        fishing_sealed_verdict = cls(
            index=index,
            legal=legal,
            violations=violations,
            interpretation=interpretation,
            seat_events=seat_events,
        )

        return fishing_sealed_verdict
