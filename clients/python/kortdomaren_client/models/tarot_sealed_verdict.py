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
    from ..models.tarot_sealed_verdict_interpretation import TarotSealedVerdictInterpretation
    from ..models.tarot_trick_won_event import TarotTrickWonEvent
    from ..models.violation import Violation


T = TypeVar("T", bound="TarotSealedVerdict")


@_attrs_define
class TarotSealedVerdict:
    """The verdict on one move of a replay.

    Attributes:
        index (int): The move's index.
        legal (bool): Whether it was applied.
        violations (list[Violation]): The rules a refused move breaks; empty if applied.
        interpretation (TarotSealedVerdictInterpretation | Unset): How an applied move was read.
        seat_events (list[list[TarotDealOverEvent | TarotDealtEvent | TarotDeclaredEvent | TarotDiscardedEvent |
            TarotFjontExchangedEvent | TarotFjontLostEvent | TarotFjontOwedEvent | TarotMatchOverEvent | TarotPlayedEvent |
            TarotTrickWonEvent]] | Unset): What an applied move did, as each seat saw it (one list per seat).
    """

    index: int
    legal: bool
    violations: list[Violation]
    interpretation: TarotSealedVerdictInterpretation | Unset = UNSET
    seat_events: (
        list[
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

        seat_events: list[list[dict[str, Any]]] | Unset = UNSET
        if not isinstance(self.seat_events, Unset):
            seat_events = []
            for seat_events_item_data in self.seat_events:
                seat_events_item = []
                for seat_events_item_item_data in seat_events_item_data:
                    seat_events_item_item: dict[str, Any]
                    if isinstance(seat_events_item_item_data, TarotDealtEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, TarotDiscardedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, TarotDeclaredEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, TarotPlayedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, TarotTrickWonEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, TarotFjontOwedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, TarotFjontExchangedEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, TarotFjontLostEvent):
                        seat_events_item_item = seat_events_item_item_data.to_dict()
                    elif isinstance(seat_events_item_item_data, TarotDealOverEvent):
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
        from ..models.tarot_deal_over_event import TarotDealOverEvent  # noqa: PLC0415
        from ..models.tarot_dealt_event import TarotDealtEvent  # noqa: PLC0415
        from ..models.tarot_declared_event import TarotDeclaredEvent  # noqa: PLC0415
        from ..models.tarot_discarded_event import TarotDiscardedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_exchanged_event import TarotFjontExchangedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_lost_event import TarotFjontLostEvent  # noqa: PLC0415
        from ..models.tarot_fjont_owed_event import TarotFjontOwedEvent  # noqa: PLC0415
        from ..models.tarot_match_over_event import TarotMatchOverEvent  # noqa: PLC0415
        from ..models.tarot_played_event import TarotPlayedEvent  # noqa: PLC0415
        from ..models.tarot_sealed_verdict_interpretation import TarotSealedVerdictInterpretation  # noqa: PLC0415
        from ..models.tarot_trick_won_event import TarotTrickWonEvent  # noqa: PLC0415
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
        interpretation: TarotSealedVerdictInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = TarotSealedVerdictInterpretation.from_dict(_interpretation)

        _seat_events = d.pop("seat_events", UNSET)
        seat_events: (
            list[
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

                    seat_events_item_item = _parse_seat_events_item_item(seat_events_item_item_data)

                    seat_events_item.append(seat_events_item_item)

                seat_events.append(seat_events_item)

        tarot_sealed_verdict = cls(
            index=index,
            legal=legal,
            violations=violations,
            interpretation=interpretation,
            seat_events=seat_events,
        )

        return tarot_sealed_verdict
