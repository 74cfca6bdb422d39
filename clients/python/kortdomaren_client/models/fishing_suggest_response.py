from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fishing_suggest_response_level import FishingSuggestResponseLevel
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fairness import Fairness
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
    from ..models.fishing_move import FishingMove
    from ..models.fishing_mulle_event import FishingMulleEvent
    from ..models.fishing_penalty_event import FishingPenaltyEvent
    from ..models.fishing_playoff_event import FishingPlayoffEvent
    from ..models.fishing_points_credited_event import FishingPointsCreditedEvent
    from ..models.fishing_seat_view import FishingSeatView
    from ..models.fishing_sistan_event import FishingSistanEvent
    from ..models.fishing_state import FishingState
    from ..models.fishing_suggest_response_interpretation import FishingSuggestResponseInterpretation
    from ..models.fishing_sweeps_cancelled_event import FishingSweepsCancelledEvent
    from ..models.fishing_tabbe_event import FishingTabbeEvent
    from ..models.fishing_tabbe_on_event import FishingTabbeOnEvent
    from ..models.fishing_trailed_event import FishingTrailedEvent
    from ..models.score import Score


T = TypeVar("T", bound="FishingSuggestResponse")


@_attrs_define
class FishingSuggestResponse:
    """
    Attributes:
        family (Literal['fishing']): Always 'fishing': tells this answer from other families' (the discriminator).
            Default: 'fishing'.
        seat (int): The seat the move is for.
        level (FishingSuggestResponseLevel): The level.
        move (FishingMove | None): A legal move, usable as is with apply. A token bound to another seat than the
            mover's: the move as that seat's events show it, null when it names cards they hide (laid away face down).
        reason (str): Why, in one short sentence, in the Accept-Language language. A token bound to another seat than
            the mover's: what the move did as that seat saw it, not why the bot chose it (that weighs the mover's hand).
        considered (int | None): Moves (random, greedy) or simulations (search) looked at; null for a token bound to
            another seat than the mover's (the count tells what the mover holds).
        token (str | Unset): With play: the sealed state (opaque, base64url): send it back in place of 'state'. Keep
            only the latest of a game; 'step' says which is the latest.
        step (int | Unset): With play: 0 at the deal, +1 for each token after it: refuse any lower step.
        views (list[FishingSeatView] | Unset): With play: one per seat asked for (every seat by default), in seat order:
            its view and, after a move, the events as that seat saw them. Hand each seat its own entry only.
        fairness (Fairness | Unset):
        deal_over (bool | Unset): With play: whether it ended.
        interpretation (FishingSuggestResponseInterpretation | Unset): With play: how it was read.
        scores (Score | Unset):
        state (FishingState | Unset):
        events (list[FishingAnnouncedOutEvent | FishingBuildAddedEvent | FishingBuildCreatedEvent |
            FishingBuildRaisedEvent | FishingBuildsBrokenUpEvent | FishingCapturedEvent | FishingDealLostEvent |
            FishingDealOverEvent | FishingDealtEvent | FishingDefaultEvent | FishingDrewEvent | FishingEliminatedEvent |
            FishingLeftoversEvent | FishingMatchOverEvent | FishingMulleEvent | FishingPenaltyEvent | FishingPlayoffEvent |
            FishingPointsCreditedEvent | FishingSistanEvent | FishingSweepsCancelledEvent | FishingTabbeEvent |
            FishingTabbeOnEvent | FishingTrailedEvent] | Unset): With play and a plain state: what happened, in order.
    """

    seat: int
    level: FishingSuggestResponseLevel
    move: FishingMove | None
    reason: str
    considered: int | None
    family: Literal["fishing"] = "fishing"
    token: str | Unset = UNSET
    step: int | Unset = UNSET
    views: list[FishingSeatView] | Unset = UNSET
    fairness: Fairness | Unset = UNSET
    deal_over: bool | Unset = UNSET
    interpretation: FishingSuggestResponseInterpretation | Unset = UNSET
    scores: Score | Unset = UNSET
    state: FishingState | Unset = UNSET
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
        from ..models.fishing_move import FishingMove  # noqa: PLC0415
        from ..models.fishing_mulle_event import FishingMulleEvent  # noqa: PLC0415
        from ..models.fishing_penalty_event import FishingPenaltyEvent  # noqa: PLC0415
        from ..models.fishing_playoff_event import FishingPlayoffEvent  # noqa: PLC0415
        from ..models.fishing_points_credited_event import FishingPointsCreditedEvent  # noqa: PLC0415
        from ..models.fishing_sistan_event import FishingSistanEvent  # noqa: PLC0415
        from ..models.fishing_sweeps_cancelled_event import FishingSweepsCancelledEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_event import FishingTabbeEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_on_event import FishingTabbeOnEvent  # noqa: PLC0415
        from ..models.fishing_trailed_event import FishingTrailedEvent  # noqa: PLC0415

        family = self.family

        seat = self.seat

        level = self.level.value

        move: dict[str, Any] | None
        if isinstance(self.move, FishingMove):
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
        from ..models.fishing_move import FishingMove  # noqa: PLC0415
        from ..models.fishing_mulle_event import FishingMulleEvent  # noqa: PLC0415
        from ..models.fishing_penalty_event import FishingPenaltyEvent  # noqa: PLC0415
        from ..models.fishing_playoff_event import FishingPlayoffEvent  # noqa: PLC0415
        from ..models.fishing_points_credited_event import FishingPointsCreditedEvent  # noqa: PLC0415
        from ..models.fishing_seat_view import FishingSeatView  # noqa: PLC0415
        from ..models.fishing_sistan_event import FishingSistanEvent  # noqa: PLC0415
        from ..models.fishing_state import FishingState  # noqa: PLC0415
        from ..models.fishing_suggest_response_interpretation import FishingSuggestResponseInterpretation  # noqa: PLC0415
        from ..models.fishing_sweeps_cancelled_event import FishingSweepsCancelledEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_event import FishingTabbeEvent  # noqa: PLC0415
        from ..models.fishing_tabbe_on_event import FishingTabbeOnEvent  # noqa: PLC0415
        from ..models.fishing_trailed_event import FishingTrailedEvent  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["fishing"], d.pop("family"))
        if family != "fishing":
            raise ValueError(f"family must match const 'fishing', got '{family}'")

        seat = d.pop("seat")

        level = FishingSuggestResponseLevel(d.pop("level"))

        def _parse_move(data: object) -> FishingMove | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = FishingMove.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FishingMove | None, data)

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
        views: list[FishingSeatView] | Unset = UNSET
        if _views is not UNSET:
            views = []
            for views_item_data in _views:
                views_item = FishingSeatView.from_dict(views_item_data)

                views.append(views_item)

        _fairness = d.pop("fairness", UNSET)
        fairness: Fairness | Unset
        if isinstance(_fairness, Unset):
            fairness = UNSET
        else:
            fairness = Fairness.from_dict(_fairness)

        deal_over = d.pop("deal_over", UNSET)

        _interpretation = d.pop("interpretation", UNSET)
        interpretation: FishingSuggestResponseInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = FishingSuggestResponseInterpretation.from_dict(_interpretation)

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        _state = d.pop("state", UNSET)
        state: FishingState | Unset
        if isinstance(_state, Unset):
            state = UNSET
        else:
            state = FishingState.from_dict(_state)

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

        fishing_suggest_response = cls(
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

        return fishing_suggest_response
