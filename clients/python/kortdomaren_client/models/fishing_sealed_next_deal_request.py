from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingSealedNextDealRequest")


@_attrs_define
class FishingSealedNextDealRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        views (list[int] | Unset): The seats whose views the answer carries (default: every seat; a token bound to a
            seat shows that seat only). Ask only for what you hand out.
        client_seeds (list[str] | Unset): The next deal's client seeds, chosen after the finished deal's answer
            published next_commitment (default: the deal's own).
    """

    token: str
    views: list[int] | Unset = UNSET
    client_seeds: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        views: list[int] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = self.views

        client_seeds: list[str] | Unset = UNSET
        if not isinstance(self.client_seeds, Unset):
            client_seeds = self.client_seeds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
            }
        )
        if views is not UNSET:
            field_dict["views"] = views
        if client_seeds is not UNSET:
            field_dict["client_seeds"] = client_seeds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        views = cast(list[int], d.pop("views", UNSET))

        client_seeds = cast(list[str], d.pop("client_seeds", UNSET))

        fishing_sealed_next_deal_request = cls(
            token=token,
            views=views,
            client_seeds=client_seeds,
        )

        return fishing_sealed_next_deal_request
