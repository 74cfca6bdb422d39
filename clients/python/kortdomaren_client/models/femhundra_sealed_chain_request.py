from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FemhundraSealedChainRequest")


@_attrs_define
class FemhundraSealedChainRequest:
    """
    Attributes:
        tokens (list[str]): A game's tokens in order, oldest first (1 to 400): each link is checked and the last token's
            moves re-applied.
        views (list[int] | Unset): The seats whose views the answer carries (default: every seat; a token bound to a
            seat shows that seat only). Ask only for what you hand out.
    """

    tokens: list[str]
    views: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tokens = self.tokens

        views: list[int] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = self.views

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tokens": tokens,
            }
        )
        if views is not UNSET:
            field_dict["views"] = views

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tokens = cast(list[str], d.pop("tokens"))

        views = cast(list[int], d.pop("views", UNSET))

        femhundra_sealed_chain_request = cls(
            tokens=tokens,
            views=views,
        )

        return femhundra_sealed_chain_request
