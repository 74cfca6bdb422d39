from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.score import Score
    from ..models.tarot_sealed_apply_response_interpretation import TarotSealedApplyResponseInterpretation
    from ..models.tarot_seat_view import TarotSeatView


T = TypeVar("T", bound="TarotSealedApplyResponse")


@_attrs_define
class TarotSealedApplyResponse:
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
        deal_over (bool): Whether it ended.
        interpretation (TarotSealedApplyResponseInterpretation): How it was read.
        scores (Score | Unset):
    """

    token: str
    step: int
    views: list[TarotSeatView]
    fairness: Fairness
    deal_over: bool
    interpretation: TarotSealedApplyResponseInterpretation
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

        deal_over = self.deal_over

        interpretation = self.interpretation.to_dict()

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
                "deal_over": deal_over,
                "interpretation": interpretation,
            }
        )
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415
        from ..models.tarot_sealed_apply_response_interpretation import TarotSealedApplyResponseInterpretation  # noqa: PLC0415
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

        deal_over = d.pop("deal_over")

        interpretation = TarotSealedApplyResponseInterpretation.from_dict(d.pop("interpretation"))

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        tarot_sealed_apply_response = cls(
            family=family,
            token=token,
            step=step,
            views=views,
            fairness=fairness,
            deal_over=deal_over,
            interpretation=interpretation,
            scores=scores,
        )

        return tarot_sealed_apply_response
