from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ErrorItem")


@_attrs_define
class ErrorItem:
    """
    Attributes:
        pointer (str): JSON pointer into the request.
        code (str): Stable snake_case code.
        message (str): One plain English sentence.
        rule (str | Unset): Rule ID where one applies.
    """

    pointer: str
    code: str
    message: str
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        pointer = self.pointer

        code = self.code

        message = self.message

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pointer": pointer,
                "code": code,
                "message": message,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pointer = d.pop("pointer")

        code = d.pop("code")

        message = d.pop("message")

        rule = d.pop("rule", UNSET)

        error_item = cls(
            pointer=pointer,
            code=code,
            message=message,
            rule=rule,
        )

        return error_item
