from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.score import Score
    from ..models.tarot_seat_view import TarotSeatView


T = TypeVar("T", bound="TarotSealedChainResponse")


@_attrs_define
class TarotSealedChainResponse:
    """
    Attributes:
        family (Literal['tarot']): Always 'tarot': tells this answer from other families' (the discriminator). Default:
            'tarot'.
        token (str): The chain's last token, as sent.
        step (int): 0 at the deal, +1 for each token after it: refuse any lower step.
        views (list[TarotSeatView]): One per seat asked for (every seat by default), in seat order: its view and, after
            a move, the events as that seat saw them. Hand each seat its own entry only.
        fairness (Fairness):
        verified (bool): Always true: a chain that does not verify is a problem.
        steps (int): Links checked: the number of tokens less one.
        deal_over (bool): Whether it is over.
        scores (Score | Unset):
    """

    token: str
    step: int
    views: list[TarotSeatView]
    fairness: Fairness
    verified: bool
    steps: int
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

        verified = self.verified

        steps = self.steps

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
                "verified": verified,
                "steps": steps,
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

        verified = d.pop("verified")

        steps = d.pop("steps")

        deal_over = d.pop("deal_over")

        _scores = d.pop("scores", UNSET)
        scores: Score | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = Score.from_dict(_scores)

        tarot_sealed_chain_response = cls(
            family=family,
            token=token,
            step=step,
            views=views,
            fairness=fairness,
            verified=verified,
            steps=steps,
            deal_over=deal_over,
            scores=scores,
        )

        return tarot_sealed_chain_response
