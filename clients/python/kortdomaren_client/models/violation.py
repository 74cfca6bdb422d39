from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Violation")


@_attrs_define
class Violation:
    """
    Attributes:
        rule (str): Rules-reference ID, e.g. 'CORE-CAP-3'.
        code (str): Stable snake_case code.
        message (str): One plain English sentence.
    """

    rule: str
    code: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        code = self.code

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rule": rule,
                "code": code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule = d.pop("rule")

        code = d.pop("code")

        message = d.pop("message")

        violation = cls(
            rule=rule,
            code=code,
            message=message,
        )

        return violation
