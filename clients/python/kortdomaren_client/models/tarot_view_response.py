from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_view import TarotView


T = TypeVar("T", bound="TarotViewResponse")


@_attrs_define
class TarotViewResponse:
    """
    Attributes:
        family (Literal['tarot']): Always 'tarot': tells this answer from other families' (the discriminator). Default:
            'tarot'.
        view (TarotView):
    """

    view: TarotView
    family: Literal["tarot"] = "tarot"

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
        from ..models.tarot_view import TarotView  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["tarot"], d.pop("family"))
        if family != "tarot":
            raise ValueError(f"family must match const 'tarot', got '{family}'")

        view = TarotView.from_dict(d.pop("view"))

        tarot_view_response = cls(
            family=family,
            view=view,
        )

        return tarot_view_response
