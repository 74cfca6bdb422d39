from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FishingSealedStateRequest")


@_attrs_define
class FishingSealedStateRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
    """

    token: str

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        fishing_sealed_state_request = cls(
            token=token,
        )

        return fishing_sealed_state_request
