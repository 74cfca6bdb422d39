from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingSealedStateRequest")


@_attrs_define
class FishingSealedStateRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        views (list[int] | Unset): The seats whose views the answer carries (default: every seat; a token bound to a
            seat shows that seat only). Ask only for what you hand out.
    """

    token: str
    views: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        views: list[int] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = self.views

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
            }
        )
        if views is not UNSET:
            field_dict["views"] = views

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        views = cast(list[int], d.pop("views", UNSET))

        fishing_sealed_state_request = cls(
            token=token,
            views=views,
        )

        return fishing_sealed_state_request
