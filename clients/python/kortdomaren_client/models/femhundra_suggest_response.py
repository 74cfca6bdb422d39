from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_suggest_response_level import FemhundraSuggestResponseLevel
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.femhundra_claimed_event import FemhundraClaimedEvent
    from ..models.femhundra_deal_over_event import FemhundraDealOverEvent
    from ..models.femhundra_discarded_event import FemhundraDiscardedEvent
    from ..models.femhundra_drawn_event import FemhundraDrawnEvent
    from ..models.femhundra_joker_swapped_event import FemhundraJokerSwappedEvent
    from ..models.femhundra_laid_off_event import FemhundraLaidOffEvent
    from ..models.femhundra_melded_event import FemhundraMeldedEvent
    from ..models.femhundra_move import FemhundraMove
    from ..models.femhundra_penalty_event import FemhundraPenaltyEvent
    from ..models.femhundra_pile_taken_event import FemhundraPileTakenEvent
    from ..models.femhundra_reshuffled_event import FemhundraReshuffledEvent
    from ..models.femhundra_seat_view import FemhundraSeatView
    from ..models.femhundra_state import FemhundraState
    from ..models.femhundra_suggest_response_interpretation import FemhundraSuggestResponseInterpretation
    from ..models.femhundra_went_out_event import FemhundraWentOutEvent
    from ..models.score import Score


T = TypeVar("T", bound="FemhundraSuggestResponse")


@_attrs_define
class FemhundraSuggestResponse:
    """
    Attributes:
        family (Literal['femhundra']): Always 'femhundra': tells this answer from other families' (the discriminator).
            Default: 'femhundra'.
        seat (int): The seat the move is for.
        level (FemhundraSuggestResponseLevel): The level.
        move (FemhundraMove | None): A legal move, usable as is with apply. A token bound to another seat than the
            mover's: the move as that seat's events show it, null when it names cards they hide (laid away face down).
        reason (str): Why, in one short sentence, in the Accept-Language language. A token bound to another seat than
            the mover's: what the move did as that seat saw it, not why the bot chose it (that weighs the mover's hand).
        considered (int | None): Moves (random, greedy) or simulations (search) looked at; null for a token bound to
            another seat than the mover's (the count tells what the mover holds).
        token (str | Unset): With play: the sealed state (opaque, base64url): send it back in place of 'state'. Keep
            only the latest of a game; 'step' says which is the latest.
        step (int | Unset): With play: 0 at the deal, +1 for each token after it: refuse any lower step.
        views (list[FemhundraSeatView] | Unset): With play: one per seat asked for (every seat by default), in seat
            order: its view and, after a move, the events as that seat saw them. Hand each seat its own entry only.
        fairness (Fairness | Unset):
        deal_over (bool | Unset): With play: whether it ended.
        interpretation (FemhundraSuggestResponseInterpretation | Unset): With play: how it was read.
        scores (Score | Unset):
        state (FemhundraState | Unset):
        events (list[FemhundraClaimedEvent | FemhundraDealOverEvent | FemhundraDiscardedEvent | FemhundraDrawnEvent |
            FemhundraJokerSwappedEvent | FemhundraLaidOffEvent | FemhundraMeldedEvent | FemhundraPenaltyEvent |
            FemhundraPileTakenEvent | FemhundraReshuffledEvent | FemhundraWentOutEvent] | Unset): With play and a plain
            state: what happened, in order.
    """

    seat: int
    level: FemhundraSuggestResponseLevel
    move: FemhundraMove | None
    reason: str
    considered: int | None
    family: Literal["femhundra"] = "femhundra"
    token: str | Unset = UNSET
    step: int | Unset = UNSET
    views: list[FemhundraSeatView] | Unset = UNSET
    fairness: Fairness | Unset = UNSET
    deal_over: bool | Unset = UNSET
    interpretation: FemhundraSuggestResponseInterpretation | Unset = UNSET
    scores: Score | Unset = UNSET
    state: FemhundraState | Unset = UNSET
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
        from ..models.femhundra_move import FemhundraMove  # noqa: PLC0415
        from ..models.femhundra_penalty_event import FemhundraPenaltyEvent  # noqa: PLC0415
        from ..models.femhundra_pile_taken_event import FemhundraPileTakenEvent  # noqa: PLC0415
        from ..models.femhundra_reshuffled_event import FemhundraReshuffledEvent  # noqa: PLC0415
        from ..models.femhundra_went_out_event import FemhundraWentOutEvent  # noqa: PLC0415

        family = self.family

        seat = self.seat

        level = self.level.value

        move: dict[str, Any] | None
        if isinstance(self.move, FemhundraMove):
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
        from ..models.femhundra_claimed_event import FemhundraClaimedEvent  # noqa: PLC0415
        from ..models.femhundra_deal_over_event import FemhundraDealOverEvent  # noqa: PLC0415
        from ..models.femhundra_discarded_event import FemhundraDiscardedEvent  # noqa: PLC0415
        from ..models.femhundra_drawn_event import FemhundraDrawnEvent  # noqa: PLC0415
        from ..models.femhundra_joker_swapped_event import FemhundraJokerSwappedEvent  # noqa: PLC0415
        from ..models.femhundra_laid_off_event import FemhundraLaidOffEvent  # noqa: PLC0415
        from ..models.femhundra_melded_event import FemhundraMeldedEvent  # noqa: PLC0415
        from ..models.femhundra_move import FemhundraMove  # noqa: PLC0415
        from ..models.femhundra_penalty_event import FemhundraPenaltyEvent  # noqa: PLC0415
        from ..models.femhundra_pile_taken_event import FemhundraPileTakenEvent  # noqa: PLC0415
        from ..models.femhundra_reshuffled_event import FemhundraReshuffledEvent  # noqa: PLC0415
        from ..models.femhundra_seat_view import FemhundraSeatView  # noqa: PLC0415
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415
        from ..models.femhundra_suggest_response_interpretation import FemhundraSuggestResponseInterpretation  # noqa: PLC0415
        from ..models.femhundra_went_out_event import FemhundraWentOutEvent  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["femhundra"], d.pop("family"))
        if family != "femhundra":
            raise ValueError(f"family must match const 'femhundra', got '{family}'")

        seat = d.pop("seat")

        level = FemhundraSuggestResponseLevel(d.pop("level"))

        def _parse_move(data: object) -> FemhundraMove | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = FemhundraMove.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FemhundraMove | None, data)

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
        views: list[FemhundraSeatView] | Unset = UNSET
        if _views is not UNSET:
            views = []
            for views_item_data in _views:
                views_item = FemhundraSeatView.from_dict(views_item_data)

                views.append(views_item)

        _fairness = d.pop("fairness", UNSET)
        fairness: Fairness | Unset
        if isinstance(_fairness, Unset):
            fairness = UNSET
        else:
            fairness = Fairness.from_dict(_fairness)

        deal_over = d.pop("deal_over", UNSET)

        _interpretation = d.pop("interpretation", UNSET)
        interpretation: FemhundraSuggestResponseInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = FemhundraSuggestResponseInterpretation.from_dict(_interpretation)

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        _state = d.pop("state", UNSET)
        state: FemhundraState | Unset
        if isinstance(_state, Unset):
            state = UNSET
        else:
            state = FemhundraState.from_dict(_state)

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

        femhundra_suggest_response = cls(
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

        return femhundra_suggest_response
