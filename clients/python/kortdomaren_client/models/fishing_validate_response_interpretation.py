from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FishingValidateResponseInterpretation")


@_attrs_define
class FishingValidateResponseInterpretation:
    """How a legal move was read: kind (trail, capture, …), the played value, the groups and special values used (keyed by
    card, as a move pins them: a card whose two copies in the play took two values is left out), and a penalty incurred
    under enforcement: penalize. Empty for an illegal move.

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fishing_validate_response_interpretation = cls()

        fishing_validate_response_interpretation.additional_properties = d
        return fishing_validate_response_interpretation

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
