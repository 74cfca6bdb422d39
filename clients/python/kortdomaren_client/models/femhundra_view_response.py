from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_view import FemhundraView


T = TypeVar("T", bound="FemhundraViewResponse")


@_attrs_define
class FemhundraViewResponse:
    """
    Attributes:
        family (Literal['femhundra']): Always 'femhundra': tells this answer from other families' (the discriminator).
            Default: 'femhundra'.
        view (FemhundraView):
    """

    view: FemhundraView
    family: Literal["femhundra"] = "femhundra"

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
        from ..models.femhundra_view import FemhundraView  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["femhundra"], d.pop("family"))
        if family != "femhundra":
            raise ValueError(f"family must match const 'femhundra', got '{family}'")

        view = FemhundraView.from_dict(d.pop("view"))

        femhundra_view_response = cls(
            family=family,
            view=view,
        )

        return femhundra_view_response
