from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tarot_view import TarotView


T = TypeVar("T", bound="TarotViewResponse")


@_attrs_define
class TarotViewResponse:
    """
    Attributes:
        view (TarotView | Unset):
    """

    view: TarotView | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tarot_view import TarotView  # noqa: PLC0415

        d = dict(src_dict)
        _view = d.pop("view", UNSET)
        view: TarotView | Unset
        if isinstance(_view, Unset):
            view = UNSET
        else:
            view = TarotView.from_dict(_view)

        tarot_view_response = cls(
            view=view,
        )

        return tarot_view_response
