from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.score import Score
    from ..models.tarot_sealed_verdict import TarotSealedVerdict
    from ..models.tarot_seat_view import TarotSeatView


T = TypeVar("T", bound="TarotSealedReplayResponse")


@_attrs_define
class TarotSealedReplayResponse:
    """
    Attributes:
        family (Literal['tarot']): Always 'tarot': tells this answer from other families' (the discriminator). Default:
            'tarot'.
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        step (int): 0 at the deal, +1 for each token after it: refuse any lower step.
        views (list[TarotSeatView]): One per seat asked for (every seat by default), in seat order: its view and, after
            a move, the events as that seat saw them. Hand each seat its own entry only.
        fairness (Fairness):
        verdicts (list[TarotSealedVerdict]): One per move tried; seat_events in place of events.
        applied (int): Moves applied.
        stopped_at (int | None): The first refused, or null.
        deal_over (bool): Whether it is over.
        scores (Score | Unset):
    """

    token: str
    step: int
    views: list[TarotSeatView]
    fairness: Fairness
    verdicts: list[TarotSealedVerdict]
    applied: int
    stopped_at: int | None
    deal_over: bool
    family: Literal["tarot"] = "tarot"
    scores: Score | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        token = self.token

        step = self.step

        views = []
        for views_item_data in self.views:
            views_item = views_item_data.to_dict()
            views.append(views_item)

        fairness = self.fairness.to_dict()

        verdicts = []
        for verdicts_item_data in self.verdicts:
            verdicts_item = verdicts_item_data.to_dict()
            verdicts.append(verdicts_item)

        applied = self.applied

        stopped_at: int | None
        stopped_at = self.stopped_at

        deal_over = self.deal_over

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "token": token,
                "step": step,
                "views": views,
                "fairness": fairness,
                "verdicts": verdicts,
                "applied": applied,
                "stopped_at": stopped_at,
                "deal_over": deal_over,
            }
        )
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415
        from ..models.tarot_sealed_verdict import TarotSealedVerdict  # noqa: PLC0415
        from ..models.tarot_seat_view import TarotSeatView  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["tarot"], d.pop("family"))
        if family != "tarot":
            raise ValueError(f"family must match const 'tarot', got '{family}'")

        token = d.pop("token")

        step = d.pop("step")

        views = []
        _views = d.pop("views")
        for views_item_data in _views:
            views_item = TarotSeatView.from_dict(views_item_data)

            views.append(views_item)

        fairness = Fairness.from_dict(d.pop("fairness"))

        verdicts = []
        _verdicts = d.pop("verdicts")
        for verdicts_item_data in _verdicts:
            verdicts_item = TarotSealedVerdict.from_dict(verdicts_item_data)

            verdicts.append(verdicts_item)

        applied = d.pop("applied")

        def _parse_stopped_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        stopped_at = _parse_stopped_at(d.pop("stopped_at"))

        deal_over = d.pop("deal_over")

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        tarot_sealed_replay_response = cls(
            family=family,
            token=token,
            step=step,
            views=views,
            fairness=fairness,
            verdicts=verdicts,
            applied=applied,
            stopped_at=stopped_at,
            deal_over=deal_over,
            scores=scores,
        )

        return tarot_sealed_replay_response
