from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fishing_view import FishingView


T = TypeVar("T", bound="FishingViewResponse")


@_attrs_define
class FishingViewResponse:
    """
    Attributes:
        family (Literal['fishing']): Always 'fishing': tells this answer from other families' (the discriminator).
            Default: 'fishing'.
        view (FishingView):
    """

    view: FishingView
    family: Literal["fishing"] = "fishing"

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_view import FishingView  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["fishing"], d.pop("family"))
        if family != "fishing":
            raise ValueError(f"family must match const 'fishing', got '{family}'")

        view = FishingView.from_dict(d.pop("view"))

        fishing_view_response = cls(
            family=family,
            view=view,
        )

        return fishing_view_response
