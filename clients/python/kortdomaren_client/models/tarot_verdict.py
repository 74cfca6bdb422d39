from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tarot_deal_over_event import TarotDealOverEvent
    from ..models.tarot_dealt_event import TarotDealtEvent
    from ..models.tarot_declared_event import TarotDeclaredEvent
    from ..models.tarot_discarded_event import TarotDiscardedEvent
    from ..models.tarot_fjont_exchanged_event import TarotFjontExchangedEvent
    from ..models.tarot_fjont_lost_event import TarotFjontLostEvent
    from ..models.tarot_fjont_owed_event import TarotFjontOwedEvent
    from ..models.tarot_match_over_event import TarotMatchOverEvent
    from ..models.tarot_played_event import TarotPlayedEvent
    from ..models.tarot_trick_won_event import TarotTrickWonEvent
    from ..models.tarot_verdict_interpretation import TarotVerdictInterpretation
    from ..models.violation import Violation


T = TypeVar("T", bound="TarotVerdict")


@_attrs_define
class TarotVerdict:
    """The verdict on one move of a replay.

    Attributes:
        index (int): The move's index.
        legal (bool): Whether it was applied.
        violations (list[Violation]): The rules a refused move breaks; empty if applied.
        interpretation (TarotVerdictInterpretation | Unset): How an applied move was read.
        events (list[TarotDealOverEvent | TarotDealtEvent | TarotDeclaredEvent | TarotDiscardedEvent |
            TarotFjontExchangedEvent | TarotFjontLostEvent | TarotFjontOwedEvent | TarotMatchOverEvent | TarotPlayedEvent |
            TarotTrickWonEvent] | Unset): What an applied move did.
    """

    index: int
    legal: bool
    violations: list[Violation]
    interpretation: TarotVerdictInterpretation | Unset = UNSET
    events: (
        list[
            TarotDealOverEvent
            | TarotDealtEvent
            | TarotDeclaredEvent
            | TarotDiscardedEvent
            | TarotFjontExchangedEvent
            | TarotFjontLostEvent
            | TarotFjontOwedEvent
            | TarotMatchOverEvent
            | TarotPlayedEvent
            | TarotTrickWonEvent
        ]
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.tarot_deal_over_event import TarotDealOverEvent  # noqa: PLC0415
        from ..models.tarot_dealt_event import TarotDealtEvent  # noqa: PLC0415
        from ..models.tarot_declared_event import TarotDeclaredEvent  # noqa: PLC0415
        from ..models.tarot_discarded_event import TarotDiscardedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_exchanged_event import TarotFjontExchangedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_lost_event import TarotFjontLostEvent  # noqa: PLC0415
        from ..models.tarot_fjont_owed_event import TarotFjontOwedEvent  # noqa: PLC0415
        from ..models.tarot_played_event import TarotPlayedEvent  # noqa: PLC0415
        from ..models.tarot_trick_won_event import TarotTrickWonEvent  # noqa: PLC0415

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
                if isinstance(events_item_data, TarotDealtEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, TarotDiscardedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, TarotDeclaredEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, TarotPlayedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, TarotTrickWonEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, TarotFjontOwedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, TarotFjontExchangedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, TarotFjontLostEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, TarotDealOverEvent):
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
        from ..models.tarot_deal_over_event import TarotDealOverEvent  # noqa: PLC0415
        from ..models.tarot_dealt_event import TarotDealtEvent  # noqa: PLC0415
        from ..models.tarot_declared_event import TarotDeclaredEvent  # noqa: PLC0415
        from ..models.tarot_discarded_event import TarotDiscardedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_exchanged_event import TarotFjontExchangedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_lost_event import TarotFjontLostEvent  # noqa: PLC0415
        from ..models.tarot_fjont_owed_event import TarotFjontOwedEvent  # noqa: PLC0415
        from ..models.tarot_match_over_event import TarotMatchOverEvent  # noqa: PLC0415
        from ..models.tarot_played_event import TarotPlayedEvent  # noqa: PLC0415
        from ..models.tarot_trick_won_event import TarotTrickWonEvent  # noqa: PLC0415
        from ..models.tarot_verdict_interpretation import TarotVerdictInterpretation  # noqa: PLC0415
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
        interpretation: TarotVerdictInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = TarotVerdictInterpretation.from_dict(_interpretation)

        _events = d.pop("events", UNSET)
        events: (
            list[
                TarotDealOverEvent
                | TarotDealtEvent
                | TarotDeclaredEvent
                | TarotDiscardedEvent
                | TarotFjontExchangedEvent
                | TarotFjontLostEvent
                | TarotFjontOwedEvent
                | TarotMatchOverEvent
                | TarotPlayedEvent
                | TarotTrickWonEvent
            ]
            | Unset
        ) = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:

                def _parse_events_item(
                    data: object,
                ) -> (
                    TarotDealOverEvent
                    | TarotDealtEvent
                    | TarotDeclaredEvent
                    | TarotDiscardedEvent
                    | TarotFjontExchangedEvent
                    | TarotFjontLostEvent
                    | TarotFjontOwedEvent
                    | TarotMatchOverEvent
                    | TarotPlayedEvent
                    | TarotTrickWonEvent
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_tarot_event_type_0 = TarotDealtEvent.from_dict(data)

                        return componentsschemas_tarot_event_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_tarot_event_type_1 = TarotDiscardedEvent.from_dict(data)

                        return componentsschemas_tarot_event_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_tarot_event_type_2 = TarotDeclaredEvent.from_dict(data)

                        return componentsschemas_tarot_event_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_tarot_event_type_3 = TarotPlayedEvent.from_dict(data)

                        return componentsschemas_tarot_event_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_tarot_event_type_4 = TarotTrickWonEvent.from_dict(data)

                        return componentsschemas_tarot_event_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_tarot_event_type_5 = TarotFjontOwedEvent.from_dict(data)

                        return componentsschemas_tarot_event_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_tarot_event_type_6 = TarotFjontExchangedEvent.from_dict(data)

                        return componentsschemas_tarot_event_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_tarot_event_type_7 = TarotFjontLostEvent.from_dict(data)

                        return componentsschemas_tarot_event_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_tarot_event_type_8 = TarotDealOverEvent.from_dict(data)

                        return componentsschemas_tarot_event_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tarot_event_type_9 = TarotMatchOverEvent.from_dict(data)

                    return componentsschemas_tarot_event_type_9

                events_item = _parse_events_item(events_item_data)

                events.append(events_item)

        tarot_verdict = cls(
            index=index,
            legal=legal,
            violations=violations,
            interpretation=interpretation,
            events=events,
        )

        return tarot_verdict
