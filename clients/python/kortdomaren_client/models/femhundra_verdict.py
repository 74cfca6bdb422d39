from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
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
    from ..models.femhundra_verdict_interpretation import FemhundraVerdictInterpretation
    from ..models.femhundra_went_out_event import FemhundraWentOutEvent
    from ..models.violation import Violation


T = TypeVar("T", bound="FemhundraVerdict")


@_attrs_define
class FemhundraVerdict:
    """The verdict on one move of a replay.

    Attributes:
        index (int): The move's index.
        legal (bool): Whether it was applied.
        violations (list[Violation]): The rules a refused move breaks; empty if applied.
        interpretation (FemhundraVerdictInterpretation | Unset): How an applied move was read.
        events (list[FemhundraClaimedEvent | FemhundraDealOverEvent | FemhundraDiscardedEvent | FemhundraDrawnEvent |
            FemhundraJokerSwappedEvent | FemhundraLaidOffEvent | FemhundraMeldedEvent | FemhundraPenaltyEvent |
            FemhundraPileTakenEvent | FemhundraReshuffledEvent | FemhundraWentOutEvent] | Unset): What an applied move did.
    """

    index: int
    legal: bool
    violations: list[Violation]
    interpretation: FemhundraVerdictInterpretation | Unset = UNSET
    events: (
        list[
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
        | Unset
    ) = UNSET

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
        from ..models.femhundra_verdict_interpretation import FemhundraVerdictInterpretation  # noqa: PLC0415
        from ..models.femhundra_went_out_event import FemhundraWentOutEvent  # noqa: PLC0415
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
        interpretation: FemhundraVerdictInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = FemhundraVerdictInterpretation.from_dict(_interpretation)

        _events = d.pop("events", UNSET)
        events: (
            list[
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
            | Unset
        ) = UNSET
        if _events is not UNSET:
            events = []
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

        femhundra_verdict = cls(
            index=index,
            legal=legal,
            violations=violations,
            interpretation=interpretation,
            events=events,
        )

        return femhundra_verdict
