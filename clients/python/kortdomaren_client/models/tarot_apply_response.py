from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.score import Score
    from ..models.tarot_apply_response_interpretation import TarotApplyResponseInterpretation
    from ..models.tarot_deal_over_event import TarotDealOverEvent
    from ..models.tarot_dealt_event import TarotDealtEvent
    from ..models.tarot_declared_event import TarotDeclaredEvent
    from ..models.tarot_discarded_event import TarotDiscardedEvent
    from ..models.tarot_fjont_exchanged_event import TarotFjontExchangedEvent
    from ..models.tarot_fjont_lost_event import TarotFjontLostEvent
    from ..models.tarot_fjont_owed_event import TarotFjontOwedEvent
    from ..models.tarot_match_over_event import TarotMatchOverEvent
    from ..models.tarot_played_event import TarotPlayedEvent
    from ..models.tarot_state import TarotState
    from ..models.tarot_trick_won_event import TarotTrickWonEvent


T = TypeVar("T", bound="TarotApplyResponse")


@_attrs_define
class TarotApplyResponse:
    """
    Attributes:
        family (Literal['tarot']): Always 'tarot': tells this answer from other families' (the discriminator). Default:
            'tarot'.
        state (TarotState):
        events (list[TarotDealOverEvent | TarotDealtEvent | TarotDeclaredEvent | TarotDiscardedEvent |
            TarotFjontExchangedEvent | TarotFjontLostEvent | TarotFjontOwedEvent | TarotMatchOverEvent | TarotPlayedEvent |
            TarotTrickWonEvent]): What happened, in order.
        deal_over (bool): Whether the move ended the deal.
        interpretation (TarotApplyResponseInterpretation): How the move was read (as validate tells).
        scores (Score | Unset):
    """

    state: TarotState
    events: list[
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
    deal_over: bool
    interpretation: TarotApplyResponseInterpretation
    family: Literal["tarot"] = "tarot"
    scores: Score | Unset = UNSET

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

        family = self.family

        state = self.state.to_dict()

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
        from ..models.score import Score  # noqa: PLC0415
        from ..models.tarot_apply_response_interpretation import TarotApplyResponseInterpretation  # noqa: PLC0415
        from ..models.tarot_deal_over_event import TarotDealOverEvent  # noqa: PLC0415
        from ..models.tarot_dealt_event import TarotDealtEvent  # noqa: PLC0415
        from ..models.tarot_declared_event import TarotDeclaredEvent  # noqa: PLC0415
        from ..models.tarot_discarded_event import TarotDiscardedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_exchanged_event import TarotFjontExchangedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_lost_event import TarotFjontLostEvent  # noqa: PLC0415
        from ..models.tarot_fjont_owed_event import TarotFjontOwedEvent  # noqa: PLC0415
        from ..models.tarot_match_over_event import TarotMatchOverEvent  # noqa: PLC0415
        from ..models.tarot_played_event import TarotPlayedEvent  # noqa: PLC0415
        from ..models.tarot_state import TarotState  # noqa: PLC0415
        from ..models.tarot_trick_won_event import TarotTrickWonEvent  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["tarot"], d.pop("family"))
        if family != "tarot":
            raise ValueError(f"family must match const 'tarot', got '{family}'")

        state = TarotState.from_dict(d.pop("state"))

        events = []
        _events = d.pop("events")
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

        deal_over = d.pop("deal_over")

        interpretation = TarotApplyResponseInterpretation.from_dict(d.pop("interpretation"))

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        tarot_apply_response = cls(
            family=family,
            state=state,
            events=events,
            deal_over=deal_over,
            interpretation=interpretation,
            scores=scores,
        )

        return tarot_apply_response
