from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tarot_suggest_response_level import TarotSuggestResponseLevel
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.score import Score
    from ..models.tarot_deal_over_event import TarotDealOverEvent
    from ..models.tarot_dealt_event import TarotDealtEvent
    from ..models.tarot_declared_event import TarotDeclaredEvent
    from ..models.tarot_discarded_event import TarotDiscardedEvent
    from ..models.tarot_fjont_exchanged_event import TarotFjontExchangedEvent
    from ..models.tarot_fjont_lost_event import TarotFjontLostEvent
    from ..models.tarot_fjont_owed_event import TarotFjontOwedEvent
    from ..models.tarot_match_over_event import TarotMatchOverEvent
    from ..models.tarot_move import TarotMove
    from ..models.tarot_played_event import TarotPlayedEvent
    from ..models.tarot_seat_view import TarotSeatView
    from ..models.tarot_state import TarotState
    from ..models.tarot_suggest_response_interpretation import TarotSuggestResponseInterpretation
    from ..models.tarot_trick_won_event import TarotTrickWonEvent


T = TypeVar("T", bound="TarotSuggestResponse")


@_attrs_define
class TarotSuggestResponse:
    """
    Attributes:
        family (Literal['tarot']): Always 'tarot': tells this answer from other families' (the discriminator). Default:
            'tarot'.
        seat (int): The seat the move is for.
        level (TarotSuggestResponseLevel): The level.
        move (None | TarotMove): A legal move, usable as is with apply. A token bound to another seat than the mover's:
            the move as that seat's events show it, null when it names cards they hide (laid away face down).
        reason (str): Why, in one short sentence, in the Accept-Language language. A token bound to another seat than
            the mover's: what the move did as that seat saw it, not why the bot chose it (that weighs the mover's hand).
        considered (int | None): Moves (random, greedy) or simulations (search) looked at; null for a token bound to
            another seat than the mover's (the count tells what the mover holds).
        token (str | Unset): With play: the sealed state (opaque, base64url): send it back in place of 'state'. Keep
            only the latest of a game; 'step' says which is the latest.
        step (int | Unset): With play: 0 at the deal, +1 for each token after it: refuse any lower step.
        views (list[TarotSeatView] | Unset): With play: one per seat asked for (every seat by default), in seat order:
            its view and, after a move, the events as that seat saw them. Hand each seat its own entry only.
        fairness (Fairness | Unset):
        deal_over (bool | Unset): With play: whether it ended.
        interpretation (TarotSuggestResponseInterpretation | Unset): With play: how it was read.
        scores (Score | Unset):
        state (TarotState | Unset):
        events (list[TarotDealOverEvent | TarotDealtEvent | TarotDeclaredEvent | TarotDiscardedEvent |
            TarotFjontExchangedEvent | TarotFjontLostEvent | TarotFjontOwedEvent | TarotMatchOverEvent | TarotPlayedEvent |
            TarotTrickWonEvent] | Unset): With play and a plain state: what happened, in order.
    """

    seat: int
    level: TarotSuggestResponseLevel
    move: None | TarotMove
    reason: str
    considered: int | None
    family: Literal["tarot"] = "tarot"
    token: str | Unset = UNSET
    step: int | Unset = UNSET
    views: list[TarotSeatView] | Unset = UNSET
    fairness: Fairness | Unset = UNSET
    deal_over: bool | Unset = UNSET
    interpretation: TarotSuggestResponseInterpretation | Unset = UNSET
    scores: Score | Unset = UNSET
    state: TarotState | Unset = UNSET
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
        from ..models.tarot_move import TarotMove  # noqa: PLC0415
        from ..models.tarot_played_event import TarotPlayedEvent  # noqa: PLC0415
        from ..models.tarot_trick_won_event import TarotTrickWonEvent  # noqa: PLC0415

        family = self.family

        seat = self.seat

        level = self.level.value

        move: dict[str, Any] | None
        if isinstance(self.move, TarotMove):
            move = self.move.to_dict()
        else:
            move = self.move

        reason = self.reason

        considered: int | None
        considered = self.considered

        token = self.token

        step = self.step

        views: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = []
            for views_item_data in self.views:
                views_item = views_item_data.to_dict()
                views.append(views_item)

        fairness: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fairness, Unset):
            fairness = self.fairness.to_dict()

        deal_over = self.deal_over

        interpretation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.interpretation, Unset):
            interpretation = self.interpretation.to_dict()

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

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
                "family": family,
                "seat": seat,
                "level": level,
                "move": move,
                "reason": reason,
                "considered": considered,
            }
        )
        if token is not UNSET:
            field_dict["token"] = token
        if step is not UNSET:
            field_dict["step"] = step
        if views is not UNSET:
            field_dict["views"] = views
        if fairness is not UNSET:
            field_dict["fairness"] = fairness
        if deal_over is not UNSET:
            field_dict["deal_over"] = deal_over
        if interpretation is not UNSET:
            field_dict["interpretation"] = interpretation
        if scores is not UNSET:
            field_dict["scores"] = scores
        if state is not UNSET:
            field_dict["state"] = state
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415
        from ..models.tarot_deal_over_event import TarotDealOverEvent  # noqa: PLC0415
        from ..models.tarot_dealt_event import TarotDealtEvent  # noqa: PLC0415
        from ..models.tarot_declared_event import TarotDeclaredEvent  # noqa: PLC0415
        from ..models.tarot_discarded_event import TarotDiscardedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_exchanged_event import TarotFjontExchangedEvent  # noqa: PLC0415
        from ..models.tarot_fjont_lost_event import TarotFjontLostEvent  # noqa: PLC0415
        from ..models.tarot_fjont_owed_event import TarotFjontOwedEvent  # noqa: PLC0415
        from ..models.tarot_match_over_event import TarotMatchOverEvent  # noqa: PLC0415
        from ..models.tarot_move import TarotMove  # noqa: PLC0415
        from ..models.tarot_played_event import TarotPlayedEvent  # noqa: PLC0415
        from ..models.tarot_seat_view import TarotSeatView  # noqa: PLC0415
        from ..models.tarot_state import TarotState  # noqa: PLC0415
        from ..models.tarot_suggest_response_interpretation import TarotSuggestResponseInterpretation  # noqa: PLC0415
        from ..models.tarot_trick_won_event import TarotTrickWonEvent  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["tarot"], d.pop("family"))
        if family != "tarot":
            raise ValueError(f"family must match const 'tarot', got '{family}'")

        seat = d.pop("seat")

        level = TarotSuggestResponseLevel(d.pop("level"))

        def _parse_move(data: object) -> None | TarotMove:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = TarotMove.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TarotMove, data)

        move = _parse_move(d.pop("move"))

        reason = d.pop("reason")

        def _parse_considered(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        considered = _parse_considered(d.pop("considered"))

        token = d.pop("token", UNSET)

        step = d.pop("step", UNSET)

        _views = d.pop("views", UNSET)
        views: list[TarotSeatView] | Unset = UNSET
        if _views is not UNSET:
            views = []
            for views_item_data in _views:
                views_item = TarotSeatView.from_dict(views_item_data)

                views.append(views_item)

        _fairness = d.pop("fairness", UNSET)
        fairness: Fairness | Unset
        if isinstance(_fairness, Unset):
            fairness = UNSET
        else:
            fairness = Fairness.from_dict(_fairness)

        deal_over = d.pop("deal_over", UNSET)

        _interpretation = d.pop("interpretation", UNSET)
        interpretation: TarotSuggestResponseInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = TarotSuggestResponseInterpretation.from_dict(_interpretation)

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        _state = d.pop("state", UNSET)
        state: TarotState | Unset
        if isinstance(_state, Unset):
            state = UNSET
        else:
            state = TarotState.from_dict(_state)

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

        tarot_suggest_response = cls(
            family=family,
            seat=seat,
            level=level,
            move=move,
            reason=reason,
            considered=considered,
            token=token,
            step=step,
            views=views,
            fairness=fairness,
            deal_over=deal_over,
            interpretation=interpretation,
            scores=scores,
            state=state,
            events=events,
        )

        return tarot_suggest_response
