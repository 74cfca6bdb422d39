from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.femhundra_seat_view import FemhundraSeatView


T = TypeVar("T", bound="FemhundraSealedDealResponse")


@_attrs_define
class FemhundraSealedDealResponse:
    """
    Attributes:
        family (Literal['femhundra']): Always 'femhundra': tells this answer from other families' (the discriminator).
            Default: 'femhundra'.
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        step (int): 0 at the deal, +1 for each token after it: refuse any lower step.
        views (list[FemhundraSeatView]): One per seat asked for (every seat by default), in seat order: its view and,
            after a move, the events as that seat saw them. Hand each seat its own entry only.
        fairness (Fairness):
    """

    token: str
    step: int
    views: list[FemhundraSeatView]
    fairness: Fairness
    family: Literal["femhundra"] = "femhundra"

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        token = self.token

        step = self.step

        views = []
        for views_item_data in self.views:
            views_item = views_item_data.to_dict()
            views.append(views_item)

        fairness = self.fairness.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "token": token,
                "step": step,
                "views": views,
                "fairness": fairness,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.femhundra_seat_view import FemhundraSeatView  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["femhundra"], d.pop("family"))
        if family != "femhundra":
            raise ValueError(f"family must match const 'femhundra', got '{family}'")

        token = d.pop("token")

        step = d.pop("step")

        views = []
        _views = d.pop("views")
        for views_item_data in _views:
            views_item = FemhundraSeatView.from_dict(views_item_data)

            views.append(views_item)

        fairness = Fairness.from_dict(d.pop("fairness"))

        femhundra_sealed_deal_response = cls(
            family=family,
            token=token,
            step=step,
            views=views,
            fairness=fairness,
        )

        return femhundra_sealed_deal_response
