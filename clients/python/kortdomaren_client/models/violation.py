from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Violation")


@_attrs_define
class Violation:
    """
    Attributes:
        rule (str | Unset): Rules-reference ID, e.g. 'CORE-CAP-3'.
        code (str | Unset): Stable snake_case code.
        message (str | Unset): One plain English sentence.
    """

    rule: str | Unset = UNSET
    code: str | Unset = UNSET
    message: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        code = self.code

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rule is not UNSET:
            field_dict["rule"] = rule
        if code is not UNSET:
            field_dict["code"] = code
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule = d.pop("rule", UNSET)

        code = d.pop("code", UNSET)

        message = d.pop("message", UNSET)

        violation = cls(
            rule=rule,
            code=code,
            message=message,
        )

        return violation
