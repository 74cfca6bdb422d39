from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FemhundraSealedLegalMovesRequest")


@_attrs_define
class FemhundraSealedLegalMovesRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        limit (int | Unset): List at most this many moves (0…1000, default 1000); count is the full total whatever the
            limit (a lower bound, count_exact false, where counting stops at its work budget). Default: 1000.
    """

    token: str
    limit: int | Unset = 1000

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
            }
        )
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        limit = d.pop("limit", UNSET)

        femhundra_sealed_legal_moves_request = cls(
            token=token,
            limit=limit,
        )

        return femhundra_sealed_legal_moves_request
