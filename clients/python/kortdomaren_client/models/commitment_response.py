from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CommitmentResponse")


@_attrs_define
class CommitmentResponse:
    """
    Attributes:
        commitment (str): SHA-256 of the server seed (lower-case hex): note it before you choose your client seeds, and
            check that the deal's fairness record names the same.
        ticket (str): The sealed server seed (opaque): send it as a sealed deal's 'commitment'.
    """

    commitment: str
    ticket: str

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        ticket = self.ticket

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "ticket": ticket,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        ticket = d.pop("ticket")

        commitment_response = cls(
            commitment=commitment,
            ticket=ticket,
        )

        return commitment_response
